// Named mutators of the bills flow, shared by the device (optimistic, over the replica) and the
// server (authoritative, over SQL). Wire contract (docs/finances.md):
//   bills.create {id, profile_id | association_id, debt_ids}        computes the amount, sets txid
//   bills.pay    {id, amount_cents, paid_at, txid?, payment_id?, method?}
//   bills.cancel {id}
// Amounts are integer cents. Every refusal is a pt-BR MutationError and changes nothing (the
// overlay drops a refused mutation's writes).
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { managedRows } from '../resources/relations';
import { reachesRow } from '../resources/relation-reach';
import type { Viewer } from '../resources/scope';
import { MutationError, type Mutator, type MutationTx, type StoredRow } from '../mutators/types';
import { derivedId } from '../uuid';
import { formatCents, lateCharge, type LateRules } from './money';
import { txidFor } from './pix';
import { billingSettingsOf } from './settings';
import { finePaidBy } from '../markets/transfer-fine';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const cents = (what: string) =>
  v.pipe(v.number(`Informe ${what}.`), v.integer(`${what}: use centavos inteiros.`), v.minValue(1, `${what}: deve ser maior que zero.`), v.maxValue(2_000_000_000, `${what}: valor alto demais.`));

export const createArgs = v.object({
  id: uuid('Fatura inválida.'),
  profile_id: v.nullish(uuid('Pessoa inválida.')),
  association_id: v.nullish(uuid('Entidade inválida.')),
  debt_ids: v.pipe(v.array(uuid('Débito inválido.'), 'Selecione os débitos.'), v.minLength(1, 'Selecione ao menos um débito.'), v.maxLength(200, 'No máximo 200 débitos por fatura.')),
}, 'Dados da fatura inválidos.');
export type CreateBillArgs = v.InferOutput<typeof createArgs>;

export const payArgs = v.object({
  id: uuid('Fatura inválida.'),
  amount_cents: cents('O valor do pagamento'),
  paid_at: v.pipe(v.string('Informe a data do pagamento.'), v.regex(/^\d{4}-\d{2}-\d{2}/, 'Data do pagamento inválida.')),
  txid: v.nullish(v.pipe(v.string('txid inválido.'), v.regex(/^[A-Za-z0-9]{1,25}$/, 'txid inválido: de 1 a 25 letras e números.'))),
  /** The payment's id; absent, derived from the bill, date, amount and txid (a statement imported twice pays once). */
  payment_id: v.nullish(uuid('Pagamento inválido.')),
  method: v.nullish(v.picklist(['pix', 'manual', 'extrato', 'gateway'], 'Forma de pagamento inválida.')),
}, 'Dados do pagamento inválidos.');
export type PayBillArgs = v.InferOutput<typeof payArgs>;

export const cancelArgs = v.object({ id: uuid('Fatura inválida.') }, 'Dados da fatura inválidos.');
export type CancelBillArgs = v.InferOutput<typeof cancelArgs>;

