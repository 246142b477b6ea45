import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows, managedRows } from './relations';
import { choice, id, isoDate, optionalDate, optionalRef, optionalText, ref } from './schema-kit';

/** Where a membership stands; only `ativa` memberships are billed by a plan's recurrence. */
export const MEMBERSHIP_STATUSES = {
  ativa: 'Ativa',
  suspensa: 'Suspensa',
  encerrada: 'Encerrada',
} as const;
export type MembershipStatus = keyof typeof MEMBERSHIP_STATUSES;

// A membership (spec §2.10 `/registers/registermemberships`): a register's holder on a plan for a
// period. The person, their guardian and their entity's managers read it; the federation writes it
// (a membership request, approved in the queue, creates one). `user_id` and `profile_id` repeat the
// register's so the person's and the manager's replicas reach it without a join.
export const registermemberships = defineResource({
  key: 'registermemberships',
  labels: { singular: 'Filiação', plural: 'Filiações', gender: 'f' },
  schema: v.object({
    id: id(),
    register_id: ref('o registro'),
    plan_id: ref('o plano'),
    user_id: ref('a pessoa'),
    profile_id: ref('a pessoa'),
    association_id: optionalRef('a entidade'),
    starts_on: isoDate('a data de início'),
    ends_on: optionalDate('a data de término'),
    status: v.optional(choice(MEMBERSHIP_STATUSES, 'a situação'), 'ativa'),
    notes: optionalText('a observação', 500),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['user_id', 'register_id', 'association_id', '[plan_id+status]'], sort: 'register_id' },
  access: {
    scope: ['owner', 'permission:registertypes', managedRows('registermemberships'), dependantRows('registermemberships')],
    owner: 'user_id',
    permission: 'registertypes',
    module: 'registers',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Filiações: plano, período e situação.',
      basis: 'contrato', retention: 'Cinco anos após o término (prazo de cobrança, Código Civil art. 206, § 5º); a observação é apagada na anonimização.',
      erasure: { action: 'scrub', fields: { notes: null } },
    },
  },
  integrity: {
    references: { register_id: 'registers', plan_id: 'registermembershipplans', association_id: 'associations' },
    agreements: [
      { field: 'profile_id', reference: 'register_id', targetField: 'profile_id', match: 'equal', message: 'A pessoa da filiação deve ser a do registro.' },
      { field: 'user_id', reference: 'register_id', targetField: 'user_id', match: 'equal', under: 'register_id', message: 'A pessoa da filiação deve ser a do registro.' },
    ],
  },
  title: 'profile_id',
  fields: [
    { key: 'register_id', label: 'Registro' },
    { key: 'plan_id', label: 'Plano' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'user_id', label: 'Login da pessoa' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término' },
    { key: 'status', label: 'Situação', options: MEMBERSHIP_STATUSES },
    { key: 'notes', label: 'Observação' },
  ],
});
