// The named mutators of the approval model, shared by the device (optimistic) and
// the server (authoritative):
//   approvals.request  {id, kind, subject_id?, proposed}            a person asks
//   approvals.decide   {id, decision, reason?}                      a reviewer decides a pending request
//   approvals.resubmit {id, proposed}                               the person corrects a returned one
// The state machine: pendente → aprovado | recusado | devolvido; devolvido → pendente (resubmit);
// aprovado and recusado are final. The status, the reviewer, the times and the history are written
// from the context (on the server: its clock and the signed-in user), never from the args. An
// approval applies the change through the kind's `apply` in the same transaction.
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { findKind, type ApprovalKind } from './kinds';
import { proposedRow } from './apply';
import type { ApprovalRow } from './approval-row';
import type { AnyResource } from '../resources/define';
import { findResource } from '../resources/index';
import { proposedSchema } from '../resources/approvals';
import { id, optionalText } from '../resources/schema-kit';
import { offersModule, type Viewer } from '../resources/scope';
import { putMutator } from '../mutators/generic';
import { checkReferences, checkUnique } from '../mutators/integrity';
import { parseArgs } from '../mutators/parse';
import { MutationError, type MutationContext, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';

const requestArgs = v.object({
  id: id(),
  kind: v.pipe(v.string('Informe o tipo de solicitação.'), v.maxLength(60, 'Tipo de solicitação inválido.')),
  subject_id: v.nullish(v.pipe(v.string('Registro inválido.'), v.uuid('Registro inválido.'))),
  proposed: proposedSchema(),
}, 'Dados da solicitação inválidos.');
type RequestArgs = v.InferOutput<typeof requestArgs>;

const DECISIONS = ['aprovado', 'recusado', 'devolvido'] as const;
const decideArgs = v.pipe(
  v.object({
    id: id(),
    decision: v.picklist(DECISIONS, 'Escolha aprovar, recusar ou devolver.'),
    reason: optionalText('o motivo', 500),
  }, 'Dados da decisão inválidos.'),
  // A refusal or a return must say why: the person reads it and acts on it.
  v.forward(v.check((a) => a.decision === 'aprovado' || (a.reason ?? '').trim().length > 0, 'Informe o motivo.'), ['reason']),
);
type DecideArgs = v.InferOutput<typeof decideArgs>;

const resubmitArgs = v.object({ id: id(), proposed: proposedSchema() }, 'Dados da solicitação inválidos.');
type ResubmitArgs = v.InferOutput<typeof resubmitArgs>;

const unknownKind = (): MutationError => new MutationError('invalid', 'Tipo de solicitação desconhecido.');
const notFound = (): MutationError => new MutationError('not_found', 'Solicitação não encontrada.');

function kindOf(key: string): ApprovalKind {
  const kind = findKind(key);
  if (!kind) throw unknownKind();
  return kind;
}

async function stored(tx: MutationTx, requestId: string): Promise<ApprovalRow> {
  const row = await tx.get('approvals', requestId);
  if (!row) throw notFound();
  return row as unknown as ApprovalRow;
}

const STATE_WORD: Record<string, string> = { aprovado: 'aprovada', recusado: 'recusada', devolvido: 'devolvida para correção', pendente: 'pendente' };

/** A pending request of the same kind and subject by the same person: one at a time. */
async function pendingTwin(tx: MutationTx, kind: ApprovalKind, requestId: string, requester: string, subjectId: string | null | undefined): Promise<boolean> {
  if (kind.mode === 'create') return false;
  const mine = await tx.query('approvals', 'requested_by', requester);
  return mine.some((r) => r.id !== requestId && r.kind === kind.key && r.subject_id === subjectId && (r.status === 'pendente' || r.status === 'devolvido'));
}

const OPEN_STATUSES = ['pendente', 'devolvido'] as const;

/**
 * A creation may not propose a unique value (an entity's CNPJ) that another open request of its
 * kind already proposes: both could be approved only until the second hit the unique rule, so the
 * second is refused when asked, with a reason the person can act on. The server holds every
 * request; a device only its own (and the server's answer settles the rest).
 */
async function checkOpenTwins(tx: MutationTx, kind: ApprovalKind, resource: AnyResource, row: StoredRow, requestId: string): Promise<void> {
  const fields = (resource.integrity.unique ?? []).filter((field) => typeof row[field] === 'string' && row[field] !== '');
  if (fields.length === 0) return;
  const open = (await Promise.all(OPEN_STATUSES.map((status) => tx.query('approvals', '[kind+status]', [kind.key, status])))).flat();
  for (const field of fields) {
    if (!open.some((r) => r.id !== requestId && (r.proposed as Record<string, unknown> | undefined)?.[field] === row[field])) continue;
    const label = resource.fields.find((f) => f.key === field)?.label ?? field;
    const message = `Já existe um pedido de ${kind.label.toLowerCase()} com este ${label} aguardando a federação.`;
    throw new MutationError('invalid', message, { [field]: message });
  }
}

/**
 * Checks `proposed` for the kind: only its fields, each valid for the subject, and the resulting
 * row valid as a whole (references, uniqueness: a CPF in use is refused without naming its holder).
 * Returns the values the subject holds now for those fields (the "before" of the queue).
 */
async function checkProposed(tx: MutationTx, kind: ApprovalKind, requestId: string, subjectId: string | null | undefined, proposed: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const extra = Object.keys(proposed).filter((key) => key !== 'id' && !kind.fields.includes(key));
  if (extra.length > 0) throw new MutationError('invalid', `Esta solicitação não pode alterar: ${extra.join(', ')}.`);
  if (kind.proposedSchema) {
    parseArgs({ name: kind.key, args: kind.proposedSchema } as Mutator<unknown>, proposed);
    return null;
  }
  const resource = findResource(kind.subject);
  if (!resource) throw unknownKind();
  const row = await proposedRow(tx, { subject_collection: kind.subject, subject_id: subjectId, proposed: kind.mode === 'create' ? { ...kind.defaults, ...proposed } : proposed });
  if (kind.mode === 'create' && (await tx.get(kind.subject, row.id))) throw new MutationError('invalid', 'Este registro já existe.');
  const parsed = parseArgs(putMutator(resource) as Mutator<unknown>, row) as StoredRow;
  await checkReferences(tx, resource, parsed);
  await checkUnique(tx, resource, parsed);
  if (kind.mode === 'create') await checkOpenTwins(tx, kind, resource, parsed, requestId);
  if (kind.mode === 'create' || !subjectId) return null;
  const subject = (await tx.get(kind.subject, subjectId))!;
  const changed = Object.keys(proposed).filter((key) => JSON.stringify(subject[key] ?? null) !== JSON.stringify(proposed[key] ?? null));
  if (changed.length === 0) throw new MutationError('invalid', 'Nada a alterar: os dados propostos são os atuais.');
  return Object.fromEntries(kind.fields.map((key) => [key, subject[key] ?? null]));
}

const historyStep = (ctx: MutationContext, status: ApprovalRow['status'], reason?: string | null) =>
  ({ status, by: ctx.userId, at: ctx.now, ...(reason ? { reason } : {}) });

export const requestMutator: Mutator<RequestArgs, 'approvals.request'> = {
  name: 'approvals.request',
  args: requestArgs,
  async authorize(tx, viewer, args) {
    const kind = kindOf(args.kind);
    const resource = findResource(kind.subject);
    if (resource && !offersModule(resource, viewer)) throw new MutationError('module', 'Este tipo de solicitação não está disponível neste cliente.');
    if (await tx.get('approvals', args.id)) throw new MutationError('invalid', 'Esta solicitação já foi enviada.');
    const subject = args.subject_id ? await tx.get(kind.subject, args.subject_id) : undefined;
    if (kind.mode === 'update' && !subject) throw new MutationError('not_found', 'O registro desta solicitação não existe.');
    await kind.mayRequest(tx, viewer, subject, args.proposed);
  },
  async run(tx, ctx, args) {
    const kind = kindOf(args.kind);
    if (kind.mode === 'update' && !args.subject_id) throw new MutationError('invalid', 'Informe o registro a alterar.');
    const subjectId = kind.mode === 'create' ? null : args.subject_id;
    if (await pendingTwin(tx, kind, args.id, ctx.userId, subjectId)) {
      throw new MutationError('invalid', `Já existe uma solicitação de ${kind.label.toLowerCase()} em andamento.`);
    }
    const before = await checkProposed(tx, kind, args.id, subjectId, args.proposed);
    const row: ApprovalRow = {
      id: args.id, kind: kind.key, subject_collection: kind.subject, subject_id: subjectId ?? null, proposed: args.proposed, before,
      ...(kind.entityOf ? { association_id: kind.entityOf(args.proposed) } : {}),
      requested_by: ctx.userId, requested_at: ctx.now, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
      history: [historyStep(ctx, 'pendente')],
    };
    await tx.put('approvals', row);
  },
};

export const decideMutator: Mutator<DecideArgs, 'approvals.decide'> = {
  name: 'approvals.decide',
  args: decideArgs as unknown as v.GenericSchema<unknown, DecideArgs>,
  async authorize(tx, viewer, args) {
    const request = await stored(tx, args.id);
    const kind = kindOf(request.kind);
    if (!holdsPermission(viewer, kind.permission) && !(await kind.mayReview?.(tx, viewer, request))) {
      throw new MutationError('forbidden', `Você não tem permissão para decidir solicitações de ${kind.label.toLowerCase()}.`);
    }
  },
  async run(tx, ctx, args) {
    const request = await stored(tx, args.id);
    if (request.status !== 'pendente') {
      throw new MutationError('state', `Esta solicitação já está ${STATE_WORD[request.status] ?? request.status}: não pode ser decidida de novo.`);
    }
    const kind = kindOf(request.kind);
    const reason = args.reason?.trim() || null;
    if (args.decision === 'aprovado') await kind.apply(tx, ctx, request);
    else await kind.settle?.(tx, ctx, request, args.decision, reason ?? '');
    await tx.put('approvals', {
      ...request, status: args.decision, reviewed_by: ctx.userId, reviewed_at: ctx.now, reason,
      history: [...request.history, historyStep(ctx, args.decision, reason)],
    });
  },
};

export const resubmitMutator: Mutator<ResubmitArgs, 'approvals.resubmit'> = {
  name: 'approvals.resubmit',
  args: resubmitArgs,
  async authorize(tx, viewer: Viewer, args) {
    const request = await stored(tx, args.id);
    if (request.requested_by !== viewer.id) throw new MutationError('forbidden', 'Só quem fez a solicitação pode reenviá-la.');
  },
  async run(tx, ctx, args) {
    const request = await stored(tx, args.id);
    if (request.status !== 'devolvido') {
      throw new MutationError('state', `Só uma solicitação devolvida para correção pode ser reenviada; esta está ${STATE_WORD[request.status] ?? request.status}.`);
    }
    const kind = kindOf(request.kind);
    const before = await checkProposed(tx, kind, request.id, request.subject_id, args.proposed);
    await tx.put('approvals', {
      ...request, proposed: args.proposed, before: before ?? request.before ?? null, status: 'pendente', reviewed_by: null, reviewed_at: null,
      history: [...request.history, historyStep(ctx, 'pendente')],
    });
  },
};

export const APPROVAL_MUTATORS = [requestMutator, decideMutator, resubmitMutator] as const;
