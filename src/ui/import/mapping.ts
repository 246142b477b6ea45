// Which spreadsheet column fills which field. Proposed from the headers (the spec's pt-BR header or
// one of its aliases, compared without accents, case or punctuation), then adjustable on screen.
import { looseKey } from './cells';
import type { ImportSpec } from './specs';

/** Field → index of the file's column (null: not imported). */
export type ColumnMapping = Readonly<Record<string, number | null>>;

export function proposeMapping(spec: ImportSpec, headers: readonly string[]): ColumnMapping {
  const keys = headers.map(looseKey);
  const taken = new Set<number>();
  const mapping: Record<string, number | null> = {};
  for (const column of spec.columns) {
    const names = [column.header, ...(column.aliases ?? [])].map(looseKey);
    const at = names.map((n) => keys.findIndex((k, i) => k === n && !taken.has(i))).find((i) => i >= 0);
    mapping[column.field] = at ?? null;
    if (at !== undefined) taken.add(at);
  }
  return mapping;
}

/** pt-BR headers of the required fields the mapping leaves out. */
export const unmappedRequired = (spec: ImportSpec, mapping: ColumnMapping): string[] =>
  spec.columns.filter((c) => c.required && (mapping[c.field] ?? null) === null).map((c) => c.header);

/** A column named for two fields would fill both with the same cell: a mapping mistake. */
export function repeatedColumns(spec: ImportSpec, mapping: ColumnMapping): string[] {
  const seen = new Map<number, string>();
  const repeated: string[] = [];
  for (const column of spec.columns) {
    const at = mapping[column.field];
    if (at === null || at === undefined) continue;
    if (seen.has(at)) repeated.push(`${seen.get(at)} e ${column.header}`);
    else seen.set(at, column.header);
  }
  return repeated;
}
