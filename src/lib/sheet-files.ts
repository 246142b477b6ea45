// Writing spreadsheets for download: CSV as Excel in pt-BR opens it (UTF-8 with BOM, `;`), XLSX
// through exceljs (loaded only when a file is made). A cell is text, a number, or a date (written
// as dd/mm/aaaa: text in the CSV, a real date cell formatted dd/mm/aaaa in the XLSX).
import Papa from 'papaparse';
import { utcDayToBr } from '../domain/dates';

export type SheetCell = string | number | Date | null;


export function csvBytes(headers: readonly string[], rows: readonly (readonly SheetCell[])[]): Uint8Array {
  const text = Papa.unparse({ fields: [...headers], data: rows.map((r) => r.map((c) => (c instanceof Date ? utcDayToBr(c) : (c ?? '')))) }, { delimiter: ';', newline: '\r\n' });
  return new TextEncoder().encode(`\uFEFF${text}`);
}

export async function xlsxBytes(sheetName: string, headers: readonly string[], rows: readonly (readonly SheetCell[])[]): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, Math.min(40, headers[i]!.length + 4));
    // Dates and text columns: keep CPFs and CNPJs as text (a number would lose their leading zeros).
    if (rows.some((r) => r[i] instanceof Date)) column.numFmt = 'dd/mm/yyyy';
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Offers bytes as a file download (made on the device: works offline). */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today (the device's calendar) as aaaa-mm-dd, for file names. */
export const fileStamp = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
