// MutationTx over the `records` table of one tenant: what the shared mutators run against on the
// server. Two pieces:
//   - RecordReader: reads of live rows (get, indexed query), cached for the life of one transaction;
//   - writeRecords: writes a set of final row states in ONE statement, taking the next versions of
//     the tenant counter (see 002_sync.sql for why that makes pulls safe).
// push.ts runs each mutation on an overlay over the reader and writes the batch at the end;
// sqlTx() below is the plain write-through MutationTx (each put/delete written at once).
import { matchesIndex, type IndexValue, type MutationTx, type StoredRow, type Write } from '../../src/domain/mutators/index';
import { findResource, RESOURCES, type AnyResource } from '../../src/domain/resources/index';
import type { Db, SqlParam } from '../db/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
/** A field name that may be spliced into SQL as a literal key (registry names are all like this). */
const SAFE_FIELD = /^[a-z_][a-z0-9_]*$/;

/** A database failure while a mutation ran: the batch must be rolled back, not the mutation refused. */
export class StorageFailure extends Error {
  constructor(readonly original: unknown) {
    super('Falha de armazenamento durante a sincronização.');
    this.name = 'StorageFailure';
  }
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof StorageFailure ? error : new StorageFailure(error);
  }
}

/**
 * Rows of tenant $1 whose collection is in `collections` and id in `ids` (array placeholders), as
 * index conditions on the primary key. Not a join with the key list: PostgreSQL then chose a hash
 * join over a full scan of `records` as the table grew (62 ms per 500-key batch at 50k rows,
 * measured). See also records_pull (003_sync_pull_index.sql), partial so that it cannot serve this lookup.
 */
const byKeys = (collections: string, ids: string) => `tenant_id = $1 AND collection = ANY(${collections}::text[]) AND id = ANY(${ids}::uuid[])`;

const keyOf = (collection: string, id: string) => `${collection}\u0000${id.toLowerCase()}`;

/** Collections whose rows have an owner (records.owner_id set). */
const OWNED_COLLECTIONS: readonly string[] = (RESOURCES as readonly AnyResource[]).filter((r) => r.access.owner).map((r) => r.key);
const uniqueKey = (collection: string, field: string, value: string) => `${collection}\u0000${field}\u0000${value}`;

/** The user id a row belongs to, from its resource's `owner` field (null when it has none). */
export function ownerOf(collection: string, row: StoredRow): string | null {
  const field = findResource(collection)?.access.owner;
  const value = field ? row[field] : undefined;
  return isUuid(value) ? value.toLowerCase() : null;
}

interface DataRow {
  collection: string;
  id: string;
  data: StoredRow;
}

/**
 * Live rows of one tenant. Results are cached per (collection, id) and handed out as clones: the
 * caller either holds the tenant's version lock (push: nobody else writes the tenant meanwhile) or
 * writes through `remember`, so the cache cannot go stale within the transaction.
 */
export class RecordReader {
  private readonly cache = new Map<string, StoredRow | null>();
  /** (collection, unique field, value) → ids of the live rows holding it, from prefetchUnique. */
  private readonly uniques = new Map<string, string[]>();

  constructor(
    private readonly db: Db,
    private readonly tenantId: string,
  ) {}

  /** Loads many rows in one query (push primes it with every `args.id` of a batch). */
  async prefetch(keys: readonly { collection: string; id: string }[]): Promise<void> {
    const wanted = new Map<string, { collection: string; id: string }>();
    for (const k of keys) {
      if (!isUuid(k.id)) continue;
      const key = keyOf(k.collection, k.id);
      if (!this.cache.has(key)) wanted.set(key, k);
    }
    if (wanted.size === 0) return;
    const list = [...wanted.values()];
    const rows = await guarded(() =>
      this.db.query<DataRow>(
        // By primary key (see byKeys); may return a few extra rows (other collection × id pairs): the
        // cache keeps them, they are true rows of this tenant.
        `SELECT collection, id::text AS id, data FROM records WHERE ${byKeys('$2', '$3')} AND NOT deleted`,
        [this.tenantId, [...new Set(list.map((k) => k.collection))], list.map((k) => k.id)],
      ),
    );
    for (const key of wanted.keys()) this.cache.set(key, null);
    for (const row of rows) this.cache.set(keyOf(row.collection, row.id), row.data);
  }

