// The normalised search key: stored beside the row in the local table (and, later, in SQL) so a
// prefix search is one index range instead of a scan with a case-insensitive compare.
import type { AnyResource } from './define';

/** "São  Paulo" → "sao paulo": accents stripped, lower case, spaces collapsed. */
export function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const searchKey = (field: string): string => `${field}_search`;

/** The row as the local table stores it: the wire row plus its derived search key. */
export function withDerived<T extends Record<string, unknown>>(resource: AnyResource, row: T): T {
  if (!resource.storage.search) return row;
  const value = row[resource.storage.search];
  return { ...row, [searchKey(resource.storage.search)]: typeof value === 'string' ? normalizeSearch(value) : '' };
}

/** The wire row back from a stored one (mutators and the server never see derived keys). */
export function stripDerived<T extends Record<string, unknown>>(resource: AnyResource, row: T): T {
  if (!resource.storage.search) return row;
  const copy: Record<string, unknown> = { ...row };
  delete copy[searchKey(resource.storage.search)];
  return copy as T;
}
