// Relation scopes (define.ts RelationScope), evaluated for one viewer: the ids of the rows each
// relation-scoped collection reaches from the viewer now, in ONE statement (one snapshot): per
// collection a chain of CTEs over `records`, one per hop, each an index lookup driven by the
// previous hop's rows (ids by primary key, references by 010_relation_scopes.sql's indexes).
//
// Why ids and not a subquery in every page: the pull's bookkeeping stores a digest of each set
// (replication-scope.ts `rel:<sha-256>`), and every page of the pull filters with exactly the ids the
// digest was made of. So what a device was sent and what the server believes it holds never differ,
// whatever commits between statements; a set that changed shows as another digest on the next pull,
// which resets and backfills that collection (pull.ts plans). A referee's sets are a few hundred ids.
import { createHash } from 'node:crypto';
import { findResource, RESOURCES } from '../../src/domain/resources/index';
import { readFilter, type Viewer } from '../../src/domain/resources/scope';
import type { RelationHop, RelationScope } from '../../src/domain/resources/define';
import type { Db } from '../db/db';

const SAFE = /^[a-z][a-z0-9_]*$/;

function safe(name: string): string {
  if (!SAFE.test(name)) throw new Error(`Nome inesperado em relação: ${name}`);
  return name;
}

/** A field of a hop's row as SQL: the id column, the owner column, or the jsonb text. */
const fieldOf = (alias: string, field: string): string => (field === 'id' ? `${alias}.id::text` : `${alias}.data->>'${safe(field)}'`);

/** The chain of CTEs of one path; returns the name of the last one (rows: id, data). */
function chain(path: readonly RelationHop[], prefix: string, ctes: string[]): string {
  path.forEach((hop, i) => {
    const name = `${prefix}_${i}`;
    const where = [`r.tenant_id = $1::uuid`, `r.collection = '${safe(hop.collection)}'`, 'NOT r.deleted'];
    if (i === 0) {
      if (!hop.viewer) throw new Error(`Relação sem campo do usuário: ${hop.collection}`);
      // The resource's owner field is a column with its own index (records_pull_owner).
      where.push(findResource(hop.collection)?.access.owner === hop.viewer ? 'r.owner_id = $2::uuid' : `${fieldOf('r', hop.viewer)} = $2::uuid::text`);
    } else {
      const prev = `${prefix}_${i - 1}`;
      const pairs = Object.entries(hop.match ?? {}).map(([field, from]) => [field, typeof from === 'string' ? [from] : [...from]] as const);
      if (pairs.length === 0) throw new Error(`Relação sem correspondência: ${hop.collection}`);
      if (pairs.length === 1) {
        // One field: an IN-subquery the planner drives from the (small) previous set.
        const [field, froms] = pairs[0]!;
        const values = froms.map((f) => (field === 'id' ? `(${fieldOf('p', f)})::uuid` : fieldOf('p', f)));
        const column = field === 'id' ? 'r.id' : fieldOf('r', field);
        where.push(`${column} IN (SELECT v FROM ${prev} p CROSS JOIN LATERAL unnest(ARRAY[${values.join(', ')}]) v WHERE v IS NOT NULL)`);
      } else {
        const conds = pairs.map(([field, froms]) => `${fieldOf('r', field)} IN (${froms.map((f) => fieldOf('p', f)).join(', ')})`);
        where.push(`EXISTS (SELECT 1 FROM ${prev} p WHERE ${conds.join(' AND ')})`);
      }
    }
    if (hop.excluding) {
      const values = hop.excluding.values.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ');
      where.push(`NOT coalesce(${fieldOf('r', hop.excluding.field)} = ANY(ARRAY[${values}]::text[]), false)`);
    }
    ctes.push(`${name} AS MATERIALIZED (SELECT r.id, r.data FROM records r WHERE ${where.join(' AND ')})`);
  });
  return `${prefix}_${path.length - 1}`;
}

/** Relation paths to evaluate for `viewer`: collections read only through owner/relation. */
export function relationsOf(viewer: Viewer): Map<string, readonly RelationScope[]> {
  const out = new Map<string, readonly RelationScope[]>();
  for (const resource of RESOURCES) {
    const filter = readFilter(resource, viewer);
    if (filter && !('all' in filter) && filter.via) out.set(resource.key, filter.via);
  }
  return out;
}

/** What a collection's projected rows keep (relations.ts `fields`): every field of its projecting relations. */
export interface Projection {
  /** Sorted ids reached only through relations with `fields` (rows reached whole are not here). */
  ids: readonly string[];
  /** Sorted union of the projecting relations' fields. */
  fields: readonly string[];
}

export interface RelationSets {
  /** Sorted ids per relation-scoped collection (absent: none reachable). */
  ids: ReadonlyMap<string, readonly string[]>;
  /** Per collection with projecting relations: the rows that go out projected, and their fields. */
  projections: ReadonlyMap<string, Projection>;
}

/** Union of the `fields` of the projecting relations of each collection (none: whole rows only). */
function projectedFields(relations: ReadonlyMap<string, readonly RelationScope[]>): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const [key, paths] of relations) {
    const fields = new Set(paths.flatMap((p) => p.fields ?? []).map(safe));
    if (fields.size > 0) out.set(key, [...fields].sort());
  }
  return out;
}

/** The reachable ids of every relation-scoped collection of `viewer`, in one statement. */
export async function reachable(db: Db, tenantId: string, viewer: Viewer, relations = relationsOf(viewer)): Promise<RelationSets> {
  if (relations.size === 0) return { ids: new Map(), projections: new Map() };
  const ctes: string[] = [];
  const finals: string[] = [];
  let n = 0;
  for (const [key, paths] of relations) {
    for (const path of paths) {
      const last = chain(path.via, `c${n++}`, ctes);
      finals.push(`SELECT '${safe(key)}' AS collection, id, ${path.fields ? 'true' : 'false'} AS projected FROM ${last}`);
    }
  }
  // A row is projected only when EVERY relation that reaches it projects (bool_and): one relation
  // that reaches it whole is enough to send it whole.
  const rows = await db.query<{ collection: string; ids: string[]; projected: string[] | null }>(
    `WITH ${ctes.join(',\n')}
     SELECT collection, array_agg(id) AS ids, array_agg(id) FILTER (WHERE projected) AS projected
       FROM (SELECT collection, id::text AS id, bool_and(projected) AS projected FROM (${finals.join('\nUNION ALL\n')}) u GROUP BY collection, id) r
      GROUP BY collection`,
    [tenantId, viewer.id],
  );
  const fields = projectedFields(relations);
  const projections = new Map<string, Projection>();
  for (const r of rows) {
    const f = fields.get(r.collection);
    if (f && r.projected?.length) projections.set(r.collection, { ids: [...r.projected].sort(), fields: f });
  }
  return { ids: new Map(rows.map((r) => [r.collection, [...r.ids].sort()])), projections };
}

/**
 * What the bookkeeping stores for a set: its sha-256 (an empty set has one too). With a projection,
 * which rows go out projected and with which fields are part of it: a row that becomes reachable
 * whole (or the declared fields change) is a scope change, so the collection is reset and backfilled.
 */
export const digest = (ids: readonly string[], projection?: Projection): string => {
  const hash = createHash('sha256').update(ids.join(','));
  if (projection) hash.update(`|${projection.fields.join(',')}|${projection.ids.join(',')}`);
  return hash.digest('hex');
};
