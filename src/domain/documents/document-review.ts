// A person's document and a PAR-Q are reviewed through the approval model (src/domain/approvals,
// kinds in approvals/document-kinds.ts). Saving one that needs review opens (or reopens) its request
// here, from the put rule, with an id derived from the subject and the content under review: the
// device and the server derive the same request, a replay writes the same row, and a request made
// for content since changed can no longer decide the document. Deciding a request records the
// decision on the subject too (status, reviewer, reason): approving a PAR-Q with a "sim" needs an
// approved, unexpired medical clearance of the person, and an approved PAR-Q counts for 12 months.
// Nobody decides their own document or PAR-Q.
import type { ApprovalRow } from '../approvals/approval-row';
import { dayOf, expiryState } from './expiry';
import { hasYes, PARQ_ANSWER_KEYS, parqExpiry } from './parq';
import { derivedId } from '../uuid';
import { documentsOfProfile } from './profile-documents';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';

export type Decision = 'aprovado' | 'recusado' | 'devolvido';

/** The content a reviewer judges, per subject collection: changing any of it asks for a new review. */
export const REVIEWED_CONTENT: Readonly<Record<'userdocuments' | 'parqs' | 'profiles', readonly string[]>> = {
  userdocuments: ['document_type_id', 'number', 'issued_on', 'file'],
  parqs: [...PARQ_ANSWER_KEYS, 'respondent', 'guardian_name', 'guardian_cpf'],
  // A person registered or changed by their entity's manager (entity-registration.ts): what the
  // federation checks before the profile is verified.
  profiles: ['name', 'social_name', 'cpf', 'birthdate', 'gender', 'association_id', 'photo_url'],
};

/** The approval kind reviewing a row of `collection`. */
export const reviewKind = (collection: keyof typeof REVIEWED_CONTENT, row: Readonly<Record<string, unknown>>): string =>
  collection === 'parqs' ? 'parq' : collection === 'profiles' ? 'association_user' : documentKind(row);

/** The approval kind of a person's document, from where it was sent (each has its reviewer's permission). */
export function documentKind(row: Readonly<Record<string, unknown>>): 'userdocument' | 'teamdocument' | 'associationdocument' {
  if (row.team_id) return 'teamdocument';
  if (row.association_id) return 'associationdocument';
  return 'userdocument';
}

