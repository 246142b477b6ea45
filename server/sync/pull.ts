// GET /sync/pull: the changes after a cursor that this user may see, paged, with lastSeq and the
// schema version (ARCHITECTURE.md "Wire format"; tests/data/fake-server.ts is the reference).
//
// Versions and cursor. Every write takes the next value of the tenant's counter inside its
// transaction (002_sync.sql), so a snapshot that shows counter V shows every row version <= V.
// A page is one SQL statement: the counter, the client's lastSeq and the rows come from the same
// snapshot. Rows come in version order, limit + 1 fetched to know `hasMore`; the cursor is the
// last version returned when there is more, else the counter (so rows the user may not see, and
// versions reserved for other clients' backfills, are passed over once, not scanned again).
// lastSeq is read in the same snapshot, so on the last page (hasMore false) every write up to
// lastSeq is in what the client has pulled: it can drop its confirmed outbox entries.
//
// Visibility. Per collection, from the registry (replication-scope.ts): 'all' rows, the user's
// 'owner' rows (records.owner_id), or nothing: collections the user may not read are never sent,
// nor rows of collections outside the registry. Each visible collection is one ordered index scan
// and PostgreSQL merges them (records_pull, records_pull_owner). Tombstones go out like rows. In an
// 'owner' collection a row that moved to another owner reaches the previous owner as a tombstone
// (record_moves); other users' rows and tombstones are not sent at all (the reference server sends
// them as tombstones: same replica in the end, less traffic and no leak of other users' ids).
// Each row's change JSON is stored with it (records.wire, written with the row): a page is those
// texts joined with commas (see pageSql for how they leave the database), no JSON built or parsed per row.
//
// Relation scopes (a referee's matches: relation-scope.ts). A collection reached along a relation is
// stored in the bookkeeping as `rel:<digest of the reachable ids>`; every page filters it with exactly
// those ids (evaluated once per pull, in one statement). An appointment added or removed, a member
// added to an appointed team, changes the digest, and that is a scope change like any other (below):
// the collection is reset and backfilled for that client. Tombstones of relation rows are not sent
// one by one: a row that left the set changes the digest, and the reset drops it. A relation may
// project (RelationScope `fields`): a row reached only through projecting relations, and not the
// viewer's own, goes out with those fields alone, built from `data` in the page's statement. Which
// rows are projected is part of the digest, so a row that becomes reachable whole (a permission
// granted: the collection becomes 'all'; another relation) resets and backfills the collection, and
// the device's projected copy is replaced by the whole row (pulled rows replace, never merge).
//
// Scope changes (a permission granted or revoked, a role edited, a relation set that changed). Each client row stores `scope`:
// what its replica holds at its cursor. When a pull finds the user's scope now differs, the server
// makes a *plan* (sync_clients.plan) that brings the replica to the new scope through ordinary
// pages, so the client needs nothing new beyond the optional `reset`:
//   1. it locks the tenant counter (H = its value) and reserves K more values (H+1 … H+K) that no
//      row will ever take; K = number of backfill pages of at most `limit` rows;
//   2. cursor < H: normal pages up to H (hasMore stays true), without the collections to reset;
//   3. cursor H + j (0 <= j < K): backfill page j: the live rows, visible now, of the changed
//      collections with version in (bounds[j], bounds[j+1]]; page 0 carries `reset` (the
//      collections where the user now sees less: the client empties them in the same transaction
//      in which it writes the page); the page's cursor is H + j + 1, hasMore true;
//   4. cursor >= H + K: the plan is done: `scope` becomes the new scope, and pages are normal again.
// Every page is a function of the cursor the client sends and of the stored plan, so a lost answer
// is simply asked again; the cursor grows on every page (the client refuses "more" without
// progress). Rows changed during the backfill get versions above H + K and come after it. When the
// scope changes again mid-plan, a new plan starts from the client's cursor, computed against both
// the old scope and the unfinished plan's. A cursor of 0 is a fresh replica (first sync, or after
// logout's wipe): the stream from 0 is complete for the current scope, no plan needed. A client row
// without a stored scope (a clientId first seen by push, or a stream rotated after a 409 with the
// same user's replica) is taken to hold the current scope.
import { SCHEMA_VERSION, type PullQuery } from '../../src/domain/protocol';
import type { Viewer } from '../../src/domain/resources/scope';
import type { Db, SqlParam } from '../db/db';
import { expireClients, liveSince, roomForClient, touchClient } from './clients';
import { SYNC_MSG } from './messages';
import type { Projection } from './relation-scope';
import { parseScope, resolveScope, sameScope, scopeChange, type ResolvedScope, type ScopeChange, type ScopeMap } from './replication-scope';
import { lockTenantVersion } from './sql-tx';

