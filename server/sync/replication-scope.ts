// What a user replicates, per collection, as data the server can store and compare: 'all' rows,
// only the user's 'owner' rows, the rows a relation reaches (`rel:<digest>` of their ids), the union
// of both (`owner+rel:<digest>`), or nothing (absent). Derived from the resource registry's scopes
// (src/domain/resources/scope.ts readFilter), so pull and the client's idea of scope never diverge;
// relation sets are evaluated in the database (relation-scope.ts).
import { RESOURCE_KEYS, RESOURCES } from '../../src/domain/resources/index';
import { readFilter, type Viewer } from '../../src/domain/resources/scope';
import type { Db } from '../db/db';
import { digest, reachable, relationsOf, type Projection } from './relation-scope';

export type Access = 'all' | 'owner' | `rel:${string}` | `owner+rel:${string}`;
export type ScopeMap = Readonly<Partial<Record<string, Access>>>;

/** A scope with the relation sets its digests were made of (the pages filter with exactly these). */
export interface ResolvedScope {
  map: ScopeMap;
  /** Reachable ids per relation-scoped collection. */
  ids: ReadonlyMap<string, readonly string[]>;
  /** Per collection, the reachable rows that go out projected (relation-scope.ts). */
  projections: ReadonlyMap<string, Projection>;
}

/** What `viewer` may pull now, collection by collection (one statement when relations apply). */
export async function resolveScope(db: Db, tenantId: string, viewer: Viewer): Promise<ResolvedScope> {
  const relations = relationsOf(viewer);
  const sets = await reachable(db, tenantId, viewer, relations);
  const out: Partial<Record<string, Access>> = {};
  const ids = new Map<string, readonly string[]>();
  for (const resource of RESOURCES) {
    const filter = readFilter(resource, viewer);
    if (!filter) continue;
    if ('all' in filter) {
      out[resource.key] = 'all';
      continue;
    }
    if (!filter.via) {
      out[resource.key] = 'owner';
      continue;
    }
    const reached = sets.ids.get(resource.key) ?? [];
    ids.set(resource.key, reached);
    out[resource.key] = `${filter.ownerField ? 'owner+' : ''}rel:${digest(reached, sets.projections.get(resource.key))}`;
  }
  return { map: out, ids, projections: sets.projections };
}

const hasOwner = (access: Access | undefined): boolean => access === 'owner' || (access?.startsWith('owner+') ?? false);

/** Everything a replica under `held` may hold is still visible under `now`. */
function covered(held: Access | undefined, now: Access | undefined): boolean {
  if (held === undefined || held === now || now === 'all') return true;
  return held === 'owner' && hasOwner(now);
}

export const sameScope = (a: ScopeMap, b: ScopeMap): boolean => RESOURCE_KEYS.every((k) => a[k] === b[k]);

export interface ScopeChange {
  /** Collections the client must empty: it may hold rows it can no longer see. */
  reset: string[];
  /** Collections whose visible rows must be sent again in full (newly visible, or emptied by the reset). */
  backfill: string[];
}

/**
 * From what the replica may hold (`held`: one scope, or two while an earlier change is half
 * delivered) to `now`. A collection is reset when some held scope may have shown a row `now` does
 * not (fewer permissions; a relation set that changed in any way: a digest tells no subset), and
 * backfilled when it is visible now and any held scope differs.
 */
export function scopeChange(now: ScopeMap, held: readonly ScopeMap[]): ScopeChange {
  const reset: string[] = [];
  const backfill: string[] = [];
  for (const key of RESOURCE_KEYS) {
    if (held.every((h) => h[key] === now[key])) continue;
    if (held.some((h) => !covered(h[key], now[key]))) reset.push(key);
    if (now[key]) backfill.push(key);
  }
  return { reset, backfill };
}

const ACCESS = /^(all|owner|(owner\+)?rel:[0-9a-f]{64})$/;

/** A stored scope (jsonb), or null when absent or not one (then treated as unknown). */
export function parseScope(value: unknown): ScopeMap | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Partial<Record<string, Access>> = {};
  for (const [key, access] of Object.entries(value)) {
    if (typeof access !== 'string' || !ACCESS.test(access)) return null;
    out[key] = access as Access;
  }
  return out;
}