export const reviewedContent = (collection: keyof typeof REVIEWED_CONTENT, row: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(REVIEWED_CONTENT[collection].map((key) => [key, row[key] ?? null]));

/** The request's id: derived from the kind, the subject and the content under review. */
export const reviewRequestId = (kind: string, subjectId: string, content: Readonly<Record<string, unknown>>): string =>
  derivedId('approvals', kind, subjectId, JSON.stringify(content));

/** The request that reviews `row` as it stands now. */
export function currentRequestId(collection: keyof typeof REVIEWED_CONTENT, row: Readonly<Record<string, unknown>> & { id: string }): string {
  return reviewRequestId(reviewKind(collection, row), row.id, reviewedContent(collection, row));
}

/**
 * The request reviewing `row` (pending), continuing the history of `existing` (the same content sent
 * again after a return or a refusal). Also what the demo seed writes.
 */
export function reviewRequest(collection: keyof typeof REVIEWED_CONTENT, row: StoredRow, by: string, at: string, existing?: ApprovalRow): ApprovalRow {
  const kind = reviewKind(collection, row);
  const proposed = reviewedContent(collection, row);
  return {
    id: reviewRequestId(kind, row.id, proposed), kind, subject_collection: collection, subject_id: row.id, proposed, before: null,
    requested_by: by, requested_at: at, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
    history: [...(existing?.history ?? []), { status: 'pendente', by, at }],
  };
}

export const SUPERSEDED = 'Substituída por um novo envio.';

/**
 * Opens the review of `row`, or reopens it (a request already pending stays as it is). The subject's
 * other open requests, made for content it no longer holds, are closed as superseded: none could
 * decide it any more, and a queue must not keep them.
 */
export async function openReview(tx: MutationTx, ctx: MutationContext, collection: keyof typeof REVIEWED_CONTENT, row: StoredRow): Promise<void> {
  const id = currentRequestId(collection, row);
  for (const other of (await tx.query('approvals', 'subject_id', row.id)) as unknown as ApprovalRow[]) {
    if (other.id === id || (other.status !== 'pendente' && other.status !== 'devolvido')) continue;
    const closed: ApprovalRow = {
      ...other, status: 'recusado', reviewed_by: ctx.userId, reviewed_at: ctx.now, reason: SUPERSEDED,
      history: [...other.history, { status: 'recusado', by: ctx.userId, at: ctx.now, reason: SUPERSEDED }],
    };
    await tx.put('approvals', closed);
  }
  const existing = (await tx.get('approvals', id)) as ApprovalRow | undefined;
  if (existing?.status === 'pendente') return;
  await tx.put('approvals', reviewRequest(collection, row, ctx.userId, ctx.now, existing));
}

/** The subject under review, refusing a decision it can no longer take. */
async function subjectUnderReview(tx: MutationTx, ctx: MutationContext, request: ApprovalRow, collection: keyof typeof REVIEWED_CONTENT, what: { subject: string; own: string }): Promise<StoredRow> {
  const row = request.subject_id ? await tx.get(collection, request.subject_id) : undefined;
  if (!row) throw new MutationError('not_found', 'O registro desta solicitação não existe mais (foi excluído).');
  if (row.user_id === ctx.userId) throw new MutationError('forbidden', `Você não pode analisar ${what.own}.`);
  if (row.status !== 'pendente' || currentRequestId(collection, row) !== request.id) {
    throw new MutationError('state', `${what.subject} mudou depois desta solicitação: analise a solicitação mais recente.`);
  }
  return row;
}

const stamp = (ctx: MutationContext, decision: Decision, reason: string | null) => ({
  status: decision, reviewed_by: ctx.userId, reviewed_at: ctx.now, review_reason: reason?.trim() || null,
});

/** Records a decision on a person's document (approval kinds userdocument, teamdocument, associationdocument). */
export async function decideUserDocument(tx: MutationTx, ctx: MutationContext, request: ApprovalRow, decision: Decision, reason: string | null): Promise<void> {
  const row = await subjectUnderReview(tx, ctx, request, 'userdocuments', { subject: 'O documento', own: 'o seu próprio documento' });
  await tx.put('userdocuments', { ...row, ...stamp(ctx, decision, reason) });
}

/** True when the person holds an approved medical clearance that has not expired on `today`. */
export async function hasMedicalClearance(tx: MutationTx, profileId: string, today: string): Promise<boolean> {
  for (const doc of await documentsOfProfile(tx, profileId)) {
    if (doc.status !== 'aprovado' || expiryState(doc.expires_on as string | null, today).state === 'vencido') continue;
    const type = await tx.get('documenttypes', String(doc.document_type_id));
    if (type?.medical_clearance === true) return true;
  }
  return false;
}

export const PARQ_NEEDS_CLEARANCE = 'Há resposta "sim" no PAR-Q: ele só pode ser aprovado depois de um atestado médico aprovado e dentro da validade.';

/** Records a decision on a PAR-Q (approval kind parq). */
export async function decideParq(tx: MutationTx, ctx: MutationContext, request: ApprovalRow, decision: Decision, reason: string | null): Promise<void> {
  const row = await subjectUnderReview(tx, ctx, request, 'parqs', { subject: 'O PAR-Q', own: 'o seu próprio PAR-Q' });
  const today = dayOf(ctx.now);
  if (decision === 'aprovado' && hasYes(row) && !(await hasMedicalClearance(tx, String(row.profile_id), today))) {
    throw new MutationError('invalid', PARQ_NEEDS_CLEARANCE);
  }
  const approved = decision === 'aprovado' ? { approved_on: today, expires_on: parqExpiry(today) } : { approved_on: null, expires_on: null };
  await tx.put('parqs', { ...row, ...stamp(ctx, decision, reason), ...approved });
}