export type PullOutcome = { status: 200; json: string } | { status: 403 | 429; message: string };

interface Plan {
  /** The scope the plan delivers. */
  scope: ScopeMap;
  reset: string[];
  backfill: string[];
  /** The counter when the plan was made; values h+1 … h+K are reserved for its pages. */
  h: number;
  /** K + 1 versions: page j holds versions in (bounds[j], bounds[j+1]]. */
  bounds: number[];
}

const planEnd = (plan: Plan): number => plan.h + plan.bounds.length - 1;

function parsePlan(value: unknown): Plan | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const scope = parseScope(p.scope);
  const list = (x: unknown): string[] | null => (Array.isArray(x) && x.every((s) => typeof s === 'string') ? x : null);
  const reset = list(p.reset);
  const backfill = list(p.backfill);
  const bounds = Array.isArray(p.bounds) && p.bounds.every(Number.isSafeInteger) ? (p.bounds as number[]) : null;
  if (!scope || !reset || !backfill || !bounds || bounds.length < 2 || !Number.isSafeInteger(p.h)) return null;
  return { scope, reset, backfill, h: p.h as number, bounds };
}

interface ClientRow {
  tenant_id: string;
  user_id: string;
  scope: unknown;
  plan: unknown;
  updated_at: Date;
}

interface Decision {
  /** What the replica holds (confirmed). */
  held: ScopeMap;
  /** The plan in progress after this pull's bookkeeping. */
  plan: Plan | null;
  /** Store held/plan (a plan finished, a fresh replica, a first pull). */
  write: boolean;
  /** A new plan is needed. */
  change: ScopeChange | null;
}

function decide(row: ClientRow, now: ScopeMap, cursor: number): Decision {
  const stored = parseScope(row.scope);
  const storedPlan = parsePlan(row.plan);
  if (cursor === 0) {
    const write = !stored || !sameScope(stored, now) || row.plan !== null;
    return { held: now, plan: null, write, change: null };
  }
  let held = stored ?? now;
  let plan = storedPlan;
  let write = !stored;
  if (plan && cursor >= planEnd(plan)) {
    held = plan.scope;
    plan = null;
    write = true;
  }
  const target = plan?.scope ?? held;
  if (sameScope(target, now)) return { held, plan, write, change: null };
  return { held, plan, write, change: scopeChange(now, plan ? [held, plan.scope] : [held]) };
}

const MAX_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * `$n` placeholders with explicit types. PostgreSQL refuses a statement with a parameter it never
 * uses ("could not determine data type"), so `lazy` ones get their number on first use.
 */
class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
  lazy(value: SqlParam, type: string): () => string {
    let placeholder: string | undefined;
    return () => (placeholder ??= this.add(value, type));
  }
}

const SAFE_NAME = /^[a-z][a-z0-9_]*$/;

/** One uuid[] parameter per relation-scoped collection, numbered on first use. */
function reachedParams(p: Params, ids: ReadonlyMap<string, readonly string[]>): (collection: string) => string {
  const lazy = new Map<string, () => string>();
  return (collection) => {
    let placeholder = lazy.get(collection);
    if (!placeholder) lazy.set(collection, (placeholder = p.lazy(ids.get(collection) ?? [], 'uuid[]')));
    return placeholder();
  };
}

/** Per collection with a projection: a uuid[] placeholder of its projected ids (numbered on first use) and its fields. */
function projectedParams(p: Params, projections: ReadonlyMap<string, Projection>): (collection: string) => { ids: string; fields: readonly string[] } | null {
  const lazy = new Map<string, () => string>();
  return (collection) => {
    const projection = projections.get(collection);
    if (!projection) return null;
    let placeholder = lazy.get(collection);
    if (!placeholder) lazy.set(collection, (placeholder = p.lazy(projection.ids, 'uuid[]')));
    return { ids: placeholder(), fields: projection.fields };
  };
}

