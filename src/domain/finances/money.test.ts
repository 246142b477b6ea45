import { describe, expect, it } from 'vitest';
import { centsToInput, daysLate, formatCents, lateCharge, parseCents, payable, statusOf, validLinhaDigitavel } from './money';

describe('money', () => {
  it('shows cents as reais', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(100000000)).toBe('R$ 1.000.000,00');
  });
  it('reads typed amounts', () => {
    expect(parseCents('1.234,56')).toBe(123456);
    expect(parseCents('R$ 180')).toBe(18000);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('abc')).toBeNull();
  });
});

describe('fine and interest', () => {
  it('charges nothing on or before the due date', () => {
    expect(lateCharge(10000, '2026-03-10', '2026-03-10', { fine_bp: 200, interest_bp_month: 100 }).total_cents).toBe(10000);
  });
  it('charges the fine once and interest per day after the due date', () => {
    // 30 days late at 1 % a month and 2 % fine on R$ 100,00: R$ 2,00 + R$ 1,00.
    expect(lateCharge(10000, '2026-03-10', '2026-04-09', { fine_bp: 200, interest_bp_month: 100 })).toEqual({ fine_cents: 200, interest_cents: 100, total_cents: 10300, days_late: 30 });
    // 15 days: half a month of interest.
    expect(lateCharge(10000, '2026-03-10', '2026-03-25', { fine_bp: 200, interest_bp_month: 100 }).interest_cents).toBe(50);
  });
  it('caps the fine at 2 % unless the cap is changed', () => {
    expect(lateCharge(10000, '2026-03-10', '2026-03-11', { fine_bp: 1000 }).fine_cents).toBe(200);
    expect(lateCharge(10000, '2026-03-10', '2026-03-11', { fine_bp: 1000, fine_cap_bp: 500 }).fine_cents).toBe(500);
  });
  it('counts days across months', () => {
    expect(daysLate('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysLate('2026-03-01', '2026-01-31')).toBe(0);
  });
});

describe('statuses', () => {
  const today = '2026-05-10';
  it('Em aberto, Vencida, Paga, Cancelada', () => {
    expect(statusOf({ amount_cents: 100, due_date: '2026-05-10' }, today)).toBe('aberta');
    expect(statusOf({ amount_cents: 100, due_date: '2026-05-09' }, today)).toBe('vencida');
    expect(statusOf({ amount_cents: 100, paid_cents: 100, due_date: '2026-05-09' }, today)).toBe('paga');
    expect(statusOf({ amount_cents: 100, paid_cents: 50, due_date: '2026-05-09' }, today)).toBe('vencida');
    expect(statusOf({ status: 'cancelada', amount_cents: 100, paid_cents: 100 }, today)).toBe('cancelada');
    expect(payable('paga')).toBe(false);
    expect(payable('cancelada')).toBe(false);
    expect(payable('vencida')).toBe(true);
  });
});

describe('linha digitável', () => {
  it('checks the mod 10 fields and the mod 11 general digit', () => {
    // Itaú layout; field 1's digit worked by hand (sum 39 → 1), the general digit is 11 − 10 → 1.
    const ok = '34191.79001 01043.510047 91020.150008 1 84260000026000';
    expect(validLinhaDigitavel(ok)).toBe(true);
    expect(validLinhaDigitavel(ok.replace(' 1 ', ' 5 '))).toBe(false);
    expect(validLinhaDigitavel(ok.replace('84260000026000', '84260000026001'))).toBe(false);
    expect(validLinhaDigitavel(ok.replace('34191.79001', '34191.79002'))).toBe(false);
    expect(validLinhaDigitavel('123')).toBe(false);
  });
});

describe('parseCents (what a treasurer types)', () => {
  it('reads the Brazilian forms of an amount', () => {
    expect(parseCents('1.234,56')).toBe(123456);
    expect(parseCents('1234,56')).toBe(123456);
    expect(parseCents('1234')).toBe(123400);
    expect(parseCents('180,00')).toBe(18000);
    expect(parseCents('180,5')).toBe(18050);
    expect(parseCents('0,01')).toBe(1);
    expect(parseCents('R$ 1.234,56')).toBe(123456);
    expect(parseCents(' 1.000.000 ')).toBe(100000000);
  });
  it('takes dots as thousands, as a Brazilian reads them, unless one or two decimals follow', () => {
    expect(parseCents('1.234')).toBe(123400);
    expect(parseCents('1234.56')).toBe(123456);
    expect(parseCents('0.1')).toBe(10);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '18O,00', '-5', '1,234', '1.23.4', '12,3,4', '1.2345', ',50', '1e3', '12.345.67', '9'.repeat(20)]) {
      expect(parseCents(text), text).toBeNull();
    }
  });
  it('formats with Intl pt-BR currency, sign before the symbol', () => {
    expect(formatCents(18000)).toBe('R$ 180,00');
    expect(formatCents(-100)).toBe('-R$ 1,00');
    expect(centsToInput(123456)).toBe('1.234,56');
    expect(parseCents(centsToInput(987654321))).toBe(987654321);
  });
});
