import type { ApprovalStatus } from '../resources/approvals';

/** An `approvals` row as the mutators and screens read it. */
export interface ApprovalRow {
  id: string;
  kind: string;
  subject_collection: string;
  subject_id?: string | null;
  proposed: Record<string, unknown>;
  before?: Record<string, unknown> | null;
  requested_by: string;
  requested_at: string;
  status: ApprovalStatus;
  reviewed_by?: string | null;
  reviewed_at?: string | null;
  reason?: string | null;
  history: { status: ApprovalStatus; by: string; at: string; reason?: string | null }[];
  [key: string]: unknown;
}
