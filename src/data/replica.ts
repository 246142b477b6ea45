// The screens' one live query over the local replica (and the device's other stores, such as the
// public pages' copy). `read` runs again on every change to what it read, from this tab, the sync
// worker or another tab; the answer is undefined while loading, as every screen expects. The
// replica's tables are typed by the registry (`db.rows('profiles')` holds `Row<'profiles'>` rows).
// Screens import no Dexie: the few key-range bounds they need are here too.
import { Dexie, liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';

export function useReplica<T>(read: () => Promise<T> | T, deps: readonly unknown[]): T | undefined {
  return useLiveQuery(read, [...deps]);
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
