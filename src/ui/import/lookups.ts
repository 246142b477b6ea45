// References named in a spreadsheet (an entity by CNPJ or name, a city by IBGE code or name): an
// index per referenced collection, built once from the replica's rows, from each lookup key (no
// accents, case or mask) to the row id, or to AMBIGUOUS when two rows answer to it.
import { normalizeCnpj } from '../../domain/cnpj';
import { onlyDigits } from '../../domain/cpf';
import { looseKey } from './cells';
import type { ImportColumn, ReferenceLookup } from './specs';

export const AMBIGUOUS = Symbol('ambiguous');
export type ReferenceIndex = Map<string, string | typeof AMBIGUOUS>;

/** CNPJs, CPFs and codes compare without their mask; everything else as loose text. */
const keyOf = (field: string, value: string): string => (field === 'cnpj' ? normalizeCnpj(value) : field === 'cpf' ? onlyDigits(value) : looseKey(value));

export function buildReferenceIndex(lookup: ReferenceLookup, rows: readonly Record<string, unknown>[]): ReferenceIndex {
  const index: ReferenceIndex = new Map();
  for (const field of lookup.keys) {
    // Earlier keys win: a name equal to another row's code must not hide that code.
    const seen = new Map<string, string | typeof AMBIGUOUS>();
    for (const row of rows) {
      const value = row[field];
      if (typeof value !== 'string' || value.trim() === '') continue;
      const key = `${field}\u0000${keyOf(field, value)}`;
      const id = String(row.id);
      seen.set(key, seen.has(key) && seen.get(key) !== id ? AMBIGUOUS : id);
    }
    for (const [key, id] of seen) index.set(key, id);
  }
  return index;
}

export type Resolved = { id: string } | { error: string };

/** The id a cell names, trying each lookup key in order. */
export function resolveReference(column: ImportColumn, index: ReferenceIndex, cell: string): Resolved {
  const lookup = column.reference!;
  for (const field of lookup.keys) {
    const hit = index.get(`${field}\u0000${keyOf(field, cell)}`);
    if (hit === AMBIGUOUS) return { error: `${column.header}: "${cell}" corresponde a mais de um registro (${lookup.disambiguate}).` };
    if (hit) return { id: hit };
  }
  return { error: `${column.header}: "${cell}" não consta do cadastro.` };
}