const FORBIDDEN = 'Você não tem permissão para gerenciar faturas.';
const set = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The debtor's login for a person's bill (the profile's), null for an entity's. */
async function payerLogin(tx: MutationTx, profileId: string | null | undefined): Promise<string | null> {
  if (!profileId) return null;
  const profile = await tx.get('profiles', profileId);
  if (!profile) throw new MutationError('not_found', 'Pessoa não encontrada.');
  return typeof profile.user_id === 'string' ? profile.user_id : null;
}

/**
 * Who may act on a payer's bills besides the holders of `bills`: the person themself (their own
 * profile), an entity's managers (managedRows, the same relation the rows replicate along).
 */
async function actsForPayer(tx: MutationTx, viewer: Viewer, payer: { profile_id?: unknown; association_id?: unknown }): Promise<boolean> {
  if (set(payer.profile_id)) {
    const profile = await tx.get('profiles', String(payer.profile_id));
    return profile?.user_id === viewer.id;
  }
  if (set(payer.association_id)) return reachesRow(tx, managedRows('bills'), viewer.id, { association_id: payer.association_id });
  return false;
}

export const createBillMutator: Mutator<CreateBillArgs, 'bills.create'> = {
  name: 'bills.create',
  args: createArgs,
  async authorize(tx, viewer, args) {
    if (holdsPermission(viewer, 'bills')) return;
    if (!(await actsForPayer(tx, viewer, args))) throw new MutationError('forbidden', FORBIDDEN);
  },
  async run(tx, ctx, args) {
    if (set(args.profile_id) === set(args.association_id)) throw new MutationError('invalid', 'Informe quem paga: uma pessoa ou uma entidade.');
    const id = args.id.toLowerCase();
    if (await tx.get('bills', id)) throw new MutationError('duplicate', 'Esta fatura já existe.');
    const ids = [...new Set(args.debt_ids.map((d) => d.toLowerCase()))];
    const debts: StoredRow[] = [];
    for (const debtId of ids) {
      const debt = await tx.get('debts', debtId);
      if (!debt) throw new MutationError('not_found', 'Débito não encontrado.');
      const samePayer = set(args.profile_id) ? debt.profile_id === args.profile_id : debt.association_id === args.association_id;
      if (!samePayer) throw new MutationError('other_payer', `O débito "${String(debt.description)}" é de outro devedor.`);
      if (debt.status !== 'aberta' && debt.status !== undefined) throw new MutationError('not_open', `O débito "${String(debt.description)}" não está em aberto.`);
      if (set(debt.bill_id)) {
        const other = await tx.get('bills', String(debt.bill_id));
        if (other?.status === 'aberta') throw new MutationError('in_bill', `O débito "${String(debt.description)}" já está em uma fatura em aberto.`);
      }
      debts.push(debt);
    }
    const userId = await payerLogin(tx, args.profile_id);
    const amount = debts.reduce((sum, d) => sum + Number(d.amount_cents) - Number(d.paid_cents ?? 0), 0);
    if (amount <= 0) throw new MutationError('invalid', 'Os débitos escolhidos não têm valor em aberto.');
    const due = debts.map((d) => String(d.due_date)).sort()[0]!;
    await tx.put('bills', {
      id,
      profile_id: args.profile_id ?? null,
      user_id: userId,
      association_id: args.association_id ?? null,
      debt_ids: ids,
      description: debts.map((d) => String(d.description)).join('; ').slice(0, 300),
      amount_cents: amount,
      paid_cents: 0,
      txid: txidFor(id),
      due_date: due,
      status: 'aberta',
      created_at: ctx.now,
      created_by: ctx.userId,
    });
    for (const debt of debts) await tx.put('debts', { ...debt, bill_id: id });
  },
};

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
/** The late-payment rules of the tenant's settings row (defaults when there is none). */
export const lateRulesOf = (settings: Record<string, unknown> | undefined): LateRules => ({
  fine_bp: num(settings?.fine_bp), fine_cap_bp: num(settings?.fine_cap_bp), interest_bp_month: num(settings?.interest_bp_month),
});

/** What is still owed on a bill on `day`: the rest plus fine and interest once it is late. */
export async function dueOn(tx: MutationTx, bill: StoredRow, day: string): Promise<number> {
  const settings = await billingSettingsOf(tx);
  const rest = Number(bill.amount_cents) - Number(bill.paid_cents ?? 0);
  return lateCharge(rest, String(bill.due_date), day, lateRulesOf(settings)).total_cents;
}

/** The id of a payment not given one: the same statement line imported twice is the same payment. */
export const paymentIdFor = (args: PayBillArgs): string =>
  (args.payment_id ?? derivedId('billpayments', args.id, args.paid_at, String(args.amount_cents), (args.txid ?? '').toUpperCase())).toLowerCase();

export const payBillMutator: Mutator<PayBillArgs, 'bills.pay'> = {
  name: 'bills.pay',
  args: payArgs,
  async authorize(_tx, viewer) {
    if (!holdsPermission(viewer, 'bills')) throw new MutationError('forbidden', 'Só quem gerencia faturas registra pagamentos.');
  },
  async run(tx, ctx, args) {
    const paymentId = paymentIdFor(args);
    if (await tx.get('billpayments', paymentId)) return; // this payment is recorded already
    const bill = await tx.get('bills', args.id.toLowerCase());
    if (!bill) throw new MutationError('not_found', 'Fatura não encontrada.');
    if (bill.status === 'cancelada') throw new MutationError('cancelled', 'Fatura cancelada: não recebe pagamentos.');
    if (bill.status === 'paga') throw new MutationError('paid', 'Esta fatura já está paga.');
    if (set(args.txid) && String(args.txid).toUpperCase() !== String(bill.txid).toUpperCase()) {
      throw new MutationError('txid', 'O txid informado não é o desta fatura.');
    }
    const due = await dueOn(tx, bill, args.paid_at.slice(0, 10));
    if (args.amount_cents > due) {
      throw new MutationError('overpaid', `O pagamento (${formatCents(args.amount_cents)}) é maior que o valor devido (${formatCents(due)}).`);
    }
    const paid = Number(bill.paid_cents ?? 0) + args.amount_cents;
    const amount = Number(bill.amount_cents);
    // Debts are settled in due-date order with what the bill has received so far; a debt is paid
    // by the payment that covers its last cent.
    const debts: StoredRow[] = [];
    for (const debtId of (bill.debt_ids as string[] | undefined) ?? []) {
      const debt = await tx.get('debts', debtId);
      if (debt) debts.push(debt);
    }
    debts.sort((a, b) => String(a.due_date).localeCompare(String(b.due_date)) || a.id.localeCompare(b.id));
    let left = Math.min(paid, amount);
    const settled: string[] = [];
    for (const debt of debts) {
      const owed = Number(debt.amount_cents);
      const covered = Math.min(owed, Math.max(left, 0));
      left -= covered;
      if (debt.status === 'paga' || covered === Number(debt.paid_cents ?? 0)) continue;
      const full = covered >= owed;
      await tx.put('debts', { ...debt, paid_cents: covered, ...(full ? { status: 'paga', paid_at: args.paid_at } : {}) });
      if (full) {
        settled.push(debt.id);
        await finePaidBy(tx, ctx, debt, args.paid_at);
      }
    }
    const full = paid >= amount;
    await tx.put('bills', { ...bill, paid_cents: paid, ...(full ? { status: 'paga', paid_at: args.paid_at } : {}) });
    await tx.put('billpayments', {
      id: paymentId,
      bill_id: bill.id,
      user_id: bill.user_id ?? null,
      profile_id: bill.profile_id ?? null,
      association_id: bill.association_id ?? null,
      amount_cents: args.amount_cents,
      paid_at: args.paid_at,
      txid: args.txid ? String(args.txid).toUpperCase() : null,
      method: args.method ?? (args.txid ? 'pix' : 'manual'),
      settled_debt_ids: settled,
      recorded_by: ctx.userId,
    });
  },
};

export const cancelBillMutator: Mutator<CancelBillArgs, 'bills.cancel'> = {
  name: 'bills.cancel',
  args: cancelArgs,
  async authorize(tx, viewer, args) {
    if (holdsPermission(viewer, 'bills')) return;
    const bill = await tx.get('bills', args.id.toLowerCase());
    if (!bill || !(await actsForPayer(tx, viewer, { profile_id: bill.profile_id, association_id: bill.association_id }))) throw new MutationError('forbidden', FORBIDDEN);
  },
  async run(tx, ctx, args) {
    const bill = await tx.get('bills', args.id.toLowerCase());
    if (!bill) throw new MutationError('not_found', 'Fatura não encontrada.');
    if (bill.status === 'cancelada') throw new MutationError('cancelled', 'Esta fatura já está cancelada.');
    if (bill.status === 'paga' || Number(bill.paid_cents ?? 0) > 0) {
      throw new MutationError('has_payments', 'Fatura com pagamento registrado não pode ser cancelada.');
    }
    await tx.put('bills', { ...bill, status: 'cancelada', cancelled_at: ctx.now });
    for (const debtId of (bill.debt_ids as string[] | undefined) ?? []) {
      const debt = await tx.get('debts', debtId);
      if (debt && debt.bill_id === bill.id) await tx.put('debts', { ...debt, bill_id: null });
    }
  },
};

export const BILL_MUTATORS = [createBillMutator, payBillMutator, cancelBillMutator] as const;
