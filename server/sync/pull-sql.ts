// The SQL of a pull page (pull.ts): typed `$n` parameters, one ordered scan per visible collection
// (owner, relation and projection filters included), and the statement a page leaves the database
// in, by the shape the database answers best.
import type { Db, SqlParam } from '../db/db';
import type { Projection } from './relation-scope';
import type { ScopeMap } from './replication-scope';

export const MAX_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * `$n` placeholders with explicit types. PostgreSQL refuses a statement with a parameter it never
 * uses ("could not determine data type"), so `lazy` ones get their number on first use.
 */
export class Params {
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
export function reachedParams(p: Params, ids: ReadonlyMap<string, readonly string[]>): (collection: string) => string {
  const lazy = new Map<string, () => string>();
  return (collection) => {
    let placeholder = lazy.get(collection);
    if (!placeholder) lazy.set(collection, (placeholder = p.lazy(ids.get(collection) ?? [], 'uuid[]')));
    return placeholder();
  };
}

/** Per collection with a projection: a uuid[] placeholder of its projected ids (numbered on first use) and its fields. */
export function projectedParams(p: Params, projections: ReadonlyMap<string, Projection>): (collection: string) => { ids: string; fields: readonly string[] } | null {
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

export interface BranchOptions {
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
export function branches(scope: ScopeMap, collections: readonly string[], o: BranchOptions): string[] {
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
export type Shape = 'rows' | 'chunks' | 'page';
const CHUNK = 100;
const shapes = new WeakMap<Db, Promise<Shape>>();

export function shapeFor(db: Db): Promise<Shape> {
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
export function pageSql(shape: Shape, head: string, client: string, parts: readonly string[], keep: string, fetch?: string): string {
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