/**
 * A projected row's wire JSON: the same head as records.wire (CHANGE_HEAD below relies on it) and
 * only `fields` of its data. Field names come from the registry (safe literals).
 */
function projectedWire(fields: readonly string[]): string {
  for (const f of fields) if (!SAFE_NAME.test(f)) throw new Error(`Campo inesperado em projeção: ${f}`);
  const keep = `ARRAY[${fields.map((f) => `'${f}'`).join(', ')}]::text[]`;
  return `'{"collection":"' || collection || '","id":"' || id::text || '","version":' || version::text || ',"data":'
    || coalesce((SELECT jsonb_object_agg(k, v) FROM jsonb_each(data) AS e(k, v) WHERE k = ANY(${keep})), '{}'::jsonb)::text || '}'`;
}

interface BranchOptions {
  tenant: () => string;
  user: () => string;
  after: () => string;
  upTo: () => string;
  /** Per-branch LIMIT (normal pages); none for backfill pages (bounded by construction). */
  limit?: () => string;
  /** Backfill: live rows only, no move tombstones. */
  liveOnly: boolean;
  /** The ids a relation-scoped collection reaches now (a uuid[] placeholder), see relation-scope.ts. */
  reached: (collection: string) => string;
  /** Of those, the ones sent projected, and their fields (null: every row whole). */
  projected: (collection: string) => { ids: string; fields: readonly string[] } | null;
}

/** One ordered scan per visible collection (collection names come from the registry: safe literals). */
function branches(scope: ScopeMap, collections: readonly string[], o: BranchOptions): string[] {
  const out: string[] = [];
  const range = () => `version > ${o.after()} AND version <= ${o.upTo()}`;
  const limit = () => (o.limit ? ` LIMIT ${o.limit()}` : '');
  for (const key of collections) {
    const access = scope[key];
    if (!access) continue;
    if (!SAFE_NAME.test(key)) throw new Error(`Nome de coleção inesperado: ${key}`);
    // Relation-scoped: exactly the ids the scope's digest was made of (plus the owner's rows).
    const related = access.includes('rel:') ? `id = ANY(${o.reached(key)})` : '';
    const own = access.startsWith('owner') ? `owner_id = ${o.user()}` : '';
    const owner = own && related ? ` AND (${own} OR ${related})` : own || related ? ` AND ${own || related}` : '';
    // Rows reached only through a projecting relation go out with its fields alone; the viewer's
    // own rows (and every row of an 'all' collection) go out whole.
    const projection = related ? o.projected(key) : null;
    const wire = projection
      ? `CASE WHEN NOT deleted AND id = ANY(${projection.ids})${own ? ` AND owner_id IS DISTINCT FROM ${o.user()}` : ''} THEN ${projectedWire(projection.fields)} ELSE wire END AS wire`
      : 'wire';
    out.push(
      `(SELECT version, ${wire} FROM records
         WHERE tenant_id = ${o.tenant()} AND collection = '${key}'${owner} AND ${range()}${o.liveOnly ? ' AND NOT deleted' : ''}
         ORDER BY version${limit()})`,
    );
    if (access.startsWith('owner') && !o.liveOnly) {
      out.push(
        `(SELECT version, ${TOMBSTONE_JSON} AS wire FROM record_moves
           WHERE tenant_id = ${o.tenant()} AND from_owner = ${o.user()} AND collection = '${key}' AND ${range()}
           ORDER BY version${limit()})`,
      );
    }
  }
  return out;
}

/** A tombstone's wire JSON for a moved row (ids are uuids, collections safe names: no escaping needed). */
const TOMBSTONE_JSON = `'{"collection":"' || collection || '","id":"' || id::text || '","version":' || version::text || ',"deleted":true}'`;

const EMPTY_PAGE = `SELECT NULL::bigint AS version, NULL::text AS wire WHERE false`;

interface PageRow {
  head: number | null;
  last_seq: number | null;
  /** Chunked shape: null on the single row of an empty page; -1 for the row beyond the limit. */
  chunk?: number | null;
  /** Row shape: null on the single row of an empty page. */
  version?: number | null;
  /** Version of the chunk's last change (chunked shape), of the page's last change (page shape). */
  last?: number | null;
  /** Page shape: number of changes read (the limit + 1 when there is more). */
  n?: number | null;
  wire: string | null;
}

