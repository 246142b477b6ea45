// A write buffer over a MutationTx. A mutator runs against the overlay and its writes reach the
// base only if it finishes: one mutation is atomic even inside a bigger transaction (the rebase
// replays many mutations in one Dexie transaction and must be able to skip one that now fails).
// Rows are cloned in and out, so a mutator cannot change stored state by editing a returned object.
import { normalizeSearch } from '../resources/search';
import type { IndexValue, MutationTx, StoredRow } from './types';

export interface Write {
  collection: string;
  id: string;
  /** null: deleted. */
  row: StoredRow | null;
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

function fieldValue(row: StoredRow, field: string): unknown {
  if (field.endsWith('_search') && !(field in row)) {
    const source = row[field.slice(0, -'_search'.length)];
    return typeof source === 'string' ? normalizeSearch(source) : undefined;
  }
  return row[field];
}

/** Same matching as an IndexedDB index: plain, compound `[a+b]` or multi-entry `*a`. */
export function matchesIndex(row: StoredRow, index: string, value: IndexValue): boolean {
  if (index.startsWith('[')) {
    const parts = index.slice(1, -1).split('+');
    return Array.isArray(value) && parts.every((p, i) => fieldValue(row, p) === value[i]);
  }
  if (index.startsWith('*')) {
    const list = fieldValue(row, index.slice(1));
    return Array.isArray(list) && list.includes(value);
  }
  return fieldValue(row, index) === value;
}

/**
 * The values a row holds for a plain or compound index, as lookup keys; null for a multi-entry
 * index (`*a`), which queries scan for.
 */
function lookupKey(row: StoredRow, index: string): string | null {
  if (index.startsWith('*')) return null;
  const value = index.startsWith('[') ? index.slice(1, -1).split('+').map((p) => fieldValue(row, p)) : fieldValue(row, index);
  return JSON.stringify(value) ?? 'undefined';
}

export function createOverlay(base: MutationTx): { tx: MutationTx; writes(): Write[] } {
  const buffer = new Map<string, Write>();
  // Buffered rows by (collection, index) → lookup key → buffer keys, built on an index's first query
  // and kept up to date: a batch of 500 puts that each look a field up (the duplicate check) would
  // otherwise scan the whole buffer every time (quadratic).
  const lookups = new Map<string, { collection: string; index: string; keys: Map<string, Set<string>> }>();

  function unindex(key: string, row: StoredRow | null, collection: string): void {
    if (!row) return;
    for (const l of lookups.values()) if (l.collection === collection) l.keys.get(lookupKey(row, l.index)!)?.delete(key);
  }
  function reindex(key: string, row: StoredRow | null, collection: string): void {
    if (!row) return;
    for (const l of lookups.values()) {
      if (l.collection !== collection) continue;
      const k = lookupKey(row, l.index)!;
      l.keys.set(k, (l.keys.get(k) ?? new Set()).add(key));
    }
  }
  function write(w: Write): void {
    const key = keyOf(w.collection, w.id);
    unindex(key, buffer.get(key)?.row ?? null, w.collection);
    buffer.set(key, w);
    reindex(key, w.row, w.collection);
  }
  function buffered(collection: string, index: string, value: IndexValue): Write[] {
    if (index.startsWith('*')) return [...buffer.values()].filter((w) => w.collection === collection && w.row && matchesIndex(w.row, index, value));
    const name = `${collection}\u0000${index}`;
    let lookup = lookups.get(name);
    if (!lookup) {
      lookup = { collection, index, keys: new Map() };
      for (const [key, w] of buffer) {
        if (w.collection !== collection || !w.row) continue;
        const k = lookupKey(w.row, index)!;
        lookup.keys.set(k, (lookup.keys.get(k) ?? new Set()).add(key));
      }
      lookups.set(name, lookup);
    }
    const keys = lookup.keys.get(JSON.stringify(value) ?? 'undefined') ?? new Set<string>();
    // The lookup key is the JSON of the value: matchesIndex has the last word (same result, checked).
    return [...keys].map((key) => buffer.get(key)!).filter((w) => w.row && matchesIndex(w.row, index, value));
  }

  const tx: MutationTx = {
    async get(collection, id) {
      const w = buffer.get(keyOf(collection, id));
      if (w) return w.row ? structuredClone(w.row) : undefined;
      return base.get(collection, id);
    },
    async put(collection, record) {
      write({ collection, id: record.id, row: structuredClone(record) });
    },
    async delete(collection, id) {
      write({ collection, id, row: null });
    },
    async query(collection, index, value) {
      const fromBase = (await base.query(collection, index, value)).filter((r) => !buffer.has(keyOf(collection, r.id)));
      const fromBuffer = buffered(collection, index, value).map((w) => structuredClone(w.row!));
      return [...fromBase, ...fromBuffer];
    },
    // The server's question about logins (types.ts): the base answers it, a device's base has none.
    ...(base.ownerIdInUse ? { ownerIdInUse: (userId: string) => base.ownerIdInUse!(userId) } : {}),
  };
  return { tx, writes: () => [...buffer.values()] };
}
