// Many writes of the same kind at once (a records import: thousands of `profiles.put`), each still
// a named mutation with its own outbox entry, so each syncs, and the server re-validates it, like
// any write. `mutate` would take one strict transaction and a few IndexedDB round trips per row
// (~10 s for 10,000 rows here); this takes one transaction per chunk and runs the chunk's mutators
// side by side, so their reads overlap instead of queueing. Each mutation is atomic: a refused one
// is reported by its index and leaves nothing behind; the others in its chunk are written.
// The mutations of one call must be independent of each other (each writes its own new row): they
// run over the replica as it was before the chunk, so they do not see each other's writes. An
// import's preview has already refused keys repeated in the file; the server checks them again.
import * as v from 'valibot';
import { createOverlay, runMutation, type IndexValue, type MutationTx, type StoredRow, type Write } from '../domain/mutators/index';
import { findResource } from '../domain/resources/index';
import { stripDerived } from '../domain/resources/search';
import { mutationMessageSchema } from '../domain/protocol';
import { uuidv7 } from '../domain/uuid';
import { applyWrites, dexieReader, knownQueryKey, knownRowKey, type KnownReads } from './dexie-tx';
import type { LocalContext } from './mutate';
import { drainPacks } from './packs';
import { writeTables, type ClientRow, type OutboxEntry, type TenantDb } from './tenant-db';
import type { MutatorName, ResourceWrite } from './mutate-names';
import { transact } from './transact';

export interface BatchOptions {
  /** Mutations per transaction (default 1,000). */
  chunk?: number;
  /** After each chunk: the mutations done so far. */
  onProgress?: (done: number) => void;
  /**
   * Every args.id names a row made for this call just now (uuidv7): neither it nor its shadow can
   * exist, so the writes skip reading them first.
   */
  freshIds?: boolean;
}

export interface BatchRefusal {
  index: number;
  message: string;
}

export interface BatchResult {
  written: number;
  refused: BatchRefusal[];
}

type Outcome = { parsed: Record<string, unknown>; writes: Write[] } | { error: string };

