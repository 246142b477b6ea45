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

export function createOverlay(base: MutationTx): { tx: MutationTx; writes(): Write[] } {
  const buffer = new Map<string, Write>();
  const tx: MutationTx = {
    async get(collection, id) {
      const w = buffer.get(keyOf(collection, id));
      if (w) return w.row ? structuredClone(w.row) : undefined;
      return base.get(collection, id);
    },
    async put(collection, record) {
      buffer.set(keyOf(collection, record.id), { collection, id: record.id, row: structuredClone(record) });
    },
    async delete(collection, id) {
      buffer.set(keyOf(collection, id), { collection, id, row: null });
    },
    async query(collection, index, value) {
      const fromBase = (await base.query(collection, index, value)).filter((r) => !buffer.has(keyOf(collection, r.id)));
      const fromBuffer = [...buffer.values()]
        .filter((w) => w.collection === collection && w.row && matchesIndex(w.row, index, value))
        .map((w) => structuredClone(w.row!));
      return [...fromBase, ...fromBuffer];
    },
  };
  return { tx, writes: () => [...buffer.values()] };
}
