// Outbox reads of the sync UI, per signed-in user: a user sees and acts on their own writes only
// (another user's queued writes on a shared device hold that user's data).
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry, TenantDb } from '../../data/tenant-db';
import { operationNames, type OperationNames } from './operation-label';

export const userPendingCount = (db: TenantDb, userId: string): Promise<number> =>
  db.outbox.where('[userId+status]').equals([userId, 'pending']).count();

export const userRejected = async (db: TenantDb, userId: string): Promise<OutboxEntry[]> =>
  (await db.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray()).sort((a, b) => a.id! - b.id!);

/** Live count of the user's writes not yet answered (undefined while loading or signed out). */
export function useUserPending(db: TenantDb | null, userId: string | null): number | undefined {
  return useLiveQuery(async () => (db && userId ? userPendingCount(db, userId) : undefined), [db, userId]);
}

/** Live list of the user's refused writes, oldest first, with whether each record exists locally. */
export function useUserRejected(db: TenantDb | null, userId: string | null): { entry: OutboxEntry; exists: boolean; names: OperationNames }[] | undefined {
  return useLiveQuery(async () => {
    if (!db || !userId) return [];
    const entries = await userRejected(db, userId);
    return Promise.all(entries.map(async (entry) => {
      const [collection] = entry.name.split('.');
      const id = typeof entry.args.id === 'string' ? entry.args.id : null;
      let exists = false;
      if (collection && id) {
        try {
          exists = (await db.rows(collection).get(id)) !== undefined;
        } catch {
          exists = false; // not a replicated collection (a named flow)
        }
      }
      // Named flows name their subjects through other rows (a check-in: the person and the meal).
      const names = await operationNames(db, entry.name, entry.args);
      return { entry, exists, names };
    }));
  }, [db, userId]);
}
