// The confirmed súmula as a PDF, made on the device (offline) with pdf-lib from the same document
// the printable view shows (sumula-document.ts), with the verification QR drawn as vector squares
// (uqr's matrix) in the header. A4, Helvetica (WinAnsi: Portuguese letters fit; anything outside it
// is replaced, so a stray emoji cannot break the file). Loaded only when "Baixar PDF" is pressed.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import type { SumulaDocument } from './sumula-document';

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const QR_SIZE = 110;

/** Text Helvetica's WinAnsi encoding can draw (Latin-1 plus a few typographic marks). */
export function winAnsi(text: string): string {
  return text.replace(/⇄/g, '<->').replace(/[^\n\x20-\x7e\xa0-\xff–—‘’“”•…]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else { out.push(line); line = word; }
    }
    out.push(line);
  }
  return out;
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = encode(text, { ecc: 'M', border: 2 });
  const cell = size / qr.size;
  qr.data.forEach((row, r) => row.forEach((dark, c) => {
    if (dark) page.drawRectangle({ x: x + c * cell, y: y + size - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
  }));
}

export async function sumulaPdf(doc: SumulaDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${doc.title} — ${doc.scoreline}`));
  pdf.setProducer('Federa');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const line = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const part of wrap(text, font, size, width - indent)) {
      if (y < MARGIN + size) { page = pdf.addPage([...A4]); y = A4[1] - MARGIN; }
      y -= size * 1.35;
      page.drawText(part, { x: MARGIN + indent, y, size, font });
    }
  };
  drawQr(page, doc.verifyUrl, A4[0] - MARGIN - QR_SIZE, A4[1] - MARGIN - QR_SIZE, QR_SIZE);
  const textWidth = width - QR_SIZE - 12;
  for (const [text, font, size] of [[doc.title, bold, 18], [doc.scoreline, bold, 14]] as const) {
    for (const part of wrap(text, font, size, textWidth)) { y -= size * 1.4; page.drawText(part, { x: MARGIN, y, size, font }); }
  }
  y -= 4;
  for (const part of wrap('Verifique a autenticidade lendo o QR code.', regular, 9, textWidth)) { y -= 12; page.drawText(part, { x: MARGIN, y, size: 9, font: regular }); }
  y = Math.min(y, A4[1] - MARGIN - QR_SIZE) - 8;
  for (const section of doc.sections) {
    y -= 6;
    line(section.title, bold, 12);
    for (const text of section.lines) line(text, regular, 10, 8);
  }
  return pdf.save();
}
