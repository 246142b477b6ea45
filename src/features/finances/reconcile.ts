// Reading a bank statement (CSV) into payments to record: each line's date, amount and the txid of
// a bill found in it. Pure, so the screen and its test agree on what a line means.
import { parseCents } from '../../domain/finances/money';
import { csvLines, separatorOf, splitCells } from '../../lib/csv';

export interface StatementLine {
  line: number;
  date: string | null;
  cents: number | null;
  txid: string | null;
  text: string;
}

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Lines of a statement; `known` are the txids of bills on this device (matched case-insensitively anywhere in a cell). */
export function readStatement(text: string, known: ReadonlySet<string>): StatementLine[] {
  const lines = csvLines(text);
  const separator = separatorOf(lines.find((l) => l.trim() !== '') ?? '');
  const out: StatementLine[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === '') return;
    const cells = splitCells(raw, separator);
    let date: string | null = null;
    let cents: number | null = null;
    let txid: string | null = null;
    for (const cell of cells) {
      const br = BR_DATE.exec(cell);
      const iso = ISO_DATE.exec(cell);
      if (!date && (br || iso)) {
        date = br ? `${br[3]}-${br[2]}-${br[1]}` : `${iso![1]}-${iso![2]}-${iso![3]}`;
        continue;
      }
      if (!txid) {
        const token = cell.toUpperCase().match(/[A-Z0-9]{1,25}/g)?.find((w) => known.has(w));
        if (token) {
          txid = token;
          continue;
        }
      }
      const value = parseCents(cell.replace(/^\+/, ''));
      if (cents === null && value !== null && value > 0) cents = value;
    }
    out.push({ line: i + 1, date, cents, txid, text: raw.trim() });
  });
  return out;
}
