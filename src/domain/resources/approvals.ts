import * as v from 'valibot';
import { defineResource } from './define';
import { managedRequests, managedRows } from './relations';
import { id, optionalText } from './schema-kit';

/** A request's states: pendente → aprovado | recusado | devolvido (→ pendente on resubmit). */
export const APPROVAL_STATUSES = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
  devolvido: 'Devolvido para correção',
} as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUSES;

const userId = (what: string) => v.pipe(v.string(`${what} ausente.`), v.uuid(`${what} inválido.`));
const instant = (what: string) => v.pipe(v.string(`${what} ausente.`), v.isoTimestamp(`${what} inválida.`));
const status = () => v.picklist(Object.keys(APPROVAL_STATUSES) as (keyof typeof APPROVAL_STATUSES)[], 'Situação inválida.');
/** The fields a request proposes (or the whole row a creation proposes): checked per kind by the mutators. */
export const proposedSchema = () =>
  v.pipe(v.record(v.string(), v.unknown(), 'Informe a alteração proposta.'), v.check((o) => Object.keys(o).length > 0, 'Informe a alteração proposta.'));

/** One step of a request's life, appended by the server with its own clock and the signed-in user. */
const historyEntry = v.object({
  status: status(),
  by: userId('Autor'),
  at: instant('Data'),
  reason: optionalText('o motivo', 500),
});

// One approval model: every flow of spec §4 that changes a person or an entity
// on someone's request (profile picture, social name, identity change, new entity, shield, claim;
// documents and PAR-Q add theirs) is a row here. Only the named mutators `approvals.request`,
// `approvals.decide` and `approvals.resubmit` write it (src/domain/mutators/approvals*.ts): the
// state machine, the history and the reviewer are the server's, never what a client sends. What
// each kind may propose, who reviews it and how it is applied: src/domain/approvals/kinds.ts.
// Scope: the requester replicates their own requests; a holder of any kind's permission replicates
// every request (a permission scope, not one per kind: the queues filter by kind on the device, and
// a reviewer of one kind seeing the others' queue rows is within the back office's reach anyway).
// Every kind's permission must be listed here (kinds.test.ts checks it). A kind reviewed by the
// entity's managers (join requests) reaches them through `managedRequests`; a request filed through
// an entity (a register request, `association_id`) through `managedRows('approvals')`.
export const approvals = defineResource({
  key: 'approvals',
  schema: v.object({
    id: id(),
    kind: v.pipe(v.string('Tipo de solicitação ausente.'), v.minLength(1, 'Tipo de solicitação ausente.'), v.maxLength(60, 'Tipo de solicitação inválido.')),
    subject_collection: v.pipe(v.string('Registro ausente.'), v.maxLength(60, 'Registro inválido.')),
    subject_id: v.nullish(v.pipe(v.string('Registro inválido.'), v.uuid('Registro inválido.'))),
    proposed: proposedSchema(),
    /** The subject's values of the proposed fields when the request was made (the "before" side). */
    before: v.nullish(v.record(v.string(), v.unknown())),
    requested_by: userId('Solicitante'),
    requested_at: instant('Data da solicitação'),
    status: status(),
    reviewed_by: v.nullish(userId('Revisor')),
    reviewed_at: v.nullish(instant('Data da revisão')),
    reason: optionalText('o motivo', 500),
    history: v.array(historyEntry, 'Histórico inválido.'),
    /** The entity the request is filed through (kind.ts `entityOf`): its managers follow it. */
    association_id: v.nullish(v.pipe(v.string('Entidade inválida.'), v.uuid('Entidade inválida.'))),
  }, 'Dados da solicitação inválidos.'),
  labels: { singular: 'Solicitação', plural: 'Solicitações', gender: 'f' },
  access: {
    scope: ['owner', 'permission:users', 'permission:associations', 'permission:userdocuments', 'permission:teamdocuments', 'permission:associationdocuments', 'permission:parqs', 'permission:registertypes', managedRequests, managedRows('approvals')],
    owner: 'requested_by',
    permission: 'users',
    writes: 'named',
  },
  // About the person its subject is about (a manager's request to change one of their people is that
  // person's), whoever filed it; a request about an entity is about the one who filed it (define.ts).
  about: {
    subject: { collection: 'subject_collection', id: 'subject_id' },
    holding: {
      what: 'Solicitações sobre você ou o seu cadastro, feitas por você ou por outra pessoa (o gestor da sua entidade), e as suas sobre entidades: o pedido, a decisão e o histórico.',
      basis: 'exercicio_direitos', retention: 'Histórico permanente da decisão; os dados propostos são apagados na anonimização. Pedido de registro feito na página pública: sem análise em 90 dias, expira; nome, CPF, nascimento e e-mail são apagados 30 dias após a decisão.',
      erasure: { action: 'redact' },
    },
  },
  storage: { indexes: ['requested_by', '[kind+status]', 'subject_id'], sort: 'id', sortDescending: true },
  title: 'kind',
  fields: [
    { key: 'kind', label: 'Tipo' },
    { key: 'status', label: 'Situação', options: APPROVAL_STATUSES },
    { key: 'requested_at', label: 'Solicitado em' },
    { key: 'reason', label: 'Motivo' },
  ],
});
