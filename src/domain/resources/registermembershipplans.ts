import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, money, optionalRef, optionalText, text } from './schema-kit';

/** How often a plan's dues fall due (a recurrence of the plan bills on this rhythm). */
export const PLAN_PERIODS = {
  mensal: 'Mensal',
  trimestral: 'Trimestral',
  semestral: 'Semestral',
  anual: 'Anual',
} as const;
export type PlanPeriod = keyof typeof PLAN_PERIODS;

// A membership plan (spec §2.10 `/registers/registermembershipplans`): "Anuidade atleta R$ 180,00",
// "Mensalidade escolinha R$ 60,00". A membership names its plan; a recurrence bills a plan's active
// memberships (finances). Amounts are integer cents, never floats.
export const registermembershipplans = defineResource({
  key: 'registermembershipplans',
  labels: { singular: 'Plano de filiação', plural: 'Planos de filiação', gender: 'm' },
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    registertype_id: optionalRef('o tipo de registro'),
    amount_cents: money('o valor', 0, 100_000_000),
    period: v.optional(choice(PLAN_PERIODS, 'a periodicidade'), 'mensal'),
    description: optionalText('a descrição', 500),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search', 'registertype_id'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: { references: { registertype_id: 'registertypes' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'amount_cents', label: 'Valor' },
    { key: 'period', label: 'Periodicidade', options: PLAN_PERIODS },
    { key: 'description', label: 'Descrição' },
  ],
});
