// Recurring debts: which periods a recurrence bills and the debts of one period, as pure functions.
// The server runs them in bulk (server/finances/recurrence-run.ts); ids derive from (recurrence,
// payer, period), so running a period twice — the put's run, the daily tick, the "Gerar débitos do
// período" button, two servers at once — creates nothing twice.
import { derivedId } from '../uuid';

/** A period is a calendar month, "2026-03". */
export const periodOf = (day: string): string => day.slice(0, 7);

const daysIn = (period: string): number => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The due date of a period: `day_of_month`, or the month's last day when it is shorter (31 → 28/02). */
export function periodDueDate(period: string, dayOfMonth: number): string {
  const day = Math.min(Math.max(1, Math.trunc(dayOfMonth)), daysIn(period));
  return `${period}-${String(day).padStart(2, '0')}`;
}

export interface RecurrenceRule {
  id: string;
  description: string;
  amount_cents: number;
  day_of_month: number;
  starts_on: string;
  ends_on?: string | null | undefined;
  plan_id?: string | null | undefined;
}

/** Whether the recurrence bills `period`: the months from its start's to its end's, both included. */
export const billsPeriod = (rule: RecurrenceRule, period: string): boolean =>
  periodOf(rule.starts_on) <= period && (!rule.ends_on || period <= periodOf(rule.ends_on));

/** A debtor of one period: a plan's active membership, or the recurrence's own payer. */
export interface RecurrencePayer {
  membership_id?: string | null;
  profile_id?: string | null;
  user_id?: string | null;
  association_id?: string | null;
}

/** The debt id of (recurrence, payer, period): the membership's id, or the payer's. */
export const recurrenceDebtId = (recurrenceId: string, payer: RecurrencePayer, period: string): string =>
  derivedId('debts', recurrenceId, payer.membership_id ?? payer.profile_id ?? payer.association_id ?? '', period);

/** A debt row as a recurrence makes it (the wire shape of resources/debts.ts). */
export type RecurrenceDebt = Record<string, unknown> & { id: string; user_id: string | null };

/**
 * The debts a recurrence makes for `period`, one per payer (none when the period is outside it).
 * A plan's debts name the membership and the person (their entity is kept on the membership, not
 * on the debt: the person owes, their entity's manager does not).
 */
export function recurrenceDebts(rule: RecurrenceRule, period: string, payers: readonly RecurrencePayer[]): RecurrenceDebt[] {
  if (!billsPeriod(rule, period)) return [];
  const due = periodDueDate(period, rule.day_of_month);
  const [y, m] = period.split('-');
  return payers.map((payer) => ({
    id: recurrenceDebtId(rule.id, payer, period),
    profile_id: payer.profile_id ?? null,
    user_id: payer.profile_id ? (payer.user_id ?? null) : null,
    association_id: payer.profile_id ? null : (payer.association_id ?? null),
    description: `${rule.description} ${m}/${y}`,
    amount_cents: rule.amount_cents,
    due_date: due,
    origin: payer.membership_id ? 'membership' : 'recurrence',
    recurrence_id: rule.id,
    membership_id: payer.membership_id ?? null,
    period,
    status: 'aberta',
  }));
}

/** The rows of a run that do not exist yet (by id): what makes a rerun create nothing. */
export const missingRows = <R extends { id: unknown }>(rows: readonly R[], existing: ReadonlySet<string>): R[] =>
  rows.filter((r) => !existing.has(String(r.id)));
