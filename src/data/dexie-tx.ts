// The browser side of MutationTx. Mutators run over an overlay (domain/mutators/overlay.ts) whose
// base reads the replica; when a mutator finishes, its writes land here in bulk, and every key
// written for the first time since the last pull gets its server version saved in `serverRows`
// (the shadow the rebase restores). Call inside a Dexie transaction over replicaTables(db).
import type { IndexValue, MutationTx, StoredRow, Write } from '../domain/mutators/index';
import { getResource } from '../domain/resources/index';
import { stripDerived, withDerived } from '../domain/resources/search';
import type { ServerRow, TenantDb } from './tenant-db';

/**
 * Reads a caller already made in the same transaction (so still true), handed to the mutator's reader
 * to spare their round trips: a row by id (null: known absent) and an index lookup's rows. The gate's
 * check-in reads the meal, the list row and the person's check-ins to decide what to show, then the
 * `meals.checkin` mutator needs the same three (checkin-flow.ts).
 */
export interface KnownReads {
  rows?: ReadonlyMap<string, StoredRow | null>;
  queries?: ReadonlyMap<string, readonly StoredRow[]>;
  /**
   * Keys (knownRowKey) of rows created by this write under an id made for it just now (uuidv7):
   * neither a row nor a shadow can exist for them, so applyWrites writes them without reading first.
   */
  fresh?: ReadonlySet<string>;
}

export const knownRowKey = (collection: string, id: string): string => `${collection}\u0000${id}`;
export const knownQueryKey = (collection: string, index: string, value: IndexValue): string =>
  `${collection}\u0000${index}\u0000${JSON.stringify(value)}`;

/** Read-only MutationTx over the replica (the overlay's base); rows come back in wire shape. */
export function dexieReader(db: TenantDb, known: KnownReads = {}): MutationTx {
  const wire = (collection: string, row: StoredRow | undefined) => (row ? stripDerived(getResource(collection), row) : undefined);
  return {
    async get(collection, id) {
      const seen = known.rows?.get(knownRowKey(collection, id));
      if (seen !== undefined) return wire(collection, seen ?? undefined);
      return wire(collection, await db.rows(collection).get(id));
    },
    async query(collection, index, value: IndexValue) {
      const rows = known.queries?.get(knownQueryKey(collection, index, value)) ?? (await db.rows(collection).where(index).equals(value as string).toArray());
      return rows.map((r) => wire(collection, r)!);
    },
    async put() {
      throw new Error('dexieReader is read-only: write through an overlay');
    },
    async delete() {
      throw new Error('dexieReader is read-only: write through an overlay');
    },
  };
}

/**
 * Applies a finished mutation's writes, saving the server version of each key first written. Keys
 * known fresh (KnownReads.fresh) skip the read of their row and shadow: when every key is fresh the
 * writes are issued at once, with no round trip before them (the gate's check-in: mutate.ts).
 */
export function applyWrites(db: TenantDb, writes: readonly Write[], known: KnownReads = {}): Promise<void> {
  if (writes.length === 0) return Promise.resolve();
  const isFresh = (w: Write) => known.fresh?.has(knownRowKey(w.collection, w.id)) === true;
  const freshShadows: ServerRow[] = writes.filter(isFresh).map((w) => ({ collection: w.collection, id: w.id, row: null }));
  const rest = writes.filter((w) => !isFresh(w));
  if (rest.length === 0) return writeWithShadows(db, writes, freshShadows);
  return (async () => {
    const keys = rest.map((w): [string, string] => [w.collection, w.id]);
    // Both reads in one round trip (a mutation writes a handful of keys).
    const [shadows, current] = await Promise.all([db.serverRows.bulkGet(keys), Promise.all(rest.map((w) => db.rows(w.collection).get(w.id)))]);
    const fresh = [...freshShadows];
    for (let i = 0; i < rest.length; i++) {
      if (shadows[i]) continue;
      const w = rest[i]!;
      const row = current[i];
      fresh.push({ collection: w.collection, id: w.id, row: row ? stripDerived(getResource(w.collection), row) : null });
    }
    await writeWithShadows(db, writes, fresh);
  })();
}

/** The rows and the new shadows, all issued before this returns. */
async function writeWithShadows(db: TenantDb, writes: readonly Write[], shadows: readonly ServerRow[]): Promise<void> {
  await Promise.all([shadows.length ? db.serverRows.bulkPut([...shadows]) : undefined, writeRows(db, writes)]);
}

/**
 * Puts and deletes rows grouped per table (bulk calls: per-row IndexedDB writes are the bottleneck),
 * all issued at once. Each key appears once in `writes` (callers dedupe), so their order is free.
 */
export async function writeRows(db: TenantDb, writes: readonly Write[]): Promise<void> {
  const byCollection = new Map<string, { puts: StoredRow[]; deletes: string[] }>();
  for (const w of writes) {
    let group = byCollection.get(w.collection);
    if (!group) byCollection.set(w.collection, (group = { puts: [], deletes: [] }));
    if (w.row) group.puts.push(withDerived(getResource(w.collection), w.row));
    else group.deletes.push(w.id);
  }
  const pending: Promise<unknown>[] = [];
  for (const [collection, { puts, deletes }] of byCollection) {
    if (deletes.length) pending.push(db.rows(collection).bulkDelete(deletes));
    if (puts.length) pending.push(db.rows(collection).bulkPut(puts));
  }
  await Promise.all(pending);
}
