import * as v from 'valibot';
import { defineResource } from './define';
import { managedRows } from './relations';
import { choice, id, isoDate, money, optionalRef, refs } from './schema-kit';

/** Stored statuses; "Vencida" is computed on the day it is read (finances/money.ts statusOf). */
export const BILL_STATUSES = {
  aberta: 'Em aberto',
  paga: 'Paga',
  cancelada: 'Cancelada',
} as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`)));

// A bill (spec §2.10 `/finances/bills`): open debts of one payer grouped to be paid with one Pix.
// Written only by the named mutators (finances/bills.ts: bills.create computes the amount and the
// txid, bills.pay records payments, bills.cancel releases the debts), so nobody forges an amount or
// a status. The payer (owner `user_id`) reads theirs and shows its QR offline; an entity's managers
// theirs; the holders of `bills` all.
export const bills = defineResource({
  key: 'bills',
  labels: { singular: 'Fatura', plural: 'Faturas', gender: 'f' },
  schema: v.object({
    id: id(),
    profile_id: userId('a pessoa'),
    user_id: userId('o login da pessoa'),
    association_id: optionalRef('a entidade'),
    debt_ids: refs('os débitos', 200),
    description: v.nullish(v.string()),
    amount_cents: money('o valor', 1, 2_000_000_000),
    paid_cents: v.optional(money('o valor pago', 0, 2_000_000_000), 0),
    /** The Pix txid (1–25 letters and digits), finances/pix.ts txidFor(id). */
    txid: v.pipe(v.string('Informe o txid.'), v.regex(/^[A-Za-z0-9]{1,25}$/, 'txid inválido.')),
    /** The earliest due date of its debts: the QR's "válido até" and when fine and interest start. */
    due_date: isoDate('o vencimento'),
    status: v.optional(choice(BILL_STATUSES, 'a situação'), 'aberta'),
    created_at: v.nullish(v.string()),
    created_by: v.nullish(v.string()),
    paid_at: v.nullish(v.string()),
    cancelled_at: v.nullish(v.string()),
  }, 'Dados da fatura inválidos.'),
  storage: { indexes: ['due_date', 'user_id', 'association_id', 'txid'], sort: 'due_date', sortDescending: true },
  access: {
    scope: ['owner', 'permission:bills', managedRows('bills')],
    owner: 'user_id',
    permission: 'bills',
    module: 'bills',
    writes: 'named',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Faturas: débitos agrupados, valor, identificador Pix (txid) e situação.',
      basis: 'contrato', retention: 'Cinco anos após o pagamento ou cancelamento (Código Civil art. 206, § 5º, I; guarda fiscal).',
      erasure: { action: 'keep' },
    },
  },
  integrity: {
    references: { association_id: 'associations', debt_ids: 'debts' },
    unique: ['txid'],
  },
  title: 'txid',
  fields: [
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'debt_ids', label: 'Débitos' },
    { key: 'amount_cents', label: 'Valor' },
    { key: 'paid_cents', label: 'Pago' },
    { key: 'txid', label: 'Identificador Pix (txid)' },
    { key: 'due_date', label: 'Válido até', kind: 'date' },
    { key: 'status', label: 'Situação', options: BILL_STATUSES },
  ],
});
