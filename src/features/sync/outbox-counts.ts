// The counts the sync indicator shows on every signed-in screen, apart from queries.ts: naming the
// writes (operation-label.ts) needs the resource registry, which a screen that only reads starts
// without.
import { useReplica } from '../../data/replica';
import { userPendingCount, userRejectedCount } from '../../data/outbox-reads';
import type { TenantDb } from '../../data/tenant-db';

/** Live count of the user's writes not yet answered (undefined while loading or signed out). */
export function useUserPending(db: TenantDb | null, userId: string | null): number | undefined {
  return useReplica(async () => (db && userId ? userPendingCount(db, userId) : undefined), [db, userId]);
}

/** Live count of the user's refused writes (0 while loading or signed out). */
export function useUserRejectedCount(db: TenantDb | null, userId: string | null): number {
  return useReplica(async () => (db && userId ? userRejectedCount(db, userId) : 0), [db, userId]) ?? 0;
}
