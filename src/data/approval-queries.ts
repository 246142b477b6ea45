// Reads of the approval model for the screens: every one a live query over the local replica, so
// queues, counts and a person's requests draw offline and follow each sync.
import { useReplica } from './replica';
import type { ApprovalRow } from '../domain/approvals/approval-row';
import { useTenantData } from './db-context';
import type { TenantDb } from './tenant-db';

const rows = (db: TenantDb) => db.rows('approvals');

/** Pending requests of these kinds, oldest first (a queue is worked from the front). */
export async function pendingOf(db: TenantDb, kinds: readonly string[]): Promise<ApprovalRow[]> {
  const all = await Promise.all(kinds.map((kind) => rows(db).where('[kind+status]').equals([kind, 'pendente']).toArray()));
  return all.flat().sort((a, b) => a.requested_at.localeCompare(b.requested_at) || a.id.localeCompare(b.id));
}

export function usePending(kinds: readonly string[]): ApprovalRow[] | undefined {
  const { db } = useTenantData();
  const key = kinds.join(',');
  return useReplica(() => pendingOf(db, kinds), [db, key]);
}

/** How many requests of these kinds wait (the menu's badge). */
export function usePendingCount(kinds: readonly string[]): number | undefined {
  const { db } = useTenantData();
  const key = kinds.join(',');
  return useReplica(
    async () => (await Promise.all(kinds.map((kind) => rows(db).where('[kind+status]').equals([kind, 'pendente']).count()))).reduce((a, b) => a + b, 0),
    [db, key],
  );
}

/**
 * The signed-in person's own requests, newest first, optionally of some kinds only, and about one
 * subject only (a manager's requests for one of their people).
 */
export function useMyRequests(kinds?: readonly string[], subjectId?: string): ApprovalRow[] | undefined {
  const { db, userId } = useTenantData();
  const key = kinds?.join(',') ?? '';
  return useReplica(async () => {
    if (!userId) return [];
    const mine: ApprovalRow[] = await rows(db).where('requested_by').equals(userId).toArray();
    return mine
      .filter((r) => (!kinds || kinds.includes(r.kind)) && (!subjectId || r.subject_id === subjectId))
      .sort((a, b) => b.requested_at.localeCompare(a.requested_at));
  }, [db, userId, key, subjectId]);
}

/**
 * The requests of a kind about one row (an entity's shield), newest first: whatever of them the
 * device holds — its own, and those its relation scopes replicate (the entity's other managers').
 */
export function useSubjectRequests(kind: string, subjectId: string | undefined): ApprovalRow[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    if (!subjectId) return [];
    const about: ApprovalRow[] = await rows(db).where('subject_id').equals(subjectId).toArray();
    return about.filter((r) => r.kind === kind).sort((a, b) => b.requested_at.localeCompare(a.requested_at));
  }, [db, kind, subjectId]);
}

/** One request by id (the claim's own page). */
export function useRequest(id: string | undefined): ApprovalRow | null | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (id ? ((await rows(db).get(id)) ?? null) : null), [db, id]);
}
