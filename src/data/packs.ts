// Packed initial download. IndexedDB costs one write per row plus one per index entry (STACK.md;
// here ~5k rows/s with 3 indexes, 9-15 s for 50k), while 500 rows packed in one value go at
// 200-300k rows/s. So a COLD collection (empty table, no local writes anywhere) receives a big
// pulled page as packs: the page, its cursor and its packs commit together (atomic, durable, the
// download can go on or the app can close), and the rows reach their table afterwards, a few packs
// per transaction, oldest first (`unpackInBackground`), once the download is over (apply-pull.ts) or
// cut short (sync-cycle.ts: offline, the rows that arrived must show).
//
// The invariant that keeps every reader and writer right: packed rows are OLDER than anything in the
// table, so nothing may write a collection's table, or run a mutator, over unpacked packs:
//   - applyPull drains a collection's packs before writing that collection directly (drainPacks);
//   - a local write (mutateInTx) drains the packs of every collection its mutator reads or writes, and
//     runs it again, before keeping its result (a shadow must be taken from the full server row);
//   - every rebase (revertLocal) drains all packs first: replayed mutators may read any collection;
//   - a `reset` drops the collection's packs with its rows.
// Readers (live queries) see a cold collection fill up pack by pack, each pack atomically, as if the
// download were still arriving; `whenUnpacked` resolves when every row is in its table.
import type { Write } from '../domain/mutators/index';
import { writeRows } from './dexie-tx';
import { replicaTables, type Pack, type TenantDb } from './tenant-db';
import { transact } from './transact';

/** Rows per stored pack (STACK.md measured 500 per value at 200-300k rows/s). */
export const PACK_ROWS = 500;
/** A collection's writes in one page are packed only from this many (small pages go straight in). */
export const PACK_MIN = 1000;

const toWrites = (pack: Pack): Write[] => pack.writes.map((w) => ({ collection: pack.collection, id: w.id, row: w.row }));

/** Stores `writes` (one collection) as packs. Call inside a transaction over replicaTables(db). */
export async function addPacks(db: TenantDb, collection: string, writes: readonly Write[]): Promise<void> {
  const packs: Pack[] = [];
  for (let i = 0; i < writes.length; i += PACK_ROWS) {
    packs.push({ collection, writes: writes.slice(i, i + PACK_ROWS).map((w) => ({ id: w.id, row: w.row })) });
  }
  await db.packs.bulkAdd(packs);
}

/** True when `collection` may receive packs: its table is empty or it is still being unpacked. */
export async function isCold(db: TenantDb, collection: string): Promise<boolean> {
  if ((await db.packs.where('collection').equals(collection).limit(1).primaryKeys()).length > 0) return true;
  return (await db.rows(collection).limit(1).primaryKeys()).length === 0;
}

/**
 * Moves the packs of `collection` (every collection when omitted) into their tables, oldest first.
 * Call inside a transaction over replicaTables(db). Cheap when there are none (one index read).
 */
export async function drainPacks(db: TenantDb, collection?: string): Promise<void> {
  const packs = collection === undefined ? await db.packs.toArray() : await db.packs.where('collection').equals(collection).toArray();
  if (packs.length === 0) return;
  packs.sort((a, b) => a.id! - b.id!);
  for (const pack of packs) await writeRows(db, toWrites(pack));
  await db.packs.bulkDelete(packs.map((p) => p.id!));
}

/** Collections that have packs waiting (one read of the `collection` index's distinct keys). */
export async function packedCollections(db: TenantDb): Promise<Set<string>> {
  return new Set((await db.packs.orderBy('collection').uniqueKeys()) as string[]);
}

/** Drops the packs of a collection (its table is being reset). */
export async function dropPacks(db: TenantDb, collection: string): Promise<void> {
  await db.packs.where('collection').equals(collection).delete();
}

const running = new WeakMap<TenantDb, Promise<void>>();

/**
 * Packs unpacked per background transaction. Each one holds the replica's tables while it writes
 * (readers and local writes wait for it), so it stays short: UNPACK_BATCH × PACK_ROWS rows.
 */
export const UNPACK_BATCH = 4;

/** Unpacks a few packs per transaction, oldest first, until none is left. */
async function unpackLoop(db: TenantDb): Promise<void> {
  for (;;) {
    const more = await transact(db, 'rw', replicaTables(db), async (db) => {
      const packs = await db.packs.orderBy(':id').limit(UNPACK_BATCH).toArray();
      for (const pack of packs) await writeRows(db, toWrites(pack));
      await db.packs.bulkDelete(packs.map((p) => p.id!));
      return packs.length > 0;
    });
    if (!more) return;
  }
}

/**
 * Starts (or joins) the background unpacking of `db`. Never rejects: a closed database (logout,
 * tenant switch) stops it, and the packs wait for the next sync round (sync-cycle.ts) or a local
 * write that needs them.
 */
export function unpackInBackground(db: TenantDb): Promise<void> {
  let run = running.get(db);
  if (!run) {
    run = unpackLoop(db)
      .catch((error: unknown) => {
        if (db.isOpen()) console.error('[federa] desempacotar a réplica falhou; tenta de novo na próxima sincronização', error);
      })
      .finally(() => running.delete(db));
    running.set(db, run);
  }
  return run;
}

/** Resolves when no pack is left (starting the unpacking if needed); throws when it stops progressing. */
export async function whenUnpacked(db: TenantDb): Promise<void> {
  let left = await db.packs.count();
  while (left > 0) {
    await unpackInBackground(db);
    const now = await db.packs.count();
    if (now >= left) throw new Error('Desempacotar a réplica não avança.');
    left = now;
  }
}

/** Starts the background unpacking when packs are waiting (end of a download, a round cut short). */
export async function resumeUnpacking(db: TenantDb): Promise<void> {
  if ((await db.packs.limit(1).primaryKeys()).length > 0) void unpackInBackground(db);
}
