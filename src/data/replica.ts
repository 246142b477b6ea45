// The screens' one live query over the local replica. `read` gets the tenant's database, whose
// tables are typed by the registry (`db.rows('profiles')` holds `Row<'profiles'>` rows), and runs
// again on every change to what it read, from this tab, the sync worker or another tab. The answer
// is undefined while loading (and when no tenant is open), as every screen expects. Screens import
// no Dexie: the few key-range bounds they need are here too.
import { Dexie, liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOptionalTenantData } from './db-context';
import type { TenantDb } from './tenant-db';

export function useReplica<T>(read: (db: TenantDb) => Promise<T> | T, deps: readonly unknown[]): T | undefined {
  const db = useOptionalTenantData()?.db ?? null;
  return useLiveQuery(() => (db ? read(db) : undefined), [db, ...deps]);
}

/**
 * The same live read outside React (a scanner's in-memory copy, a notice per refused write): an
 * observable whose subscribers get each answer.
 */
export function watchReplica<T>(read: () => Promise<T> | T) {
  return liveQuery(read);
}

/** Below and above every key: the open ends of a range on a compound index (`[meal_id+at]`). */
export const MIN_KEY = Dexie.minKey;
export const MAX_KEY = Dexie.maxKey;

export type { ReplicaRow, TenantDb } from './tenant-db';
