// What a user replicates, per collection, as data the server can store and compare: 'all' rows,
// only the user's 'owner' rows, or nothing (absent). Derived from the resource registry's scopes
// (src/domain/resources/scope.ts readFilter), so pull and the client's idea of scope never diverge.
import { RESOURCE_KEYS, RESOURCES } from '../../src/domain/resources/index';
import { readFilter, type Viewer } from '../../src/domain/resources/scope';

export type Access = 'all' | 'owner';
export type ScopeMap = Readonly<Partial<Record<string, Access>>>;

/** What `viewer` may pull now, collection by collection. */
export function scopeOf(viewer: Viewer): ScopeMap {
  const out: Partial<Record<string, Access>> = {};
  for (const resource of RESOURCES) {
    const filter = readFilter(resource, viewer);
    if (filter) out[resource.key] = 'all' in filter ? 'all' : 'owner';
  }
  return out;
}

const rank = (access: Access | undefined): number => (access === 'all' ? 2 : access === 'owner' ? 1 : 0);

export const sameScope = (a: ScopeMap, b: ScopeMap): boolean => RESOURCE_KEYS.every((k) => a[k] === b[k]);

export interface ScopeChange {
  /** Collections the client must empty: it may hold rows it can no longer see. */
  reset: string[];
  /** Collections whose visible rows must be sent again in full (newly visible, or emptied by the reset). */
  backfill: string[];
}

/**
 * From what the replica may hold (`held`: one scope, or two while an earlier change is half
 * delivered) to `now`. A collection is reset when some held scope saw more than `now` does, and
 * backfilled when it is visible now and any held scope differs.
 */
export function scopeChange(now: ScopeMap, held: readonly ScopeMap[]): ScopeChange {
  const reset: string[] = [];
  const backfill: string[] = [];
  for (const key of RESOURCE_KEYS) {
    if (held.every((h) => h[key] === now[key])) continue;
    if (held.some((h) => rank(h[key]) > rank(now[key]))) reset.push(key);
    if (now[key]) backfill.push(key);
  }
  return { reset, backfill };
}

/** A stored scope (jsonb), or null when absent or not one (then treated as unknown). */
export function parseScope(value: unknown): ScopeMap | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Partial<Record<string, Access>> = {};
  for (const [key, access] of Object.entries(value)) {
    if (access !== 'all' && access !== 'owner') return null;
    out[key] = access;
  }
  return out;
}