export async function mutateBatch(db: TenantDb, ctx: LocalContext, name: MutatorName | ResourceWrite, argsList: readonly Record<string, unknown>[], options: BatchOptions = {}): Promise<BatchResult> {
  const size = options.chunk ?? 1000;
  const collection = name.slice(0, name.lastIndexOf('.'));
  const refused: BatchRefusal[] = [];
  let written = 0;
  const run = async (chunk: readonly Record<string, unknown>[], reader: MutationTx, now: string): Promise<Outcome[]> => {
    const mutationCtx = { userId: ctx.userId, tenantId: db.tenant, now, ...(ctx.viewer ? { viewer: ctx.viewer } : {}) };
    return Promise.all(chunk.map(async (args): Promise<Outcome> => {
      const overlay = createOverlay(reader);
      try {
        const parsed = await runMutation(overlay.tx, mutationCtx, name, args);
        if (!v.is(mutationMessageSchema, { seq: 1, name, args: parsed, at: now })) throw new Error('Alteração grande demais para sincronizar.');
        return { parsed, writes: overlay.writes() };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }));
  };
  for (let start = 0; start < argsList.length; start += size) {
    const chunk = argsList.slice(start, start + size);
    const now = ctx.now ?? new Date().toISOString();
    // Optimistic: the mutators run outside the write transaction (inside one, every await pays
    // Dexie's transaction bookkeeping: 5-6× slower, measured), over the replica as it is now, and
    // every read they make is recorded. The write transaction then re-reads those rows and lookups
    // in bulk; if any changed meanwhile (a pull landed), the chunk runs again inside it.
    if (await hasPacks(db)) await transact(db, 'rw', writeTables(db), (db) => drainPacks(db));
    const known = await prefetch(db, collection, chunk, options.freshIds === true);
    const reads = recordingReads(memoGets(dexieReader(db, known)), new Set(known.rows?.keys() ?? []));
    const early = await run(chunk, reads.tx, now);
    written += await transact(db, 'rw', writeTables(db), async (db) => {
      // A mutator must read every pulled row (packs.ts): unpack whatever is still packed first.
      await drainPacks(db);
      const outcomes = (await reads.stillTrue(db)) ? early : await run(chunk, memoGets(dexieReader(db)), now);
      const client: ClientRow = (await db.clients.get(ctx.userId)) ?? { userId: ctx.userId, clientId: uuidv7(), seq: 0 };
      const writes = new Map<string, Write>();
      const entries: OutboxEntry[] = [];
      const fresh = new Set<string>();
      let seq = client.seq;
      outcomes.forEach((outcome, i) => {
        if ('error' in outcome) return void refused.push({ index: start + i, message: outcome.error });
        const keys = outcome.writes.map((w) => knownRowKey(w.collection, w.id));
        // Two mutations of the chunk writing the same row would each have missed the other's write.
        if (keys.some((k) => writes.has(k))) return void refused.push({ index: start + i, message: 'Registro repetido neste lote.' });
        outcome.writes.forEach((w, k) => writes.set(keys[k]!, w));
        if (options.freshIds) fresh.add(knownRowKey(collection, String(outcome.parsed.id)));
        entries.push({ clientId: client.clientId, seq: ++seq, name, args: outcome.parsed, at: now, userId: ctx.userId, status: 'pending' });
      });
      if (entries.length === 0) return 0;
      await Promise.all([db.clients.put({ ...client, seq }), applyWrites(db, [...writes.values()], { fresh }), db.outbox.bulkAdd(entries)]);
      return entries.length;
    });
    options.onProgress?.(Math.min(start + size, argsList.length));
  }
  return { written, refused };
}

const hasPacks = async (db: TenantDb): Promise<boolean> => (await db.packs.limit(1).primaryKeys()).length > 0;

/** A reader that notes what each read answered, and can tell later whether all of it still holds. */
export function recordingReads(base: MutationTx, fresh: ReadonlySet<string> = new Set()): { tx: MutationTx; stillTrue(db: TenantDb): Promise<boolean> } {
  const gets = new Map<string, { collection: string; id: string; seen: string }>();
  const queries = new Map<string, { collection: string; index: string; value: IndexValue; seen: string }>();
  const snapshot = (rows: readonly StoredRow[]) => JSON.stringify([...rows].sort((a, b) => (a.id < b.id ? -1 : 1)));
  const tx: MutationTx = {
    ...base,
    async get(collection, id) {
      const row = await base.get(collection, id);
      // A row made for this call just now cannot appear meanwhile: nothing to check again.
      if (!fresh.has(knownRowKey(collection, id))) gets.set(knownRowKey(collection, id), { collection, id, seen: JSON.stringify(row ?? null) });
      return row;
    },
    async query(collection, index, value) {
      const rows = await base.query(collection, index, value);
      queries.set(knownQueryKey(collection, index, value), { collection, index, value, seen: snapshot(rows) });
      return rows;
    },
  };
  async function stillTrue(db: TenantDb): Promise<boolean> {
    const byCollection = new Map<string, { id: string; seen: string }[]>();
    for (const g of gets.values()) byCollection.set(g.collection, [...(byCollection.get(g.collection) ?? []), g]);
    for (const [collection, list] of byCollection) {
      const rows = await db.rows(collection).bulkGet(list.map((g) => g.id));
      const resource = findResource(collection)!;
      if (list.some((g, i) => JSON.stringify(rows[i] ? stripDerived(resource, rows[i]!) : null) !== g.seen)) return false;
    }
    // Lookups grouped by collection and index: one range read per group (plain indexes; a compound
    // or multi-entry lookup is re-read alone).
    const groups = new Map<string, { collection: string; index: string; items: { value: IndexValue; seen: string }[] }>();
    for (const q of queries.values()) {
      const key = `${q.collection}\u0000${q.index}`;
      const group = groups.get(key) ?? { collection: q.collection, index: q.index, items: [] };
      group.items.push(q);
      groups.set(key, group);
    }
    for (const { collection, index, items } of groups.values()) {
      const resource = findResource(collection)!;
      const plain = !index.startsWith('[') && !index.startsWith('*');
      const found = plain ? await db.rows(collection).where(index).anyOf(items.map((q) => q.value as string)).toArray() : null;
      for (const q of items) {
        const rows = found ? found.filter((r) => r[index] === q.value) : await db.rows(collection).where(index).equals(q.value as string).toArray();
        if (snapshot(rows.map((r) => stripDerived(resource, r))) !== q.seen) return false;
      }
    }
    return true;
  }
  return { tx, stillTrue };
}

/**
 * What the chunk's mutators will read, read in bulk first (one request instead of one per row):
 * the rows' own ids known absent when they are fresh, and the holders of each unique field's values
 * (the registry's `unique`: the duplicate check every put makes).
 */
async function prefetch(db: TenantDb, collection: string, chunk: readonly Record<string, unknown>[], freshIds: boolean): Promise<KnownReads> {
  const rows = new Map<string, StoredRow | null>();
  if (freshIds) for (const args of chunk) if (typeof args.id === 'string') rows.set(knownRowKey(collection, args.id), null);
  const queries = new Map<string, StoredRow[]>();
  for (const field of findResource(collection)?.integrity.unique ?? []) {
    const values = [...new Set(chunk.map((args) => args[field]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    if (values.length === 0) continue;
    for (const value of values) queries.set(knownQueryKey(collection, field, value), []);
    const holders = await db.rows(collection).where(field).anyOf(values).toArray();
    for (const holder of holders) queries.get(knownQueryKey(collection, field, holder[field] as string))?.push(holder);
  }
  return { rows, queries };
}

/**
 * Gets by id answered once per chunk (the mutators of an import read the same few entities again
 * and again). Safe: nothing is written to the replica while the chunk's mutators run.
 */
function memoGets(base: MutationTx): MutationTx {
  const seen = new Map<string, Promise<StoredRow | undefined>>();
  return {
    ...base,
    get(collection, id) {
      const key = knownRowKey(collection, id);
      let hit = seen.get(key);
      if (!hit) seen.set(key, (hit = base.get(collection, id)));
      return hit.then((row) => (row ? structuredClone(row) : undefined));
    },
  };
}