interface Page {
  head: number;
  lastSeq: number;
  /** More rows than the limit exist. */
  more: boolean;
  /** Version of the last row within the limit. */
  last: number | null;
  /** The changes within the limit, joined: the inside of the JSON array. */
  changes: string;
}

/**
 * How a page leaves the database. Measured in the same run (bench/server-pull.ts, 50k rows, pages
 * of 5,000; PostgreSQL 15 on loopback, a loaded 2-core machine):
 * - `page` (PostgreSQL): ONE row per page, the changes string_agg'ed in version order, with their
 *   count and last version: ~15 ms a page against ~25 ms for 5,000 rows (pg builds a JS object and
 *   decodes a string per row, and the join copies them again), and no window function (numbering
 *   rows to cut chunks cost PostgreSQL ~3.5 ms a page). The row fetched beyond the limit (to know
 *   whether there is more) is cut off the end of the text: every change's text starts with
 *   `{"collection":"…","id":"<uuid>","version":<n>` (sql-tx.ts writes it so), which is checked;
 *   any surprise falls back to `rows`.
 * - `chunks` (PGlite): CHUNK changes per row (each result row costs PGlite more than its size).
 * - `rows`: one row per change (the fallback).
 * Order: the aggregate reads an ORDER BY … subquery, which PostgreSQL neither flattens nor reorders
 * (a sorted subquery is not pulled up, and a plain aggregate consumes its input in order).
 */
type Shape = 'rows' | 'chunks' | 'page';
const CHUNK = 100;
const shapes = new WeakMap<Db, Promise<Shape>>();

function shapeFor(db: Db): Promise<Shape> {
  let shape = shapes.get(db);
  if (!shape) {
    shape = db
      .query<{ version: string }>('SELECT version()')
      .then(([row]) => (/PGlite|emscripten|wasm/i.test(row?.version ?? '') ? 'chunks' : 'page') as Shape)
      .catch(() => 'rows' as const);
    shapes.set(db, shape);
  }
  return shape;
}

/**
 * Every page is one statement (one snapshot): the counter and lastSeq, LEFT JOIN the ordered
 * changes (one row per change, per chunk, or one for the page). No outer ORDER BY: a sort of ~5,000
 * wide rows costs PostgreSQL more than the scan; rows come in the order of the ordered subquery
 * (toPage checks).
 */
function pageSql(shape: Shape, head: string, client: string, parts: readonly string[], keep: string, fetch?: string): string {
  const header = `(SELECT ${head} AS head, (SELECT last_seq FROM sync_clients WHERE ${client}) AS last_seq) h`;
  const ordered = `SELECT version, wire FROM (${parts.length ? parts.join('\nUNION ALL\n') : EMPTY_PAGE}) u ORDER BY version${fetch ? ` LIMIT ${fetch}` : ''}`;
  if (shape === 'rows') return `SELECT h.head, h.last_seq, p.version, p.wire FROM ${header} LEFT JOIN (${ordered}) p ON true`;
  if (shape === 'page') {
    return `SELECT h.head, h.last_seq, a.n, a.last, a.wire FROM ${header}
       LEFT JOIN (SELECT count(*) AS n, max(version) AS last, string_agg(wire, ',') AS wire FROM (${ordered}) p) a ON true`;
  }
  // The row beyond `keep` (fetched to know whether there is more) lands alone in chunk -1.
  return `SELECT h.head, h.last_seq, c.chunk, c.last, c.wire
       FROM ${header}
       LEFT JOIN (
         SELECT CASE WHEN rn > ${keep} THEN -1 ELSE (rn - 1) / ${CHUNK} END AS chunk,
                max(version) AS last, string_agg(wire, ',' ORDER BY version) AS wire
           FROM (SELECT version, wire, row_number() OVER (ORDER BY version) AS rn FROM (${ordered}) p) q
          GROUP BY 1) c ON true`;
}

/** `{"collection":"<name>","id":"<uuid>","version":<n>` at the start of a change's text. */
const CHANGE_HEAD = /^\{"collection":"[a-z][a-z0-9_]*","id":"[0-9a-f-]{36}","version":(\d+)[,}]/;
const SEPARATOR = ',{"collection":"';