  /**
   * Answers in one query per (collection, field) the duplicate checks a batch will make: which live
   * rows hold each value of a unique field (push primes it with the values its puts carry). Without
   * it every put of a profile would ask the database on its own (5,000 round trips for 5,000 puts).
   */
  async prefetchUnique(keys: readonly { collection: string; field: string; value: string }[]): Promise<void> {
    const groups = new Map<string, { collection: string; field: string; values: Set<string> }>();
    for (const k of keys) {
      // Values come from args not validated yet: text the database refuses (NUL) must not reach it.
      if (!SAFE_FIELD.test(k.collection) || !SAFE_FIELD.test(k.field) || jsonbUnsafe(JSON.stringify(k.value))) continue;
      if (this.uniques.has(uniqueKey(k.collection, k.field, k.value))) continue;
      const group = groups.get(`${k.collection}\u0000${k.field}`) ?? { collection: k.collection, field: k.field, values: new Set<string>() };
      group.values.add(k.value);
      groups.set(`${k.collection}\u0000${k.field}`, group);
    }
    for (const { collection, field, values } of groups.values()) {
      const rows = await guarded(() =>
        this.db.query<DataRow & { value: string }>(
          // The expression and predicate of the field's unique index (008_records_unique.sql).
          `SELECT collection, id::text AS id, data, data->>'${field}' AS value FROM records
            WHERE tenant_id = $1 AND collection = '${collection}' AND NOT deleted AND data->>'${field}' = ANY($2::text[])`,
          [this.tenantId, [...values]],
        ),
      );
      for (const value of values) this.uniques.set(uniqueKey(collection, field, value), []);
      for (const row of rows) {
        this.cache.set(keyOf(collection, row.id), row.data);
        this.uniques.get(uniqueKey(collection, field, row.value))?.push(row.id);
      }
    }
  }

  async get(collection: string, id: string): Promise<StoredRow | undefined> {
    if (!isUuid(id)) return undefined; // no such row can exist (records.id is a uuid)
    const key = keyOf(collection, id);
    if (!this.cache.has(key)) await this.prefetch([{ collection, id }]);
    const row = this.cache.get(key);
    return row ? structuredClone(row) : undefined;
  }

  /**
   * Rows whose `index` equals `value`, with IndexedDB's matching (plain, compound `[a+b]`,
   * multi-entry `*a`, derived `x_search`). SQL narrows by jsonb equality where it can; every
   * candidate is then checked with the same matchesIndex the browser uses, so both sides agree.
   */
  async query(collection: string, index: string, value: IndexValue): Promise<StoredRow[]> {
    const known = typeof value === 'string' ? this.uniques.get(uniqueKey(collection, index, value)) : undefined;
    if (known) return known.flatMap((id) => (this.cache.get(keyOf(collection, id)) ? [structuredClone(this.cache.get(keyOf(collection, id))!)] : []));
    const narrow = narrowing(index, value);
    const doc = narrow ? JSON.stringify(narrow) : null;
    // Stored data never holds what jsonb refuses, so such a value matches nothing (and must not reach SQL).
    if (doc && jsonbUnsafe(doc)) return [];
    const params: SqlParam[] = [this.tenantId, collection];
    let where = '';
    // The owner field is also a column with its own index (records_pull_owner): a profile by user_id
    // is then one index probe instead of a containment test over every profile of the tenant.
    if (findResource(collection)?.access.owner === index && isUuid(value)) {
      params.push(value.toLowerCase());
      where += ` AND owner_id = $${params.length}`;
    }
    if (typeof value === 'string' && !jsonbUnsafe(JSON.stringify(value)) && findResource(collection)?.integrity.unique?.includes(index) && SAFE_FIELD.test(index) && SAFE_FIELD.test(collection)) {
      // A unique field (the mutators' duplicate check): the expression and predicate of its unique
      // index (008_records_unique.sql), literal so that the planner matches them, and the question is
      // one index probe instead of a scan of the collection.
      params.push(value);
      where += ` AND collection = '${collection}' AND data->>'${index}' = $${params.length}`;
    } else if (doc) {
      // Collections queried by field on every check-in have a GIN index on data (005_records_data_gin.sql).
      params.push(doc);
      where += ` AND data @> $${params.length}::jsonb`;
    }
    const rows = await guarded(() =>
      this.db.query<DataRow>(
        `SELECT collection, id::text AS id, data FROM records
          WHERE tenant_id = $1 AND collection = $2 AND NOT deleted${where}
          ORDER BY id`,
        params,
      ),
    );
    const out: StoredRow[] = [];
    for (const row of rows) {
      this.cache.set(keyOf(collection, row.id), row.data);
      if (matchesIndex(row.data, index, value)) out.push(structuredClone(row.data));
    }
    return out;
  }

