// A spreadsheet file → its rows of text cells, with their line numbers. CSV through papaparse
// (separator detected: `;` from Excel in pt-BR, `,`, tab), decoded as UTF-8 or, when that fails,
// Windows-1252 (what Excel in pt-BR saves "CSV" as); XLSX through exceljs, first worksheet, where
// dates become AAAA-MM-DD, numbers their digits, rich text and links their text, formulas their
// result. Runs in the import worker (parse-worker.ts), in the bench and in tests.
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { DataRow } from './preview';

export interface Table {
  headers: string[];
  rows: DataRow[];
}

export type SheetKind = 'csv' | 'xlsx';

/** By the file's first bytes (an XLSX is a ZIP: "PK"), whatever its name says. */
export function sheetKindOf(bytes: Uint8Array): SheetKind {
  return bytes[0] === 0x50 && bytes[1] === 0x4b ? 'xlsx' : 'csv';
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Header = the first row with any text; the rows after it that have any text. */
function toTable(lines: { line: number; cells: string[] }[]): Table {
  const filled = lines.filter((l) => l.cells.some((c) => c.trim() !== ''));
  const [head, ...rows] = filled;
  return { headers: (head?.cells ?? []).map((h) => h.trim()), rows };
}

/** The separator the header line uses most (papaparse's guess is thrown by quoted cells and blank lines). */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts = [';', ',', '\t', '|'].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

export function readCsv(bytes: Uint8Array): Table {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: separatorOf(text) });
  return toTable(parsed.data.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => String(c ?? '')) })));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One XLSX cell value as text (exceljs keeps dates as UTC Date objects). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

export async function readXlsx(bytes: Uint8Array, Excel: typeof ExcelJS): Promise<Table> {
  const book = new Excel.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  const lines: { line: number; cells: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is always empty.
    lines.push({ line, cells: Array.from(values.slice(1), (value) => cellText(value)) });
  });
  return toTable(lines);
}
