// Reads of the join flow over the local replica: an entity's invitation code and
// the requests to join it (its managers replicate both), and the person's own requests.
import { JOIN_KIND } from '../../domain/approvals/join-kinds';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import type { TenantDb } from '../../data/tenant-db';

export async function readToken(db: TenantDb, associationId: string): Promise<{ id: string; code: string; rotated_at?: string | null } | null> {
  const [row] = await db.rows('associationtokens').where('association_id').equals(associationId).toArray();
  return row ?? null;
}

/** The requests to join one entity, pending first, newest first within each state. */
export async function readJoinRequests(db: TenantDb, associationId: string): Promise<ApprovalRow[]> {
  const rows: ApprovalRow[] = await db.rows('approvals').where('subject_id').equals(associationId).toArray();
  return rows
    .filter((r) => r.kind === JOIN_KIND)
    .sort((a, b) => Number(b.status === 'pendente') - Number(a.status === 'pendente') || b.requested_at.localeCompare(a.requested_at));
}

/** The signed-in person's own requests to join an entity, newest first. */
export async function readMyJoinRequests(db: TenantDb, userId: string): Promise<ApprovalRow[]> {
  const rows: ApprovalRow[] = await db.rows('approvals').where('requested_by').equals(userId).toArray();
  return rows.filter((r) => r.kind === JOIN_KIND).sort((a, b) => b.requested_at.localeCompare(a.requested_at));
}
