// Reading a CSV that people paste or export from a spreadsheet, line by line: Excel in pt-BR writes
// `;`, others `,` or tabs; a BOM first; \r\n, \r or \n between lines. The quoting rules ("a;b" is
// one cell, "" is a quote) are papaparse's. Line by line, not the whole text at once, so each row
// keeps its line number in the file for the report, and a list whose first line has no separator
// (a header "cpf", one CPF per line) may still have one on the lines after it.
import Papa from 'papaparse';

/** The separators a list may use, in the order a line is tried. */
export const CSV_SEPARATORS = [';', '\t', ','] as const;

/** The first of `;`, tab and `,` the line holds, or null: the line is one cell. */
export const separatorOf = (line: string): string | null => CSV_SEPARATORS.find((s) => line.includes(s)) ?? null;

/** The text's lines, its BOM dropped; line i is line i + 1 of the file. */
export const csvLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

// With no separator the line is one cell: papaparse is given one no typed text holds (ASCII's
// "unit separator") so it still unquotes the cell without cutting it anywhere.
const ONE_CELL = '\u001f';

/** One line's cells, trimmed, unquoted by papaparse. */
export function splitCells(line: string, separator: string | null): string[] {
  const parsed = Papa.parse<string[]>(line.trim(), { delimiter: separator ?? ONE_CELL, newline: '\n', skipEmptyLines: false });
  return (parsed.data[0] ?? ['']).map((cell) => cell.trim());
}
