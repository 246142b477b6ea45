// The review of a person's document and of a PAR-Q: approve, refuse or return for correction, with
// a reason unless approving. Only a document "em análise" is decided (no approving an approved one,
// no skipped state); a person never reviews their own. The reviewer's permission follows the
// document's context (a team's: teamdocuments, an entity's: associationdocuments, else
// userdocuments; a PAR-Q: parqs). Approving a PAR-Q with a "sim" needs an approved, unexpired medical
// clearance of the person; an approved PAR-Q counts for 12 months.
import * as v from 'valibot';
import { holdsPermission, type Permission } from '../access';
import { dayOf, expiryState } from '../documents/expiry';
import { hasYes, parqExpiry } from '../documents/parq';
import type { Viewer } from '../resources/scope';
import { MutationError, type MutationContext, type MutationTx, type Mutator, type StoredRow } from './types';

export const DECISIONS = { aprovado: 'Aprovar', recusado: 'Recusar', devolvido: 'Devolver para correção' } as const;
export type Decision = keyof typeof DECISIONS;

export interface ReviewArgs {
  id: string;
  decision: Decision;
  reason?: string | null | undefined;
}

const reviewArgs = v.pipe(
  v.object({
    id: v.pipe(v.string('Identificador ausente.'), v.uuid('Identificador inválido.')),
    decision: v.picklist(['aprovado', 'recusado', 'devolvido'], 'Escolha aprovar, recusar ou devolver.'),
    reason: v.nullish(v.pipe(v.string('Motivo inválido.'), v.maxLength(500, 'O motivo deve ter no máximo 500 caracteres.'))),
  }, 'Informe a decisão.'),
  v.forward(v.check((a) => a.decision === 'aprovado' || (a.reason ?? '').trim().length > 0, 'Informe o motivo.'), ['reason']),
);

/** The permission that reviews a person's document, from its context. */
export function documentReviewPermission(row: Readonly<Record<string, unknown>>): Permission {
  if (row.team_id) return 'teamdocuments';
  if (row.association_id) return 'associationdocuments';
  return 'userdocuments';
}

async function pendingRow(tx: MutationTx, collection: string, id: string, what: string): Promise<StoredRow> {
  const row = await tx.get(collection, id);
  if (!row) throw new MutationError('not_found', `${what} não encontrado.`);
  if (row.status !== 'pendente') throw new MutationError('invalid', `${what} não está em análise: já foi decidido ou aguarda correção.`);
  return row;
}

function authorizeReviewer(viewer: Viewer, row: StoredRow, permissions: readonly Permission[], what: { this: string; own: string }): void {
  if (!permissions.some((p) => holdsPermission(viewer, p))) throw new MutationError('forbidden', `Você não tem permissão para analisar ${what.this}.`);
  if (row.user_id === viewer.id) throw new MutationError('forbidden', `Você não pode analisar ${what.own}.`);
}

const stamp = (ctx: MutationContext, args: ReviewArgs) => ({
  status: args.decision,
  reviewed_by: ctx.userId,
  reviewed_at: ctx.now,
  review_reason: args.decision === 'aprovado' ? (args.reason?.trim() || null) : args.reason!.trim(),
});

/** Applies a decision on a person's document (also what an approval of kind userdocument/teamdocument/associationdocument applies). */
export async function decideUserDocument(tx: MutationTx, ctx: MutationContext, args: ReviewArgs): Promise<void> {
  const row = await pendingRow(tx, 'userdocuments', args.id, 'Documento');
  await tx.put('userdocuments', { ...row, ...stamp(ctx, args) });
}

/** True when the person holds an approved medical clearance that has not expired on `today`. */
export async function hasMedicalClearance(tx: MutationTx, profileId: string, today: string): Promise<boolean> {
  for (const doc of await tx.query('userdocuments', 'profile_id', profileId)) {
    if (doc.status !== 'aprovado' || expiryState(doc.expires_on as string | null, today).state === 'vencido') continue;
    const type = await tx.get('documenttypes', String(doc.document_type_id));
    if (type?.medical_clearance === true) return true;
  }
  return false;
}

export const PARQ_NEEDS_CLEARANCE = 'Há resposta "sim" no PAR-Q: ele só pode ser aprovado depois de um atestado médico aprovado e dentro da validade.';

/** Applies a decision on a PAR-Q (also what an approval of kind parq applies). */
export async function decideParq(tx: MutationTx, ctx: MutationContext, args: ReviewArgs): Promise<void> {
  const row = await pendingRow(tx, 'parqs', args.id, 'PAR-Q');
  const today = dayOf(ctx.now);
  if (args.decision === 'aprovado' && hasYes(row) && !(await hasMedicalClearance(tx, String(row.profile_id), today))) {
    throw new MutationError('invalid', PARQ_NEEDS_CLEARANCE);
  }
  const approved = args.decision === 'aprovado' ? { approved_on: today, expires_on: parqExpiry(today) } : { approved_on: null, expires_on: null };
  await tx.put('parqs', { ...row, ...stamp(ctx, args), ...approved });
}

export const documentReviewMutator: Mutator<ReviewArgs> = {
  name: 'userdocuments.review',
  args: reviewArgs,
  async authorize(tx, viewer, args) {
    const row = await tx.get('userdocuments', args.id);
    if (!row) throw new MutationError('not_found', 'Documento não encontrado.');
    // The back office (userdocuments) reviews every context; a team's or entity's handler, theirs.
    authorizeReviewer(viewer, row, ['userdocuments', documentReviewPermission(row)], { this: 'este documento', own: 'o seu próprio documento' });
  },
  run: decideUserDocument,
};

export const parqReviewMutator: Mutator<ReviewArgs> = {
  name: 'parqs.review',
  args: reviewArgs,
  async authorize(tx, viewer, args) {
    const row = await tx.get('parqs', args.id);
    if (!row) throw new MutationError('not_found', 'PAR-Q não encontrado.');
    authorizeReviewer(viewer, row, ['parqs'], { this: 'este PAR-Q', own: 'o seu próprio PAR-Q' });
  },
  run: decideParq,
};

export const DOCUMENT_MUTATORS = [documentReviewMutator, parqReviewMutator] as const;
