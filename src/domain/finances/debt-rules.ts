// The generic put's rules for debts, recurrences and the billing settings (mutators/put-rules.ts),
// on the device and the server alike.
import { MutationError, type PutRule } from '../mutators/types';

const set = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export const PAYER_MESSAGE = 'Informe quem deve: uma pessoa ou uma entidade (não as duas).';

/**
 * A debt's payer is one person or one entity. A person's debt is owned by the person's login (read
 * on their phone), taken from the profile, never from the args. A debt inside an open bill keeps its
 * payer and amount (the bill's total and its Pix code were computed from them); `paga` is set by
 * bills.pay only.
 */
export const debtPutRule: PutRule = async (tx, _ctx, before, row) => {
  if (set(row.profile_id) === set(row.association_id)) throw new MutationError('invalid', PAYER_MESSAGE, { profile_id: PAYER_MESSAGE });
  let userId: string | null = null;
  if (set(row.profile_id)) {
    const profile = await tx.get('profiles', String(row.profile_id));
    if (!profile) throw new MutationError('invalid', 'Pessoa não encontrada.', { profile_id: 'Pessoa não encontrada.' });
    userId = typeof profile.user_id === 'string' ? profile.user_id : null;
  }
  if (row.status === 'paga' && before?.status !== 'paga') {
    throw new MutationError('invalid', 'Um débito fica pago ao registrar o pagamento da fatura.', { status: 'Registre o pagamento na fatura.' });
  }
  const billId = before?.bill_id;
  if (before && set(billId)) {
    const bill = await tx.get('bills', String(billId));
    const changed = ['profile_id', 'association_id', 'amount_cents'].some((f) => (before[f] ?? null) !== (row[f] ?? null)) || row.status === 'cancelada';
    if (bill?.status === 'aberta' && changed) {
      throw new MutationError('in_bill', 'Débito em uma fatura em aberto: cancele a fatura antes de mudar o valor, o devedor ou a situação.');
    }
  }
  return { ...row, user_id: userId };
};

/** A recurrence bills a plan's memberships, or one payer (a person or an entity). */
export const recurrencePutRule: PutRule = async (_tx, _ctx, _before, row) => {
  if (set(row.plan_id)) {
    if (set(row.profile_id) || set(row.association_id)) {
      throw new MutationError('invalid', 'Com um plano, os devedores são as filiações ativas do plano: deixe pessoa e entidade em branco.', { plan_id: 'Plano ou devedor, não os dois.' });
    }
  } else if (set(row.profile_id) === set(row.association_id)) {
    throw new MutationError('invalid', 'Informe um plano de filiação, ou quem deve (uma pessoa ou uma entidade).', { plan_id: 'Informe um plano ou um devedor.' });
  }
  if (set(row.ends_on) && String(row.ends_on) < String(row.starts_on)) {
    throw new MutationError('invalid', 'O término deve ser depois do início.', { ends_on: 'O término deve ser depois do início.' });
  }
  return row;
};

/** The fine stays within its cap (one row per tenant is the `singleton` unique field). */
export const billingSettingsPutRule: PutRule = async (_tx, _ctx, _before, row) => {
  if ((row.fine_bp as number | undefined ?? 0) > (row.fine_cap_bp as number | undefined ?? 200)) {
    throw new MutationError('invalid', 'A multa passa do teto configurado.', { fine_bp: 'A multa passa do teto configurado.' });
  }
  return row;
};
