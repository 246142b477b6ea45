// Paging by key range (STACK.md: offset() costs 36-81 ms on 100k rows, a key range ~1 ms). A page
// is read from an index; the next page starts after the last row's (index value, id), because
// IndexedDB orders equal index values by primary key.
import { cmp, Dexie, type IndexableType } from 'dexie';
import { getResource } from '../domain/resources/index';
import { normalizeSearch } from '../domain/resources/search';
import type { StoredRow } from '../domain/mutators/index';
import type { TenantDb } from './tenant-db';

export interface PageCursor {
  key: IndexableType;
  id: string;
}

export interface ListOptions {
  /** A single-field index of the resource; defaults to its declared sort. */
  index?: string;
  /** Prefix search on the index (normalised when the index is a `_search` key). */
  prefix?: string;
  /** Exact match on the index (e.g. the cities of one state). Ignored when `prefix` is given. */
  equals?: IndexableType;
  limit?: number;
  /** Cursor returned with the previous page. */
  after?: PageCursor | null;
}

export interface Page<T = StoredRow> {
  rows: T[];
  /** Cursor of the next page, or null on the last one. */
  next: PageCursor | null;
}

export async function fetchPage(db: TenantDb, collection: string, options: ListOptions = {}): Promise<Page> {
  const index = options.index ?? getResource(collection).sort;
  const limit = options.limit ?? 50;
  let lower: IndexableType = Dexie.minKey;
  let upper: IndexableType = Dexie.maxKey;
  if (options.prefix !== undefined) {
    const prefix = index.endsWith('_search') ? normalizeSearch(options.prefix) : options.prefix;
    lower = prefix;
    upper = prefix + '\uffff';
  } else if (options.equals !== undefined) {
    lower = upper = options.equals;
  }
  const after = options.after;
  const table = db.rows(collection);
  const valueOf = (row: StoredRow) => (index === 'id' ? row.id : row[index]) as IndexableType;
  const start = after && cmp(after.key, lower) > 0 ? after.key : lower;
  let query = table.where(index).between(start, upper, true, true);
  if (after) query = query.filter((row) => cmp(valueOf(row), after.key) !== 0 || row.id > after.id);
  const rows = await query.limit(limit + 1).toArray();
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return { rows: page, next: more && last ? { key: valueOf(last), id: last.id } : null };
}