/** Version of the change starting at `at` in `text`, or null when it does not start one. */
function versionAt(text: string, at: number): number | null {
  const m = CHANGE_HEAD.exec(text.slice(at, at + 200));
  return m ? Number(m[1]) : null;
}

/** The `page` shape: null when the text is not as expected (the caller reads the page as rows). */
function toAggPage(row: PageRow | undefined, keep: number): Page | null {
  const header = { head: row?.head ?? 0, lastSeq: row?.last_seq ?? 0 };
  const n = row?.n ?? 0;
  if (n === 0 || row?.wire == null) return { ...header, more: false, last: null, changes: '' };
  if (n <= keep) return { ...header, more: false, last: row.last ?? null, changes: row.wire };
  if (n !== keep + 1) return null;
  // Cut the change beyond the limit (the one with the highest version) off the end.
  const text = row.wire;
  const cut = text.lastIndexOf(SEPARATOR);
  if (cut < 0 || versionAt(text, cut + 1) !== row.last) return null;
  const changes = text.slice(0, cut);
  const start = changes.lastIndexOf(SEPARATOR);
  const last = versionAt(changes, start < 0 ? 0 : start + 1);
  if (last === null || last >= row.last!) return null;
  return { ...header, more: true, last, changes };
}

function toPage(shape: Shape, rows: PageRow[], keep: number): Page {
  const first = rows[0];
  const header = { head: first?.head ?? 0, lastSeq: first?.last_seq ?? 0 };
  if (shape === 'chunks') {
    const chunks = rows.filter((r) => r.chunk != null && r.chunk >= 0).sort((a, b) => a.chunk! - b.chunk!);
    return { ...header, more: rows.some((r) => r.chunk === -1), last: chunks.at(-1)?.last ?? null, changes: chunks.map((r) => r.wire).join(',') };
  }
  const changes = first?.version == null ? [] : rows;
  for (let i = 1; i < changes.length; i++) {
    if (changes[i]!.version! <= changes[i - 1]!.version!) {
      changes.sort((a, b) => a.version! - b.version!);
      break;
    }
  }
  const within = changes.length > keep ? changes.slice(0, keep) : changes;
  return { ...header, more: changes.length > keep, last: within.at(-1)?.version ?? null, changes: within.map((r) => r.wire).join(',') };
}

/** Runs a page statement in `shape`; a `page` answer that fails its checks is read again as rows. */
async function readPage(db: Db, shape: Shape, sql: (shape: Shape) => string, params: readonly SqlParam[], keep: number): Promise<Page> {
  if (shape === 'page') {
    const [row] = await db.query<PageRow>(sql('page'), params);
    const page = toAggPage(row, keep);
    if (page) return page;
    shape = 'rows';
  }
  return toPage(shape, await db.query<PageRow>(sql(shape), params), keep);
}

interface PageRequest {
  tenantId: string;
  userId: string;
  clientId: string;
  scope: ScopeMap;
  ids: ReadonlyMap<string, readonly string[]>;
  projections: ReadonlyMap<string, Projection>;
  collections: readonly string[];
  after: number;
  upTo: number;
  limit: number;
}

/** Rows after `after` (up to `upTo`), at most `limit`, plus the counter and lastSeq: one statement, one snapshot. */
async function normalPage(db: Db, r: PageRequest): Promise<Page> {
  const p = new Params();
  const tenant = p.lazy(r.tenantId, 'uuid');
  const o: BranchOptions = {
    tenant,
    user: p.lazy(r.userId, 'uuid'),
    after: p.lazy(r.after, 'bigint'),
    upTo: p.lazy(r.upTo, 'bigint'),
    limit: p.lazy(r.limit + 1, 'int'),
    liveOnly: false,
    reached: reachedParams(p, r.ids),
    projected: projectedParams(p, r.projections),
  };
  const parts = branches(r.scope, r.collections, o);
  const client = `tenant_id = ${tenant()} AND client_id = ${p.add(r.clientId, 'uuid')}`;
  const shape = await shapeFor(db);
  const keep = shape === 'chunks' ? p.add(r.limit, 'bigint') : '';
  const head = `(SELECT version FROM tenant_versions WHERE tenant_id = ${tenant()})`;
  return readPage(db, shape, (s) => pageSql(s, head, client, parts, keep, o.limit!()), p.values, r.limit);
}

