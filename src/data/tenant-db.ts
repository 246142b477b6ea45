// One IndexedDB database per tenant (`federa-<clientCode>`): a table per registered resource (the
// replica) plus the sync bookkeeping. Screens never touch this class: they read through hooks.ts and
// write through mutate.ts.
import { Dexie, type DBCore, type Middleware, type Table } from 'dexie';
import { CLIENT_CODE_PATTERN } from '../domain/tenancy';
// The registry's collections and indexes, computed from it at build time (scripts/resource-index.ts):
// opening the database does not load every resource's schema and validation.
import { REPLICA_INDEXES } from 'virtual:replica-indexes';
import type { StoredRow } from '../domain/mutators/index';
import type { ResourceKey, Row } from '../domain/resources/index';

/**
 * A row of the replica table of `K`: its wire record (the registry's schema), plus the derived keys
 * stored beside it (`name_search`, read as unknown).
 */
export type ReplicaRow<K extends ResourceKey> = Row<K> & StoredRow;

export type OutboxStatus = 'pending' | 'acked' | 'rejected';

/**
 * A local write waiting for (or refused by) the server. `id` is local and global to the device (it
 * orders replays across users); `clientId` + `seq` is the wire identity. Never holds a token.
 */
export interface OutboxEntry {
  id?: number;
  clientId: string;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  at: string;
  userId: string;
  /** pending: not yet answered; acked: accepted, awaiting the pull that brings it; rejected: for the panel. */
  status: OutboxStatus;
  code?: string;
  message?: string;
}

/**
 * One client stream per user of this device: its own clientId and seq counter. A pending write is
 * only ever pushed with its author's token, so users must not share a stream (user B could not push
 * past user A's unsent seq without a gap).
 */
export interface ClientRow {
  userId: string;
  clientId: string;
  /** Last seq handed out. */
  seq: number;
}

export interface SyncMeta {
  key: 'sync';
  cursor: number;
  schemaVersion: number;
  lastSyncAt?: string;
  lastSeq?: number;
}

/** The server's version of a row that a pending local write has overwritten (null: did not exist). */
export interface ServerRow {
  collection: string;
  id: string;
  row: StoredRow | null;
}

/** The fields of an index spec: 'a' → ['a'], '[a+b]' → ['a', 'b']. */
export const indexFields = (index: string): string[] => (index.startsWith('[') ? index.slice(1, -1).split('+') : [index]);

/**
 * The index a table really stores for a declared one: `x` → `[x+id]`, `[a+b]` → `[a+b+id]`. IndexedDB
 * orders equal index values by primary key anyway, so the entries are the same ones (same count, same
 * write cost: measured 9.1 s vs 9.9 s for 50k puts, within noise) and a row is in it exactly when it
 * was in the declared one (`id` is always a valid key). What it adds: a list page after (value, id)
 * is ONE key range read with getAll, instead of a cursor that steps over the ties (list-query.ts).
 * Dexie serves `where('x')` and `where('[a+b]')` from it as virtual indexes (compound prefixes), so
 * callers keep querying the declared names.
 */
export const storedIndex = (index: string): string => (index === 'id' ? 'id' : `[${[...indexFields(index), 'id'].join('+')}]`);

/**
 * Pulled changes of one collection stored as ONE value (apply-pull.ts, packs.ts): a cold initial
 * download writes ~500 rows per IndexedDB put instead of one put per row, and the rows reach their
 * table afterwards, oldest pack first. Wire rows (no derived keys); `row: null` is a tombstone.
 */
export interface Pack {
  id?: number;
  collection: string;
  writes: { id: string; row: StoredRow | null }[];
}

/**
 * A file on this device (src/data/files.ts). `id` is the record's reference (`files/<sha256>`) for a
 * file kept here to upload (`pending` until the server has it, then `uploaded`; `refused` with the
 * server's reason), or `<ref>#<variant>` for a copy fetched from the server (`cached`).
 */
export interface LocalFile {
  id: string;
  /** The bytes as kept (an ArrayBuffer: every IndexedDB, fake-indexeddb too, stores it as is). */
  bytes: ArrayBuffer;
  mime: string;
  kind: 'image' | 'document';
  status: 'pending' | 'uploaded' | 'refused' | 'cached';
  at: string;
  /** When the server last confirmed the bytes (status `uploaded`): past REUPLOAD_AFTER_MS they go up again. */
  uploadedAt?: string;
  message?: string;
}

export const BOOKKEEPING_TABLES = ['outbox', 'clients', 'meta', 'serverRows', 'packs', 'files'] as const;

// Durability: a transaction that hands out a seq (touches `clients`) records a write the user was told
// is saved, so it is flushed to disk before it resolves ('strict'). Everything else (replica pages,
// push results, rebase) can be redone from the server if a power cut loses it, so it runs 'relaxed',
// which is much cheaper on Chromium. Per-transaction durability is only reachable at the DBCore level.
export const durabilityMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'federaDurability',
  create: (core) => ({
    ...core,
    transaction: (stores, mode) =>
      core.transaction(stores, mode, { durability: mode === 'readwrite' && stores.includes('clients') ? 'strict' : 'relaxed' }),
  }),
};

export class TenantDb extends Dexie {
  declare outbox: Table<OutboxEntry, number>;
  declare clients: Table<ClientRow, string>;
  declare meta: Table<SyncMeta, string>;
  declare serverRows: Table<ServerRow, [string, string]>;
  declare packs: Table<Pack, number>;
  declare files: Table<LocalFile, string>;

  constructor(readonly tenant: string) {
    super(`federa-${tenant}`);
    const stores: Record<string, string> = {
      outbox: '++id, [clientId+seq], [userId+status], status',
      clients: 'userId',
      meta: 'key',
      serverRows: '[collection+id]',
      packs: '++id, collection',
      files: 'id, status',
    };
    for (const r of REPLICA_INDEXES) stores[r.key] = ['id', ...new Set(r.indexes.map(storedIndex))].join(', ');
    // Dexie 4 upgrades the schema in place when indexes or tables are added under the same version,
    // but leaves removed indexes behind; bump for data migrations, removed tables or indexes.
    // 2: declared indexes stored as [<fields>+id] (storedIndex), `packs` added.
    // 3: filter fields indexed as [<field>+name_search] (list-plan.ts); their single indexes dropped.
    this.version(3).stores(stores);
    this.use(durabilityMiddleware);
  }

  /** The replica table of a collection: typed by the registry when the collection is named. */
  rows<K extends ResourceKey>(collection: K): Table<ReplicaRow<K>, string>;
  rows(collection: string): Table<StoredRow, string>;
  rows(collection: string): Table<StoredRow, string> {
    return this.table(collection);
  }
}

export function openTenantDb(clientCode: string): TenantDb {
  if (!CLIENT_CODE_PATTERN.test(clientCode)) throw new Error(`Código de cliente inválido: ${clientCode}`);
  return new TenantDb(clientCode);
}

/** Tables of a replica-side transaction (relaxed durability). */
export const replicaTables = (db: TenantDb): Table[] => [
  ...REPLICA_INDEXES.map((r) => db.table(r.key)),
  db.outbox,
  db.meta,
  db.serverRows,
  db.packs,
];

/** Tables of a transaction that records a new local write (strict durability). */
export const writeTables = (db: TenantDb): Table[] => [...replicaTables(db), db.clients];

export async function readMeta(db: TenantDb): Promise<SyncMeta> {
  return (await db.meta.get('sync')) ?? { key: 'sync', cursor: 0, schemaVersion: 0 };
}
