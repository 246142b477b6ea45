// Reading pull pages (pull.ts): a normal page after a cursor, a backfill page of a plan, and a
// plan's page boundaries, each one statement (one snapshot) built with pull-sql.ts, read back as
// the changes joined for the wire.
import type { Db, SqlParam } from '../db/db';
import type { Plan } from './pull-plan';
import { branches, MAX_VERSION, pageSql, Params, projectedParams, reachedParams, shapeFor, type BranchOptions, type Shape } from './pull-sql';
import type { Projection } from './relation-scope';
import type { ResolvedScope, ScopeMap } from './replication-scope';

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

export interface Page {
  head: number;
  lastSeq: number;
  /** More rows than the limit exist. */
  more: boolean;
  /** Version of the last row within the limit. */
  last: number | null;
  /** The changes within the limit, joined: the inside of the JSON array. */
  changes: string;
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

export interface PageRequest {
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
export async function normalPage(db: Db, r: PageRequest): Promise<Page> {
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
export async function backfillPage(db: Db, r: Omit<PageRequest, 'collections' | 'limit'> & { plan: Plan }): Promise<Page> {
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
export async function backfillBounds(db: Db, tenantId: string, userId: string, now: ResolvedScope, collections: readonly string[], h: number, limit: number): Promise<number[]> {
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
