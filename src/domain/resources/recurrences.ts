import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, isoDate, money, optionalDate, optionalRef, optionalText, text } from './schema-kit';

// A recurring debt (spec §2.10 `/finances/recurrences`): a rule that makes debts each month on
// `day_of_month`, from `starts_on` to `ends_on`. With a plan (`plan_id`), one debt per ACTIVE
// membership of the plan per period, each with an id derived from (recurrence, membership, period):
// re-running a period creates nothing twice (finances/recurrence.ts, run by the server:
// server/finances/recurrence-run.ts). Without a plan, one debt per period for its payer (a person
// or an entity). Written by the holders of `recurrences`; read by them and by `debts`.
export const recurrences = defineResource({
  key: 'recurrences',
  labels: { singular: 'Débito recorrente', plural: 'Débitos recorrentes', gender: 'm' },
  schema: v.object({
    id: id(),
    description: text('a descrição', 120),
    amount_cents: money('o valor', 1, 100_000_000),
    day_of_month: integer('o dia do vencimento', 1, 31),
    starts_on: isoDate('o início'),
    ends_on: optionalDate('o término'),
    plan_id: optionalRef('o plano de filiação'),
    profile_id: optionalRef('a pessoa'),
    association_id: optionalRef('a entidade'),
    notes: optionalText('a observação', 500),
  }, 'Dados da recorrência inválidos.'),
  storage: { indexes: ['description_search', 'plan_id'], search: 'description', sort: 'description_search' },
  access: { scope: ['permission:recurrences', 'permission:debts'], permission: 'recurrences', module: 'bills' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Débitos recorrentes em seu nome: descrição, valor e período.',
      basis: 'contrato', retention: 'Enquanto a recorrência existir; a observação é apagada na anonimização.',
      erasure: { action: 'scrub', fields: { notes: null } },
    },
  },
  integrity: { references: { plan_id: 'registermembershipplans', association_id: 'associations' } },
  title: 'description',
  fields: [
    { key: 'description', label: 'Descrição', help: 'Ex.: Mensalidade atleta.' },
    { key: 'amount_cents', label: 'Valor', help: 'Em reais, por período, ex.: 60,00.' },
    { key: 'day_of_month', label: 'Dia do vencimento', help: 'De 1 a 31; num mês mais curto, o último dia.' },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término' },
    { key: 'plan_id', label: 'Plano de filiação', help: 'Com um plano: um débito por filiação ativa do plano a cada mês.' },
    { key: 'profile_id', label: 'Pessoa', help: 'Sem plano: quem deve (uma pessoa ou uma entidade).' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'notes', label: 'Observação' },
  ],
});
