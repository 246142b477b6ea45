// The register flows of spec §4, reviewed by the federation (`registertypes`) in the queues
// /registers/registerrequests and /registers/registermembershiprequests:
// - `register_request`: a person (from their area) or their entity's manager asks for a register in
//   a type (role, entity); on approval the register is created with the type's next number.
// - `register_public`: a person without an account asks on /public/open/registers/requests/create
//   (server/public/register-requests.ts opens it; nobody asks through approvals.request). It holds
//   the person's name, CPF, birth date and e-mail: on approval the person (a profile with a fresh
//   login id, or the profile that already holds the CPF) and the register are created.
// - `register_membership_request`: the holder of a register (or their entity's manager) asks for a
//   membership on a plan; on approval the membership is created, ending after the plan's period.
// Each creates its row through the row's own put (schema, references, uniqueness), in the decision's
// transaction; approvals.decide runs only from `pendente`, so a request creates its row once.
import * as v from 'valibot';
import { brasiliaDay } from '../dates';
import { putMutator, storeRow } from '../mutators/generic';
import { parseArgs } from '../mutators/parse';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';
import { findResource } from '../resources/index';
import { profiles } from '../resources/profiles';
import { cpf, email, id, optionalRef, optionalText, pastDate, ref, text } from '../resources/schema-kit';
import type { Viewer } from '../resources/scope';
import { drawRegisterNumber } from '../registers/numbering';
import { managesAssociation } from './association-kinds';
import type { ApprovalRow } from './approval-row';
import type { ApprovalKind } from './kind';

export const REGISTER_KIND = 'register_request';
export const REGISTER_PUBLIC_KIND = 'register_public';
export const MEMBERSHIP_KIND = 'register_membership_request';
export const REGISTER_REQUEST_KINDS = [REGISTER_KIND, REGISTER_PUBLIC_KIND] as const;
export const MEMBERSHIP_REQUEST_KINDS = [MEMBERSHIP_KIND] as const;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const entityOf = (proposed: Readonly<Record<string, unknown>>): string | null => str(proposed.association_id);

/** Writes `row` through the collection's own put, as the reviewer (the approval authorised it). */
async function putAsReviewer(tx: MutationTx, ctx: MutationContext, collection: string, row: Record<string, unknown>): Promise<void> {
  const mutator = putMutator(findResource(collection)!);
  await mutator.run(tx, ctx, parseArgs(mutator, row) as StoredRow);
}

/**
 * Who may ask for a person: the person themselves (their own login), or a manager of the entity
 * the request names when that person is one of the entity's people (profiles.association_id).
 */
async function mayAskFor(tx: MutationTx, viewer: Viewer, userId: string | null, profileId: string | null, associationId: string | null): Promise<void> {
  if (userId && userId === viewer.id) return;
  if (associationId && profileId && (await managesAssociation(tx, viewer.id, associationId))) {
    const profile = await tx.get('profiles', profileId);
    if (profile && profile.association_id === associationId) return;
  }
  throw new MutationError('forbidden', 'Só a própria pessoa ou quem gerencia a entidade dela pode fazer este pedido.');
}

/** The day a request's row starts: the one proposed, or the day of the approval (Brasília). */
const startDay = (ctx: MutationContext, proposed: Readonly<Record<string, unknown>>): string => str(proposed.starts_on) ?? brasiliaDay(new Date(ctx.now));

/** One register per person and type (028's unique index): refused when asked and again when approved. */
async function refuseSecondRegister(tx: MutationTx, typeId: string, profileId: string): Promise<void> {
  const same = await tx.query('registers', '[registertype_id+profile_id]', [typeId, profileId]);
  if (same.length > 0) throw new MutationError('invalid', 'Esta pessoa já tem um registro neste tipo de registro.');
}

async function createRegister(tx: MutationTx, ctx: MutationContext, row: Record<string, unknown>): Promise<void> {
  const typeId = String(row.registertype_id);
  await refuseSecondRegister(tx, typeId, String(row.profile_id));
  const number = await drawRegisterNumber(tx, typeId);
  await putAsReviewer(tx, ctx, 'registers', { ...row, number, status: 'ativo', starts_on: startDay(ctx, row) });
}

const MONTHS: Readonly<Record<string, number>> = { mensal: 1, trimestral: 3, semestral: 6, anual: 12 };

/** The last day of a period of `months` starting on `start` (a year from 2026-03-01 ends on 2027-02-28). */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d));
  // A shorter month clamps (31/01 + 1 month → 28/02, then the day before).
  if (end.getUTCDate() !== d) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

const PUBLIC_LABELS = { name: 'Nome', cpf: 'CPF', birthdate: 'Data de nascimento', email: 'E-mail' } as const;

