import * as v from 'valibot';
import { defineResource } from './define';
import { managedRows } from './relations';
import { choice, id, isoDate, money, optionalMoney, optionalRef, optionalText, text } from './schema-kit';

/** Where a debt came from (spec §2.10): typed by hand, a membership, a recurrence, an event's fee. */
export const DEBT_ORIGINS = {
  manual: 'Manual',
  membership: 'Filiação',
  recurrence: 'Recorrência',
  event: 'Evento',
  transfer: 'Multa de transferência',
} as const;

/**
 * The stored part of a debt's status: `paga` only `bills.pay` sets (a flow field), `cancelada` the
 * treasurer sets by hand. "Vencida" is never stored: finances/money.ts statusOf computes it from the
 * due date on the day it is read, so an offline phone shows it on the right day.
 */
export const DEBT_STATUSES = {
  aberta: 'Em aberto',
  paga: 'Paga',
  cancelada: 'Cancelada',
} as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`)));

// A debt (spec §2.10 `/finances/debts`): who owes — a person (profile_id, with its login as the
// owner, put rule finances/debt-rules.ts) or an entity (association_id), never both —, what, how
// much in integer cents and by when. The person reads their own, the entity's managers theirs
// (managedRows), the holders of `debts` and `bills` all; only `debts` writes by hand. A bill groups
// open debts (bills.create sets `bill_id`); a payment settles them in due-date order (`bills.pay`
// sets `paid_cents`, `paid_at`, `status` paga): those are flow fields no put can forge.
export const debts = defineResource({
  key: 'debts',
  labels: { singular: 'Débito', plural: 'Débitos', gender: 'm' },
  schema: v.object({
    id: id(),
    profile_id: userId('a pessoa'),
    user_id: userId('o login da pessoa'),
    association_id: optionalRef('a entidade'),
    description: text('a descrição', 120),
    amount_cents: money('o valor', 1, 100_000_000),
    due_date: isoDate('o vencimento'),
    origin: v.optional(choice(DEBT_ORIGINS, 'a origem'), 'manual'),
    recurrence_id: optionalRef('a recorrência'),
    membership_id: optionalRef('a filiação'),
    // Set only by `transfers.record` (a fine for a release without the club's consent): bills.pay
    // marks that transfer's fine paid when this debt is settled (markets/transfer-fine.ts).
    transfer_id: optionalRef('a transferência'),
    /** The recurrence's period this debt bills, "2026-03" (one debt per membership and period). */
    period: v.nullish(v.pipe(v.string('Período inválido.'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Período inválido (aaaa-mm).'))),
    status: v.optional(choice(DEBT_STATUSES, 'a situação'), 'aberta'),
    bill_id: optionalRef('a fatura'),
    paid_cents: optionalMoney('o valor pago', 0, 100_000_000),
    paid_at: v.nullish(v.string()),
    notes: optionalText('a observação', 500),
  }, 'Dados do débito inválidos.'),
  storage: { indexes: ['due_date', 'user_id', 'association_id', 'recurrence_id'], sort: 'due_date', sortDescending: true },
  access: {
    scope: ['owner', 'permission:debts', 'permission:bills', managedRows('debts')],
    owner: 'user_id',
    permission: 'debts',
    module: 'bills',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Débitos: descrição, valor, vencimento, origem e situação.',
      basis: 'contrato', retention: 'Cinco anos após o vencimento (prazo de cobrança, Código Civil art. 206, § 5º, I); a observação é apagada na anonimização.',
      erasure: { action: 'scrub', fields: { notes: null } },
    },
  },
  integrity: {
    references: { association_id: 'associations', recurrence_id: 'recurrences' },
    flowFields: ['bill_id', 'paid_cents', 'paid_at', 'transfer_id'],
    sealed: {
      when: { field: 'status', values: ['paga'] },
      fields: ['profile_id', 'user_id', 'association_id', 'amount_cents', 'due_date', 'status'],
      message: 'Débito pago: o valor, o devedor e o vencimento não mudam mais.',
    },
  },
  title: 'description',
  // The form's fields; the flow's (bill, paid, login, recurrence links) show on the debt's page.
  fields: [
    { key: 'profile_id', label: 'Pessoa', help: 'Quem deve: uma pessoa ou uma entidade, não as duas.' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'description', label: 'Descrição', help: 'Ex.: Anuidade 2026, Inscrição Copa Paulista.' },
    { key: 'amount_cents', label: 'Valor', help: 'Em reais, ex.: 180,00.' },
    { key: 'due_date', label: 'Vencimento' },
    { key: 'origin', label: 'Origem', options: DEBT_ORIGINS },
    { key: 'period', label: 'Período', help: 'Opcional, aaaa-mm.' },
    { key: 'status', label: 'Situação', options: DEBT_STATUSES },
    { key: 'notes', label: 'Observação' },
  ],
});
