// Paging by key range (STACK.md: offset() costs 36-81 ms on 100k rows, a key range ~1 ms). A page
// is read from an index; the next page starts after the last row's (index value, id). Every declared
// index is stored as `[<fields>+id]` (tenant-db.ts storedIndex), so "after (value, id)" is a plain
// lower bound: one range + limit, which Dexie reads with a single getAll (no cursor, no filter).
import { cmp, Dexie, type Collection, type IndexableType } from 'dexie';
import { REPLICA_INDEXES } from 'virtual:replica-indexes';
import { normalizeSearch } from '../domain/resources/search';
import type { StoredRow } from '../domain/mutators/index';
import { indexFields, storedIndex, type TenantDb } from './tenant-db';

export interface PageCursor {
  key: IndexableType;
  id: string;
}

export interface ListOptions {
  /** An index of the resource (a field, or a declared compound `[a+b]`); defaults to its declared sort. */
  index?: string;
  /**
   * Prefix search on the index (normalised when the field is a `_search` key). On a compound index
   * it applies to the field after those fixed by `equals` (e.g. `[meal_id+name_search]` with
   * `equals: [mealId]`), or to the first field.
   */
  prefix?: string;
  /**
   * Exact match on the index (e.g. the cities of one state). On a compound index: an array of the
   * leading fields' values (all of them, or fewer). Ignored when `prefix` is given on a field index.
   */
  equals?: IndexableType;
  /**
   * Exact matches on other fields, checked on the rows the index range yields (a filter with no
   * compound index to go with the search or sort: see ui/resource/list-plan.ts). The page still
   * fills up to `limit`; the cost is the rows read past, so a selective filter wants an index.
   */
  where?: Readonly<Record<string, IndexableType>>;
  /** Highest first (ties by id, highest first too); `after` then continues downwards. */
  descending?: boolean;
  limit?: number;
  /** Cursor returned with the previous page. */
  after?: PageCursor | null;
}

export interface Page<T = StoredRow> {
  rows: T[];
  /** Cursor of the next page, or null on the last one. */
  next: PageCursor | null;
}

/** [lower, upper] of the index fields (without the trailing id), inclusive. */
function bounds(fields: readonly string[], options: ListOptions): [IndexableType[], IndexableType[]] {
  const fixed: IndexableType[] = [];
  if (fields.length > 1 && options.equals !== undefined) fixed.push(...(Array.isArray(options.equals) ? (options.equals as unknown as IndexableType[]) : [options.equals]));
  else if (fields.length === 1 && options.prefix === undefined && options.equals !== undefined) fixed.push(options.equals);
  const lower = [...fixed];
  const upper = [...fixed];
  const next = fields[fixed.length];
  if (options.prefix !== undefined && next !== undefined) {
    const prefix = next.endsWith('_search') ? normalizeSearch(options.prefix) : options.prefix;
    lower.push(prefix);
    upper.push(prefix + '\uffff');
  }
  return [lower, upper];
}

// The registry's default sorts, from its build-time copy: a list does not load every schema.
const defaultSort = new Map(REPLICA_INDEXES.map((r) => [r.key, r.sort]));

export async function fetchPage(db: TenantDb, collection: string, options: ListOptions = {}): Promise<Page> {
  const index = options.index ?? defaultSort.get(collection);
  if (index === undefined) throw new Error(`Recurso desconhecido: ${collection}`);
  const limit = options.limit ?? 50;
  const table = db.rows(collection);
  const after = options.after;
  const matches = matcher(options.where);
  const down = options.descending === true;
  const read = (range: Collection<StoredRow, string>) => {
    const ordered = down ? range.reverse() : range;
    return (matches ? ordered.filter(matches) : ordered).limit(limit + 1).toArray();
  };
  if (index === 'id') {
    const rows = await read(down
      ? table.where(':id').between(Dexie.minKey, after ? after.id : Dexie.maxKey, true, !after)
      : table.where(':id').between(after ? after.id : Dexie.minKey, Dexie.maxKey, !after, true));
    return page(rows, limit, (row) => row.id);
  }
  const fields = indexFields(index);
  const valueOf = (row: StoredRow) => (fields.length === 1 ? row[fields[0]!] : fields.map((f) => row[f])) as IndexableType;
  const [lowerFields, upperFields] = bounds(fields, options);
  // Pad to [fields…, id]: the lower end with minKey (below any value), the upper end with maxKey.
  // A fresh filler each time: the same array object twice in one key reads as a cycle (DataError).
  const pad = (values: IndexableType[], filler: IndexableType) =>
    [...values, ...Array.from({ length: fields.length + 1 - values.length }, () => structuredClone(filler))];
  let lower = pad(lowerFields, Dexie.minKey);
  let upper = pad(upperFields, Dexie.maxKey);
  let lowerOpen = false;
  let upperOpen = false;
  if (after) {
    // The next page starts just past the last row shown: above it going up, below it going down.
    const start = [...(fields.length === 1 ? [after.key] : (after.key as IndexableType[])), after.id];
    if (!down && cmp(start, lower) >= 0) {
      lower = start;
      lowerOpen = true;
    } else if (down && cmp(start, upper) <= 0) {
      upper = start;
      upperOpen = true;
    }
  }
  const rows = await read(table.where(storedIndex(index)).between(lower, upper, !lowerOpen, !upperOpen));
  return page(rows, limit, valueOf);
}

/** The row test for `where` (every field equal), or null for none. */
function matcher(where: ListOptions['where']): ((row: StoredRow) => boolean) | null {
  const entries = Object.entries(where ?? {});
  if (entries.length === 0) return null;
  return (row) => entries.every(([field, value]) => {
    const own = row[field];
    return own !== undefined && own !== null && cmp(own as IndexableType, value) === 0;
  });
}

function page(rows: StoredRow[], limit: number, valueOf: (row: StoredRow) => IndexableType): Page {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { rows: kept, next: more && last ? { key: valueOf(last), id: last.id } : null };
}