/** Backfill page j of a plan: live rows of its collections, visible now, with version in (bounds[j], bounds[j+1]]. */
async function backfillPage(db: Db, r: Omit<PageRequest, 'collections' | 'limit'> & { plan: Plan }): Promise<Page> {
  const p = new Params();
  const o: BranchOptions = {
    tenant: p.lazy(r.tenantId, 'uuid'), user: p.lazy(r.userId, 'uuid'), after: p.lazy(r.after, 'bigint'), upTo: p.lazy(r.upTo, 'bigint'),
    liveOnly: true, reached: reachedParams(p, r.ids), projected: projectedParams(p, r.projections),
  };
  const parts = branches(r.scope, r.plan.backfill, o);
  const client = `tenant_id = ${o.tenant()} AND client_id = ${p.add(r.clientId, 'uuid')}`;
  const shape = await shapeFor(db);
  const keep = shape === 'chunks' ? p.add(MAX_VERSION, 'bigint') : ''; // bounded by construction: every row is kept
  return readPage(db, shape, (s) => pageSql(s, 'NULL::bigint', client, parts, keep), p.values, MAX_VERSION);
}

/** Page boundaries for a backfill of `collections` (visible under `scope`) up to version `h`. */
async function backfillBounds(db: Db, tenantId: string, userId: string, now: ResolvedScope, collections: readonly string[], h: number, limit: number): Promise<number[]> {
  const p = new Params();
  const o: BranchOptions = {
    tenant: p.lazy(tenantId, 'uuid'), user: p.lazy(userId, 'uuid'), after: p.lazy(0, 'bigint'), upTo: p.lazy(h, 'bigint'),
    liveOnly: true, reached: reachedParams(p, now.ids), projected: () => null, // versions only
  };
  const parts = branches(now.map, collections, o);
  if (parts.length === 0) return [0, h];
  const every = p.add(limit, 'int');
  const rows = await db.query<{ version: number }>(
    `SELECT version FROM (
       SELECT version, row_number() OVER (ORDER BY version) AS rn FROM (${parts.join('\nUNION ALL\n')}) u
     ) numbered WHERE rn % ${every} = 0 ORDER BY version`,
    p.values,
  );
  const bounds = [0, ...rows.map((r) => r.version)];
  if (bounds[bounds.length - 1] !== h) bounds.push(h);
  return bounds;
}

