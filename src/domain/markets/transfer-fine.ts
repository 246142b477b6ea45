// The fine that frees an athlete without the releasing club's consent (CBCa: "ou com a multa
// rescisória paga") is a debt of the finances area, not a box the federation ticks:
//   - `transfers.record {fine_cents}` writes the debt, owed by the destination entity (the club that
//     wants the athlete pays for the release; the federation may change the debtor on the debt's page
//     while it is open), due in FINE_DUE_DAYS, linked to the transfer by `transfer_id` (a flow field:
//     no hand-made debt can claim to be a transfer's fine);
//   - `bills.pay`, when it settles that debt, marks the transfer's fine paid (`fine_paid`,
//     `fine_paid_at`), and the release rule (rules.ts) reads that.
// The federation can still record `fine_paid` by hand (a fine paid outside the system).
import { brasiliaDay } from '../dates';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';
import { derivedId } from '../uuid';
import { rulesOf } from './presets';

/** Days to pay a fine, from the day it is recorded (a bank slip's usual term). */
export const FINE_DUE_DAYS = 10;

/** The fine's debt id: one per transfer, so recording the fine again changes nothing. */
export const fineDebtIdOf = (transferId: string): string => derivedId('debts', transferId, 'fine').toLowerCase();

/** Writes the fine's debt for a pending transfer; returns the transfer's new fields. */
export async function recordFine(tx: MutationTx, ctx: MutationContext, transfer: StoredRow, cents: number): Promise<Record<string, unknown>> {
  const market = typeof transfer.market_id === 'string' ? await tx.get('markets', transfer.market_id) : undefined;
  if (!rulesOf(market?.preset).withoutConsent?.fine) {
    throw new MutationError('rule', 'As regras deste mercado não liberam o atleta por multa.');
  }
  if (typeof transfer.to_association_id !== 'string') throw new MutationError('invalid', 'A transferência não tem entidade de destino.');
  const id = fineDebtIdOf(transfer.id);
  const existing = await tx.get('debts', id);
  if (existing) {
    if (Number(existing.amount_cents) === cents) return { fine_debt_id: id, fine_cents: cents };
    throw new MutationError('duplicate', 'A multa desta transferência já foi lançada como débito: altere o valor no débito.');
  }
  const name = typeof transfer.athlete_name === 'string' && transfer.athlete_name ? transfer.athlete_name : 'atleta';
  await tx.put('debts', {
    id,
    profile_id: null,
    user_id: null,
    association_id: transfer.to_association_id,
    description: `Multa rescisória: transferência de ${name}`.slice(0, 120),
    amount_cents: cents,
    due_date: brasiliaDay(new Date(ctx.now), FINE_DUE_DAYS),
    origin: 'transfer',
    transfer_id: transfer.id,
    status: 'aberta',
  });
  return { fine_debt_id: id, fine_cents: cents };
}

/**
 * Called by bills.pay for each debt it settles in full: a transfer's fine, paid, frees the athlete.
 * The transfer may be absent on a treasurer's device (not replicated there): the server, which holds
 * it, writes the mark.
 */
export async function finePaidBy(tx: MutationTx, ctx: MutationContext, debt: StoredRow, paidAt: string): Promise<void> {
  if (typeof debt.transfer_id !== 'string') return;
  const transfer = await tx.get('transfers', debt.transfer_id);
  if (!transfer || transfer.status !== 'pendente' || transfer.fine_paid === true) return;
  await tx.put('transfers', { ...transfer, fine_paid: true, fine_paid_at: paidAt || ctx.now });
}