const publicSchema = v.object({
  id: id(),
  name: text('o nome', 160),
  cpf: cpf(),
  birthdate: pastDate('a data de nascimento'),
  email: v.pipe(email(), v.nonNullish(v.string(), 'Informe o e-mail.')),
  registertype_id: ref('o tipo de registro'),
  association_id: optionalRef('a entidade'),
  role_id: optionalRef('a função'),
  user_id: id(),
  profile_id: id(),
  notes: optionalText('a observação', 500),
}, 'Dados do pedido inválidos.');
export type PublicRegisterRequest = v.InferOutput<typeof publicSchema>;
export const publicRegisterSchema = publicSchema;

async function applyPublic(tx: MutationTx, ctx: MutationContext, request: ApprovalRow): Promise<void> {
  const p = v.parse(publicSchema, request.proposed);
  // A person the federation already has (the CPF is theirs) gets the register; nobody else's
  // profile is created twice. Otherwise the person is created, with a login id of their own that
  // an account may claim later.
  let [profile] = await tx.query('profiles', 'cpf', p.cpf);
  if (!profile) {
    const row = { id: p.profile_id, user_id: p.user_id, name: p.name, cpf: p.cpf, birthdate: p.birthdate, gender: 'nao_informado', email: p.email, association_id: p.association_id ?? null };
    const mutator = putMutator(profiles);
    await storeRow(tx, ctx, profiles, undefined, parseArgs(mutator, row) as StoredRow, { relationWriter: false });
    profile = (await tx.get('profiles', p.profile_id))!;
  }
  await createRegister(tx, ctx, {
    id: p.id, registertype_id: p.registertype_id, user_id: profile.user_id, profile_id: profile.id,
    association_id: p.association_id ?? null, role_id: p.role_id ?? null, notes: p.notes ?? null,
  });
}

export const REGISTER_KINDS: readonly ApprovalKind[] = [
  {
    key: REGISTER_KIND, label: 'Pedido de registro', permission: 'registertypes', subject: 'registers', mode: 'create',
    fields: ['registertype_id', 'profile_id', 'user_id', 'association_id', 'role_id', 'starts_on', 'notes'],
    hiddenFields: ['user_id'],
    queue: '/registers/registerrequests',
    entityOf,
    async mayRequest(tx, viewer, _subject, proposed) {
      await mayAskFor(tx, viewer, str(proposed.user_id), str(proposed.profile_id), str(proposed.association_id));
      await refuseSecondRegister(tx, String(proposed.registertype_id), String(proposed.profile_id));
    },
    apply: (tx, ctx, request) => createRegister(tx, ctx, request.proposed),
  },
  {
    key: REGISTER_PUBLIC_KIND, label: 'Pedido de registro sem cadastro', permission: 'registertypes', subject: 'registers', mode: 'create',
    fields: ['name', 'cpf', 'birthdate', 'email', 'registertype_id', 'association_id', 'role_id', 'notes', 'user_id', 'profile_id'],
    fieldLabels: PUBLIC_LABELS,
    hiddenFields: ['user_id', 'profile_id'],
    proposedSchema: publicSchema,
    queue: '/registers/registerrequests',
    entityOf,
    mayRequest: async () => {
      throw new MutationError('forbidden', 'Este pedido é feito na página pública de registro.');
    },
    apply: applyPublic,
  },
  {
    key: MEMBERSHIP_KIND, label: 'Pedido de filiação', permission: 'registertypes', subject: 'registermemberships', mode: 'create',
    fields: ['register_id', 'plan_id', 'profile_id', 'user_id', 'association_id', 'starts_on', 'notes'],
    hiddenFields: ['user_id'],
    queue: '/registers/registermembershiprequests',
    entityOf,
    async mayRequest(tx, viewer, _subject, proposed) {
      const register = str(proposed.register_id) ? await tx.get('registers', String(proposed.register_id)) : undefined;
      if (!register) throw new MutationError('not_found', 'Registro não encontrado.');
      if ((str(proposed.association_id) ?? null) !== (str(register.association_id) ?? null)) {
        throw new MutationError('invalid', 'A entidade da filiação deve ser a do registro.');
      }
      await mayAskFor(tx, viewer, str(register.user_id), str(register.profile_id), str(register.association_id));
    },
    async apply(tx, ctx, request) {
      const proposed = request.proposed;
      const plan = await tx.get('registermembershipplans', String(proposed.plan_id));
      if (!plan) throw new MutationError('not_found', 'O plano desta solicitação não existe mais.');
      const starts = startDay(ctx, proposed);
      await putAsReviewer(tx, ctx, 'registermemberships', {
        ...proposed, starts_on: starts, ends_on: periodEnd(starts, MONTHS[String(plan.period)] ?? 12), status: 'ativa',
      });
    },
  },
];