async function readClient(db: Db, tenantId: string, clientId: string, lock = false): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(
    `SELECT tenant_id::text, user_id::text, scope, plan, updated_at FROM sync_clients WHERE tenant_id = $2 AND client_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [clientId, tenantId],
  );
  return row;
}

const belongs = (row: ClientRow, tenantId: string, userId: string) => row.tenant_id === tenantId && row.user_id === userId;

/**
 * Stores what the replica holds and the plan in progress. Without the row lock (outside makePlan),
 * only if the row still is as read (`seen`): a concurrent pull that changed it wins, and the next
 * pull decides again from what it stored.
 */
async function storeScope(db: Db, tenantId: string, clientId: string, held: ScopeMap, plan: Plan | null, now: Date, seen?: ClientRow): Promise<void> {
  const params: SqlParam[] = [clientId, JSON.stringify(held), plan ? JSON.stringify(plan) : null, now, tenantId];
  let guard = '';
  if (seen) {
    params.push(seen.scope === null ? null : JSON.stringify(seen.scope), seen.plan === null ? null : JSON.stringify(seen.plan));
    guard = ' AND scope IS NOT DISTINCT FROM $6::jsonb AND plan IS NOT DISTINCT FROM $7::jsonb';
  }
  await db.query(`UPDATE sync_clients SET scope = $2::jsonb, plan = $3::jsonb, updated_at = $4 WHERE tenant_id = $5 AND client_id = $1${guard}`, params);
}

/** Makes (or, when another pull got there first, finds) the plan for a scope change. */
async function makePlan(db: Db, tenantId: string, userId: string, clientId: string, resolved: ResolvedScope, cursor: number, limit: number, at: Date): Promise<Plan | null> {
  const now = resolved.map;
  return db.tx(async (tx) => {
    const h = await lockTenantVersion(tx, tenantId); // lock order: tenant counter, then client row
    const row = await readClient(tx, tenantId, clientId, true);
    if (!row || !belongs(row, tenantId, userId)) return null;
    const d = decide(row, now, cursor);
    if (!d.change) {
      if (d.write) await storeScope(tx, tenantId, clientId, d.held, d.plan, at);
      return d.plan;
    }
    const bounds = await backfillBounds(tx, tenantId, userId, resolved, d.change.backfill, h, limit);
    await tx.query(`UPDATE tenant_versions SET version = version + $2 WHERE tenant_id = $1`, [tenantId, bounds.length - 1]);
    const plan: Plan = { scope: now, reset: d.change.reset, backfill: d.change.backfill, h, bounds };
    await storeScope(tx, tenantId, clientId, d.held, plan, at);
    return plan;
  });
}

function answer(cursor: number, hasMore: boolean, lastSeq: number, changes: string, reset?: readonly string[]): string {
  const resetPart = reset && reset.length > 0 ? `,"reset":${JSON.stringify(reset)}` : '';
  return `{"status":1,"cursor":${cursor},"hasMore":${hasMore},"lastSeq":${lastSeq},"schemaVersion":${SCHEMA_VERSION},"changes":[${changes}]${resetPart}}`;
}

export async function applyPull(db: Db, tenantId: string, viewer: Viewer, q: PullQuery, at: Date): Promise<PullOutcome> {
  const forbidden = { status: 403, message: SYNC_MSG.otherClient } as const;
  const resolved = await resolveScope(db, tenantId, viewer);
  const now = resolved.map;
  let row = await readClient(db, tenantId, q.clientId);
  if (!row) {
    // The first pull of this client claims its id for this user, with the scope it starts from
    // (within the user's cap of live streams: server/sync/clients.ts).
    const created = await db.query(
      `INSERT INTO sync_clients (client_id, tenant_id, user_id, scope, created_at, updated_at)
       SELECT $1::uuid, $2::uuid, $3::uuid, $4::jsonb, $5::timestamptz, $5::timestamptz WHERE ${roomForClient({ client: '$1::uuid', tenant: '$2::uuid', user: '$3::uuid', since: '$6' })}
       ON CONFLICT (tenant_id, client_id) DO NOTHING RETURNING 1`,
      [q.clientId, tenantId, viewer.id, JSON.stringify(now), at, liveSince(at)],
    );
    if (created.length > 0) await expireClients(db, tenantId, viewer.id, at);
    row = await readClient(db, tenantId, q.clientId);
    if (!row) return { status: 429, message: SYNC_MSG.tooManyClients };
  }
  if (!belongs(row, tenantId, viewer.id)) return forbidden;
  await touchClient(db, tenantId, q.clientId, row.updated_at, at);

  const d = decide(row, now, q.cursor);
  let plan = d.plan;
  if (d.change) plan = await makePlan(db, tenantId, viewer.id, q.clientId, resolved, q.cursor, q.limit, at);
  else if (d.write) await storeScope(db, tenantId, q.clientId, d.held, d.plan, at, row);

  const base = { tenantId, userId: viewer.id, clientId: q.clientId, scope: now, ids: resolved.ids, projections: resolved.projections };
  if (plan && q.cursor >= plan.h) {
    // Backfill page j (makePlan may have just been made with the client already at the counter).
    const j = Math.min(q.cursor - plan.h, plan.bounds.length - 2);
    const page = await backfillPage(db, { ...base, plan, after: plan.bounds[j]!, upTo: plan.bounds[j + 1]! });
    return { status: 200, json: answer(plan.h + j + 1, true, page.lastSeq, page.changes, j === 0 ? plan.reset : undefined) };
  }
  if (plan) {
    // Before the backfill: the ordinary stream up to the plan's counter, without the collections it resets.
    const skip = new Set(plan.reset);
    const collections = Object.keys(now).filter((k) => !skip.has(k));
    const page = await normalPage(db, { ...base, collections, after: q.cursor, upTo: plan.h, limit: q.limit });
    return { status: 200, json: answer(page.more ? page.last! : plan.h, true, page.lastSeq, page.changes) };
  }
  const page = await normalPage(db, { ...base, collections: Object.keys(now), after: q.cursor, upTo: MAX_VERSION, limit: q.limit });
  return { status: 200, json: answer(page.more ? page.last! : page.head, page.more, page.lastSeq, page.changes) };
}
