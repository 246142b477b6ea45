import * as v from 'valibot';
import { defineResource } from './define';
import { managedRows } from './relations';
import { choice, id, money, optionalRef, ref, refs } from './schema-kit';

export const PAYMENT_METHODS = {
  pix: 'Pix',
  manual: 'Manual',
  extrato: 'Extrato bancário (CSV)',
  gateway: 'Provedor de pagamento',
} as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`)));

// A payment recorded against a bill (`bills.pay`): partial payments allowed, each keeping which
// debts it settled (`settled_debt_ids`, in due-date order), so "which payment paid which debt" stays
// visible. Written only by bills.pay; read like its bill (the payer, the entity's managers, `bills`).
export const billpayments = defineResource({
  key: 'billpayments',
  labels: { singular: 'Pagamento', plural: 'Pagamentos', gender: 'm' },
  schema: v.object({
    id: id(),
    bill_id: ref('a fatura'),
    user_id: userId('o login da pessoa'),
    profile_id: userId('a pessoa'),
    association_id: optionalRef('a entidade'),
    amount_cents: money('o valor', 1, 2_000_000_000),
    paid_at: v.string('Informe a data do pagamento.'),
    txid: v.nullish(v.string()),
    method: v.optional(choice(PAYMENT_METHODS, 'a forma'), 'manual'),
    settled_debt_ids: v.optional(refs('os débitos', 200), []),
    recorded_by: v.nullish(v.string()),
  }, 'Dados do pagamento inválidos.'),
  storage: { indexes: ['paid_at', 'bill_id', 'user_id', 'association_id'], sort: 'paid_at', sortDescending: true },
  access: {
    scope: ['owner', 'permission:bills', managedRows('billpayments')],
    owner: 'user_id',
    permission: 'bills',
    module: 'bills',
    writes: 'named',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Pagamentos: valor, data, txid e débitos quitados.',
      basis: 'obrigacao_legal', retention: 'Cinco anos (guarda contábil e fiscal).',
      erasure: { action: 'keep' },
    },
  },
  integrity: { references: { bill_id: 'bills' } },
  title: 'paid_at',
  fields: [
    { key: 'bill_id', label: 'Fatura' },
    { key: 'amount_cents', label: 'Valor' },
    { key: 'paid_at', label: 'Pago em', kind: 'date' },
    { key: 'txid', label: 'txid' },
    { key: 'method', label: 'Forma', options: PAYMENT_METHODS },
    { key: 'settled_debt_ids', label: 'Débitos quitados' },
  ],
});