  /** After a write-through: what the row now is (null: deleted). */
  remember(collection: string, id: string, row: StoredRow | null): void {
    this.cache.set(keyOf(collection, id), row ? structuredClone(row) : null);
    // A written row may now hold (or no longer hold) a unique value: ask the database again.
    for (const key of [...this.uniques.keys()]) if (key.startsWith(`${collection}\u0000`)) this.uniques.delete(key);
  }

  /**
   * Whether `userId` names a login of this tenant or owns a live row (MutationTx.ownerIdInUse): what
   * a relation writer's new row may not name as its owner (relation-owner.ts). Not cached: asked
   * once per such row. The owned collections are listed so that records_pull_owner answers it.
   */
  async ownerIdInUse(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const [row] = await guarded(() =>
      this.db.query<{ taken: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users WHERE id = $2::uuid AND tenant_id = $1)
             OR EXISTS (SELECT 1 FROM records WHERE tenant_id = $1 AND collection = ANY($3::text[]) AND owner_id = $2::uuid AND NOT deleted) AS taken`,
        [this.tenantId, userId.toLowerCase(), OWNED_COLLECTIONS],
      ),
    );
    return row?.taken === true;
  }

  /** A read-only MutationTx (writes go through an overlay). */
  tx(): MutationTx {
    return {
      get: (collection, id) => this.get(collection, id),
      query: (collection, index, value) => this.query(collection, index, value),
      ownerIdInUse: (userId) => this.ownerIdInUse(userId),
      put: async () => {
        throw new Error('RecordReader é somente leitura: escreva por um overlay.');
      },
      delete: async () => {
        throw new Error('RecordReader é somente leitura: escreva por um overlay.');
      },
    };
  }
}

/**
 * A jsonb document that every matching row contains (`data @> doc`), or null when SQL cannot
 * narrow (derived search keys). It may match more rows than the index would; never fewer, for
 * scalar values: that is all containment is used for here.
 */
function narrowing(index: string, value: IndexValue): Record<string, unknown> | null {
  const plain = (field: string) => !field.endsWith('_search');
  if (index.startsWith('[')) {
    const parts = index.slice(1, -1).split('+');
    if (!Array.isArray(value) || parts.length !== value.length || !parts.every(plain)) return null;
    return Object.fromEntries(parts.map((p, i) => [p, value[i]]));
  }
  if (index.startsWith('*')) {
    const field = index.slice(1);
    return plain(field) && !Array.isArray(value) ? { [field]: [value] } : null;
  }
  return plain(index) && !Array.isArray(value) ? { [index]: value } : null;
}

/** JSON text PostgreSQL's jsonb refuses: a NUL character or a lone UTF-16 surrogate (escaped by JSON.stringify). */
const JSONB_UNSAFE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f])/i;
export const jsonbUnsafe = (json: string): boolean => JSONB_UNSAFE.test(json);

/** One row's final state in a write set, serialised once. */
export interface RecordWrite {
  collection: string;
  id: string;
  /** JSON of the row; null for a delete. */
  json: string | null;
  owner: string | null;
}

export function toRecordWrite(write: Write): RecordWrite {
  return {
    collection: write.collection,
    id: write.id.toLowerCase(),
    json: write.row ? JSON.stringify(write.row) : null,
    owner: write.row ? ownerOf(write.collection, write.row) : null,
  };
}

/** Creates the tenant's counter row if missing and locks it until the transaction ends; returns its value. */
export async function lockTenantVersion(db: Db, tenantId: string): Promise<number> {
  const [row] = await guarded(() =>
    db.query<{ version: number }>(
      `INSERT INTO tenant_versions (tenant_id) VALUES ($1)
       ON CONFLICT (tenant_id) DO UPDATE SET version = tenant_versions.version
       RETURNING version`,
      [tenantId],
    ),
  );
  return row!.version;
}

/**
 * Writes final row states (at most one per key) in one statement: deleting a row that is not live
 * changes nothing; every other write takes the next version of the tenant counter, in order. A
 * tombstone keeps its owner (owner-scoped pulls deliver it); a row whose owner changes leaves a
 * record_moves entry for the previous owner. Must run inside the transaction that holds (or takes)
 * the tenant's counter lock. Returns the tenant's counter after the write.
 */
export async function writeRecords(db: Db, tenantId: string, writes: readonly RecordWrite[], now: Date): Promise<number> {
  const [row] = await guarded(() =>
    db.query<{ version: number }>(
      `WITH input AS (
         SELECT * FROM unnest($2::text[], $3::uuid[], $4::text[], $5::uuid[]) WITH ORDINALITY AS w(collection, id, json, owner_id, ord)
       ), effective AS (
         SELECT i.collection, i.id, i.json, i.ord, i.json IS NULL AS deleted,
                CASE WHEN i.json IS NULL THEN r.owner_id ELSE i.owner_id END AS owner_id, r.owner_id AS old_owner
           FROM input i
           LEFT JOIN (SELECT collection, id, owner_id, deleted FROM records WHERE ${byKeys('$7', '$3')}) r ON r.collection = i.collection AND r.id = i.id
          WHERE i.json IS NOT NULL OR (r.id IS NOT NULL AND NOT r.deleted)
       ), bumped AS (
         UPDATE tenant_versions SET version = version + (SELECT count(*) FROM effective) WHERE tenant_id = $1 RETURNING version
       ), numbered AS (
         SELECT e.*, (SELECT version FROM bumped) - (count(*) OVER ()) + row_number() OVER (ORDER BY e.ord) AS version FROM effective e
       ), moved AS (
         INSERT INTO record_moves (tenant_id, from_owner, collection, version, id)
         SELECT $1, old_owner, collection, version, id FROM numbered
          WHERE old_owner IS NOT NULL AND old_owner IS DISTINCT FROM owner_id
       ), written AS (
         INSERT INTO records (tenant_id, collection, id, version, deleted, owner_id, data, wire, updated_at)
         SELECT $1, collection, id, version, deleted, owner_id, json::jsonb,
                '{"collection":"' || collection || '","id":"' || id::text || '","version":' || version::text
                  || CASE WHEN deleted THEN ',"deleted":true}' ELSE ',"data":' || json || '}' END,
                $6
           FROM numbered
         ON CONFLICT (tenant_id, collection, id) DO UPDATE
           SET version = EXCLUDED.version, deleted = EXCLUDED.deleted, owner_id = EXCLUDED.owner_id,
               data = EXCLUDED.data, wire = EXCLUDED.wire, updated_at = EXCLUDED.updated_at
       )
       SELECT version FROM bumped`,
      [
        tenantId,
        writes.map((w) => w.collection),
        writes.map((w) => w.id),
        writes.map((w) => w.json) as string[],
        writes.map((w) => w.owner) as string[],
        now,
        [...new Set(writes.map((w) => w.collection))],
      ],
    ),
  );
  if (!row) throw new StorageFailure(new Error(`tenant_versions sem linha para ${tenantId}`));
  return row.version;
}

/**
 * A write-through MutationTx: each put or delete is written at once with its own version. For code
 * that writes a few rows inside its own transaction (seeds, maintenance, tests); the push endpoint
 * buffers instead (push.ts). Call inside `db.tx`: the first write takes the tenant's counter lock.
 */
export function sqlTx(db: Db, tenantId: string, now: Date): MutationTx {
  const reader = new RecordReader(db, tenantId);
  let locked = false;
  const write = async (w: Write) => {
    if (!findResource(w.collection)) throw new Error(`Coleção desconhecida: ${w.collection}`);
    if (!isUuid(w.id)) throw new Error(`Identificador inválido: ${w.id}`);
    const rw = toRecordWrite(w);
    if (rw.json && jsonbUnsafe(rw.json)) throw new Error('Texto com caracteres que o banco não aceita.');
    if (!locked) {
      await lockTenantVersion(db, tenantId);
      locked = true;
    }
    await writeRecords(db, tenantId, [rw], now);
    reader.remember(w.collection, w.id, w.row);
  };
  return {
    get: (collection, id) => reader.get(collection, id),
    query: (collection, index, value) => reader.query(collection, index, value),
    ownerIdInUse: (userId) => reader.ownerIdInUse(userId),
    put: (collection, record) => write({ collection, id: record.id, row: record }),
    delete: (collection, id) => write({ collection, id, row: null }),
  };
}
