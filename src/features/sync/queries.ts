// Outbox reads of the sync UI, per signed-in user: a user sees and acts on their own writes only
// (another user's queued writes on a shared device hold that user's data).
import { useReplica } from '../../data/replica';
import type { OutboxEntry, TenantDb } from '../../data/tenant-db';
import { userPendingEntries, userRejected } from '../../data/outbox-reads';
import { operationNames, type OperationNames } from './operation-label';

/** An outbox entry with what the panel needs to name it. */
export interface DescribedEntry {
  entry: OutboxEntry;
  /** The record it writes is in the replica (a put is then an edition). */
  exists: boolean;
  names: OperationNames;
}

function describeEntries(db: TenantDb, entries: OutboxEntry[]): Promise<DescribedEntry[]> {
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
}

/** Live list of the user's refused writes, oldest first, with whether each record exists locally. */
export function useUserRejected(db: TenantDb | null, userId: string | null): DescribedEntry[] | undefined {
  return useReplica(async () => (db && userId ? describeEntries(db, await userRejected(db, userId)) : []), [db, userId]);
}

/**
 * Live list of the user's pending writes, oldest first, the first `limit` only (a gate phone may
 * hold hundreds of offline check-ins: the count says how many, the list shows the next to go).
 */
export function useUserPendingEntries(db: TenantDb | null, userId: string | null, limit: number): DescribedEntry[] | undefined {
  return useReplica(async () => (db && userId ? describeEntries(db, await userPendingEntries(db, userId, limit)) : []), [db, userId, limit]);
}
