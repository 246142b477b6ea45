// How most kinds apply an approved request: through the subject's own generic put, run as the
// reviewer, so the change passes exactly the checks a back-office edit passes (schema, references,
// uniqueness) and gets the same effects (the verification stamp, card revocation on an identity change).
import { findResource } from '../resources/index';
import { putMutator } from '../mutators/generic';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';
import { parseArgs } from '../mutators/parse';
import type { ApprovalRow } from './approval-row';

export const subjectGone = (): MutationError =>
  new MutationError('not_found', 'O registro desta solicitação não existe mais (foi excluído).');

/** The stored subject with the proposed fields over it (or the proposed row, for a creation). */
export async function proposedRow(tx: MutationTx, request: Pick<ApprovalRow, 'subject_collection' | 'subject_id' | 'proposed'>): Promise<StoredRow> {
  if (!request.subject_id) return request.proposed as StoredRow;
  const subject = await tx.get(request.subject_collection, request.subject_id);
  if (!subject) throw subjectGone();
  return { ...subject, ...request.proposed, id: subject.id };
}

/** Writes the proposed row through the subject's `<collection>.put`, validated by its schema. */
export async function applyThroughPut(tx: MutationTx, ctx: MutationContext, request: ApprovalRow): Promise<void> {
  const resource = findResource(request.subject_collection);
  if (!resource) throw new MutationError('invalid', 'Tipo de registro desconhecido.');
  const mutator = putMutator(resource);
  const row = parseArgs(mutator, await proposedRow(tx, request)) as StoredRow;
  await mutator.run(tx, ctx, row);
}
