import { describe, expect, it } from 'vitest';
import { billsPeriod, missingRows, periodDueDate, recurrenceDebts, type RecurrenceRule } from './recurrence';

const rule: RecurrenceRule = {
  id: '0192f3a4-1111-7abc-8def-0123456789ab', description: 'Mensalidade', amount_cents: 6000, day_of_month: 31,
  starts_on: '2026-01-15', ends_on: '2026-06-30', plan_id: '0192f3a4-2222-7abc-8def-0123456789ab',
};
const members = [
  { membership_id: '0192f3a4-3333-7abc-8def-000000000001', profile_id: '0192f3a4-4444-7abc-8def-000000000001', user_id: '0192f3a4-5555-7abc-8def-000000000001' },
  { membership_id: '0192f3a4-3333-7abc-8def-000000000002', profile_id: '0192f3a4-4444-7abc-8def-000000000002', user_id: '0192f3a4-5555-7abc-8def-000000000002' },
];

describe('recurrence periods', () => {
  it('due on the day of the month, or the last day of a shorter month', () => {
    expect(periodDueDate('2026-02', 31)).toBe('2026-02-28');
    expect(periodDueDate('2028-02', 31)).toBe('2028-02-29');
    expect(periodDueDate('2026-03', 10)).toBe('2026-03-10');
  });

  it('bills the months from its start to its end', () => {
    expect(billsPeriod(rule, '2025-12')).toBe(false);
    expect(billsPeriod(rule, '2026-01')).toBe(true);
    expect(billsPeriod(rule, '2026-06')).toBe(true);
    expect(billsPeriod(rule, '2026-07')).toBe(false);
    expect(recurrenceDebts(rule, '2026-07', members)).toEqual([]);
  });

  it('makes one debt per membership and period, with the same ids every run', () => {
    const first = recurrenceDebts(rule, '2026-03', members);
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ amount_cents: 6000, due_date: '2026-03-31', period: '2026-03', origin: 'membership', user_id: members[0]!.user_id });
    const again = recurrenceDebts(rule, '2026-03', members);
    expect(again.map((d) => d.id)).toEqual(first.map((d) => d.id));
    // A rerun of the period creates nothing; the next period creates new debts.
    expect(missingRows(again, new Set(first.map((d) => String(d.id))))).toEqual([]);
    const april = recurrenceDebts(rule, '2026-04', members);
    expect(missingRows(april, new Set(first.map((d) => String(d.id))))).toHaveLength(2);
    // A membership that joins later gets its debt; the others are not made twice.
    const three = [...members, { membership_id: '0192f3a4-3333-7abc-8def-000000000003', profile_id: '0192f3a4-4444-7abc-8def-000000000003', user_id: null }];
    expect(missingRows(recurrenceDebts(rule, '2026-03', three), new Set(first.map((d) => String(d.id))))).toHaveLength(1);
  });
});
