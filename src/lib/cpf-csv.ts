// Parsing a list of CPFs for `/meals/{id}/users` → "Importar CSV": pure, no data access. What people
// paste or export from a spreadsheet: one CPF per line, or a table with a column named "cpf";
// separated by `;` (Excel in pt-BR), `,` or tabs; with or without the mask; with a BOM; quoted
// cells (src/lib/csv.ts). Spreadsheets also drop a CPF's leading zeros when the column is numeric ("1234567890"):
// 9 or 10 bare digits are padded back, and the check digits still have to match.
import { isValidCpf, onlyDigits } from '../domain/cpf';
import { csvLines, separatorOf, splitCells } from './csv';

export type CsvProblem = 'invalid' | 'duplicate';

export interface CsvEntry {
  /** 1-based line of the file, for the report. */
  line: number;
  /** The cell as written (trimmed, unquoted). */
  raw: string;
  /** 11 digits when valid, else null. */
  cpf: string | null;
  /** Why the row cannot be used, whatever the list and the profiles hold. */
  problem: CsvProblem | null;
}

export interface ParsedCpfs {
  entries: CsvEntry[];
  /** The first line was a header (a "cpf" column, or text with no digits at all). */
  header: boolean;
}

/** A cell's CPF: 11 digits with valid check digits (mask or not), else null. */
export function cpfOf(cell: string): string | null {
  const text = cell.trim();
  // Digits with the usual punctuation only: "123.456.789-09", "12345678909", "123 456 789 09".
  if (!/^[\d.\-\s/]+$/.test(text)) return null;
  let digits = onlyDigits(text);
  if ((digits.length === 9 || digits.length === 10) && /^\d+$/.test(text)) digits = digits.padStart(11, '0');
  return isValidCpf(digits) ? digits : null;
}

const looksLikeCpfCell = (cell: string): boolean => {
  const digits = onlyDigits(cell);
  return digits.length >= 9 && digits.length <= 11 && /^[\d.\-\s/]+$/.test(cell.trim());
};

/** Every CPF row of a pasted or uploaded list, with the problems visible without any data. */
export function parseCpfList(text: string): ParsedCpfs {
  const lines = csvLines(text);
  const firstIndex = lines.findIndex((l) => l.trim() !== '');
  if (firstIndex < 0) return { entries: [], header: false };
  const separator = separatorOf(lines[firstIndex]!);
  const headCells = splitCells(lines[firstIndex]!, separator);
  const cpfColumn = headCells.findIndex((c) => c.trim().toLowerCase() === 'cpf');
  const header = cpfColumn >= 0 || !/\d/.test(lines[firstIndex]!);

  const entries: CsvEntry[] = [];
  const seen = new Set<string>();
  for (let i = header ? firstIndex + 1 : firstIndex; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = splitCells(line, separator ?? separatorOf(line));
    if (cells.every((c) => c === '')) continue;
    // The "cpf" column; without a header, the first cell that looks like a CPF, else the first one.
    const raw = cpfColumn >= 0 ? (cells[cpfColumn] ?? '') : (cells.find(looksLikeCpfCell) ?? cells.find((c) => c !== '') ?? '');
    const cpf = cpfOf(raw);
    let problem: CsvProblem | null = null;
    if (!cpf) problem = 'invalid';
    else if (seen.has(cpf)) problem = 'duplicate';
    else seen.add(cpf);
    entries.push({ line: i + 1, raw, cpf, problem });
  }
  return { entries, header };
}

/** Splits ids into chunks of at most `size` (a mutation takes ≤2000 people). */
export function chunk<T>(items: readonly T[], size = 2000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
