// What screens read of the outbox (the indicator's count, the panel's lists, the refusal toast): apart from
// outbox.ts, whose replay needs the write path, so a read-only screen starts without it.
import type { OutboxEntry, TenantDb } from './tenant-db';

/** Writes not yet answered by the server (what the indicator shows). */
export const pendingCount = (db: TenantDb): Promise<number> => db.outbox.where('status').equals('pending').count();

/** Writes the server refused, oldest first, for the sync panel. */
export const rejectedEntries = (db: TenantDb): Promise<OutboxEntry[]> => db.outbox.where('status').equals('rejected').sortBy('id');

/** A user's writes not yet answered (a user sees and acts on their own writes only). */
export const userPendingCount = (db: TenantDb, userId: string): Promise<number> =>
  db.outbox.where('[userId+status]').equals([userId, 'pending']).count();

/** How many of a user's writes the server refused (the indicator's count: no rows read). */
export const userRejectedCount = (db: TenantDb, userId: string): Promise<number> =>
  db.outbox.where('[userId+status]').equals([userId, 'rejected']).count();

/** A user's refused writes, oldest first. */
export const userRejected = async (db: TenantDb, userId: string): Promise<OutboxEntry[]> =>
  (await db.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray()).sort((a, b) => a.id! - b.id!);

/** A user's writes not yet answered, in the order they will be sent, at most `limit`. */
export const userPendingEntries = (db: TenantDb, userId: string, limit: number): Promise<OutboxEntry[]> =>
  db.outbox.where('[userId+status]').equals([userId, 'pending']).limit(limit).sortBy('id');
