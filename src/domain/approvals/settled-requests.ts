// A request whose change is already settled closes itself, so a queue never offers
// a reviewer an approval that would bring back what was undone. After every write of a row whose
// resource the federation verifies (`verification`: profiles), each open request about it
// (pendente or devolvido) is closed when
// - the row already holds every value the request proposes: approving it would change nothing; or
// - it is the review of the row itself (entity-registration.ts: the `association_user` request a
//   manager's change opened) and the row is verified now: the federation's own write checked what
//   the row holds (it approved the content as it stands, or restored what it had verified, e.g. the
//   photo a manager swapped), and approving the stale review would write the unchecked change back
//   with the federation's stamp.
// Closed as `recusado` with a reason saying why (the model's terminal state for a request nobody
// approved; as openReview does for a superseded one), by the writer whose write settled it.
// Requests that propose no field of the row (a deletion request) are never touched. An approval
// settles its own request too (its apply writes the row); approvals.decide then stores it approved.
import type { ApprovalRow } from './approval-row';
import type { AnyResource } from '../resources/define';
import { REVIEWED_CONTENT, reviewKind } from '../documents/document-review';
import type { MutationContext, MutationTx, StoredRow } from '../mutators/types';
import { sameJson } from '../mutators/same-json';

export const ALREADY_APPLIED = 'Encerrada: o cadastro já tem os dados pedidos.';
export const ALREADY_VERIFIED = 'Encerrada: o cadastro foi conferido pela federação depois deste pedido.';

const open = (r: ApprovalRow): boolean => r.status === 'pendente' || r.status === 'devolvido';

/** Why `request` has nothing left to do on `row`, or null. */
function settled(resource: AnyResource, request: ApprovalRow, row: StoredRow): string | null {
  const v = resource.access.verification!;
  const reviewed = resource.key in REVIEWED_CONTENT ? resource.key as keyof typeof REVIEWED_CONTENT : null;
  if (reviewed && request.kind === reviewKind(reviewed, row)) return row[v.flag] === true ? ALREADY_VERIFIED : null;
  const keys = Object.keys(request.proposed ?? {}).filter((key) => key !== 'id');
  const own = keys.length > 0 && keys.every((key) => key in resource.schema.entries);
  return own && keys.every((key) => sameJson(row[key], request.proposed[key])) ? ALREADY_APPLIED : null;
}

export async function closeSettledRequests(tx: MutationTx, ctx: MutationContext, resource: AnyResource, row: StoredRow): Promise<void> {
  if (!resource.access.verification) return;
  for (const request of (await tx.query('approvals', 'subject_id', row.id)) as unknown as ApprovalRow[]) {
    if (request.subject_collection !== resource.key || !open(request)) continue;
    const reason = settled(resource, request, row);
    if (!reason) continue;
    await tx.put('approvals', {
      ...request, status: 'recusado', reviewed_by: ctx.userId, reviewed_at: ctx.now, reason,
      history: [...request.history, { status: 'recusado', by: ctx.userId, at: ctx.now, reason }],
    });
  }
}
