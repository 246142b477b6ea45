// The plan of a scope change (pull.ts, "Scope changes"): what a client's replica holds at its cursor,
// the plan in progress stored with it (sync_clients.scope, sync_clients.plan), and what a pull
// decides from them. Pure: no database.
import { parseScope, sameScope, scopeChange, type ScopeChange, type ScopeMap } from './replication-scope';

export interface Plan {
  /** The scope the plan delivers. */
  scope: ScopeMap;
  reset: string[];
  backfill: string[];
  /** The counter when the plan was made; values h+1 … h+K are reserved for its pages. */
  h: number;
  /** K + 1 versions: page j holds versions in (bounds[j], bounds[j+1]]. */
  bounds: number[];
}

export const planEnd = (plan: Plan): number => plan.h + plan.bounds.length - 1;

export function parsePlan(value: unknown): Plan | null {
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

export interface ClientRow {
  tenant_id: string;
  user_id: string;
  scope: unknown;
  plan: unknown;
  updated_at: Date;
}

export interface Decision {
  /** What the replica holds (confirmed). */
  held: ScopeMap;
  /** The plan in progress after this pull's bookkeeping. */
  plan: Plan | null;
  /** Store held/plan (a plan finished, a fresh replica, a first pull). */
  write: boolean;
  /** A new plan is needed. */
  change: ScopeChange | null;
}

export function decide(row: ClientRow, now: ScopeMap, cursor: number): Decision {
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
