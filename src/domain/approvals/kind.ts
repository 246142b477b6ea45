// What one approval flow declares. A kind is data plus one server-side step,
// `apply`, run inside the same transaction as the approval (the mutator `approvals.decide`), so an
// approved request and its effect are stored together or not at all.
import type * as v from 'valibot';
import type { Permission } from '../access';
import type { Viewer } from '../resources/scope';
import type { MutationContext, MutationTx, StoredRow } from '../mutators/types';
import type { ApprovalRow } from './approval-row';

export interface ApprovalKind {
  /** Stable key stored in `approvals.kind`, e.g. `profile_picture`. */
  key: string;
  /** pt-BR label, as queues and the person's list show it. */
  label: string;
  /** The permission of the reviewer (spec §6): who sees the queue and decides. */
  permission: Permission;
  /**
   * Reviewers by relation rather than by permission: also allowed to decide when this says so (the
   * managers of the entity a person asks to join). Those reviewers must replicate the request too
   * (a relation scope of `approvals`). Absent: only holders of `permission` decide.
   */
  mayReview?(tx: MutationTx, viewer: Viewer, request: ApprovalRow): Promise<boolean>;
  /** The collection the request changes (or creates a row in). */
  subject: string;
  /**
   * `update`: `subject_id` names an existing row and `proposed` holds only `fields`;
   * `create`: no `subject_id` is sent, `proposed` is the whole new row (its `id` names it).
   */
  mode: 'update' | 'create';
  /** The fields `proposed` may hold (besides a creation's `id`); the queue shows them side by side. */
  fields: readonly string[];
  /** A creation's values for the subject's fields the requester does not choose (an entity is `active`). */
  defaults?: Readonly<Record<string, unknown>>;
  /**
   * The schema of `proposed` when it is not made of the subject's own fields (a claim's
   * justification). Absent: each proposed field is checked by the subject's schema, and the
   * proposed row by the subject's rules (references, uniqueness) when the request is made.
   */
  proposedSchema?: v.GenericSchema<unknown, Record<string, unknown>>;
  /**
   * Who may ask, given the subject row as stored (undefined for a creation). Throws a
   * MutationError('forbidden') with a pt-BR reason. Runs on the server with the whole tenant.
   */
  mayRequest(tx: MutationTx, viewer: Viewer, subject: StoredRow | undefined, proposed: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * The entity a request is filed through (a register request names the person's entity): stored
   * as the request's `association_id`, so the entity's managers replicate and follow it
   * (relations.ts managedRows('approvals')). Absent: no entity.
   */
  entityOf?(proposed: Readonly<Record<string, unknown>>): string | null;
  /** pt-BR labels of proposed fields that are not the subject's (a person's name on a register request). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Proposed fields the reviewer need not read (a login id its profile implies): left out of the side-by-side view. */
  hiddenFields?: readonly string[];
  /**
   * Applies an approved request (server and device alike; the server's run is authoritative). The
   * reviewer is `ctx.viewer` when known. Throws a MutationError when the change cannot be applied
   * any more (the CPF is now someone else's): the approval is then refused and nothing changes.
   */
  apply(tx: MutationTx, ctx: MutationContext, request: ApprovalRow): Promise<void>;
  /**
   * For kinds whose subject keeps its own review state (a person's document, a PAR-Q): records a
   * refusal or a return on the subject too, in the same transaction. Absent: nothing to record.
   */
  settle?(tx: MutationTx, ctx: MutationContext, request: ApprovalRow, decision: 'recusado' | 'devolvido', reason: string): Promise<void>;
  /** The queue's route (spec §4), where the reviewer decides. */
  queue: string;
}
