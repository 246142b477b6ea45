// One spreadsheet cell → the wire value of its field (or a pt-BR reason it cannot be one). Cells
// arrive as text: the parser turns XLSX dates into AAAA-MM-DD and numbers into their digits. What
// people type and what spreadsheets do to it are both accepted: masks, a CPF whose leading zeros a
// numeric column dropped, dd/mm/aaaa dates, "Sim"/"Não", a choice by its label. The resource's
// schema still has the last word (check digits, ranges): this only reshapes.
import { onlyDigits } from '../../domain/cpf';
import { normalizeCnpj } from '../../domain/cnpj';
import { normalizeSearch } from '../../domain/resources/search';
import type { ImportColumn } from './specs';

export type Converted = { value: unknown } | { error: string };

/** Header or label comparison key: no accents, case, punctuation or repeated spaces. */
export const looseKey = (text: string): string => normalizeSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** dd/mm/aaaa (also d/m/aaaa, with - or .) or AAAA-MM-DD[Thh:mm…] → AAAA-MM-DD; null when neither. */
export function isoDateOf(cell: string): string | null {
  const dmy = DMY.exec(cell);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  const ymd = YMD.exec(cell);
  return ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : null;
}

const YES = new Set(['sim', 's', 'true', 'verdadeiro', '1', 'x', 'ativa', 'ativo']);
const NO = new Set(['nao', 'n', 'false', 'falso', '0', 'inativa', 'inativo']);

/** A CPF cell: digits only; 9 or 10 digits are a number column that lost its leading zeros. */
function cpfOf(cell: string): string {
  if (/[^\d.\-\s/]/.test(cell)) return cell;
  const digits = onlyDigits(cell);
  return digits.length === 9 || digits.length === 10 ? digits.padStart(11, '0') : digits;
}

/** A phone cell: digits, without the country code +55 when it carries one. */
function phoneOf(cell: string): string {
  const digits = onlyDigits(cell);
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * Converts one non-empty cell (references are resolved elsewhere: lookups.ts). Empty cells never get
 * here: they leave the field out, so the schema says whether it was required.
 */
export function convertCell(column: ImportColumn, cell: string): Converted {
  switch (column.kind) {
    case 'cpf':
      return { value: cpfOf(cell) };
    case 'cnpj':
      return { value: normalizeCnpj(cell) };
    case 'phone':
      return { value: phoneOf(cell) };
    case 'email':
      return { value: cell.toLowerCase() };
    case 'date': {
      const iso = isoDateOf(cell);
      return iso ? { value: iso } : { error: `${column.header}: "${cell}" não é uma data (use dd/mm/aaaa).` };
    }
    case 'boolean': {
      const key = looseKey(cell);
      if (YES.has(key)) return { value: true };
      if (NO.has(key)) return { value: false };
      return { error: `${column.header}: "${cell}" não é Sim nem Não.` };
    }
    case 'choice': {
      const key = looseKey(cell);
      const options = Object.entries(column.options ?? {});
      const hit = options.find(([value, label]) => looseKey(value) === key || looseKey(label) === key);
      return hit ? { value: hit[0] } : { error: `${column.header}: "${cell}" não é uma opção (${options.map(([, l]) => l).join(', ')}).` };
    }
    default:
      return { value: cell };
  }
}
