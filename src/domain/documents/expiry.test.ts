import { describe, expect, it } from 'vitest';
import { addMonths, documentExpiry, expiryLabel, expiryState, isExpired } from './expiry';

describe('document expiry', () => {
  it('adds calendar months, clamping to a shorter month', () => {
    expect(addMonths('2026-03-10', 12)).toBe('2027-03-10');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('expires the day before the anniversary of the issue date, or never without a validity', () => {
    expect(documentExpiry('2026-03-10', 12)).toBe('2027-03-09');
    expect(documentExpiry('2026-01-31', 1)).toBe('2026-02-27');
    expect(documentExpiry('2026-03-10', null)).toBeNull();
    expect(documentExpiry('2026-03-10', undefined)).toBeNull();
    expect(documentExpiry(null, 12)).toBeNull();
  });

  it('is valid up to and including its last day, warned within 30 days, expired after', () => {
    expect(expiryState('2027-03-09', '2026-12-01')).toEqual({ state: 'valido', days: 98 });
    expect(expiryState('2027-03-09', '2027-02-07')).toEqual({ state: 'vence_em', days: 30 });
    expect(expiryState('2027-03-09', '2027-03-09')).toEqual({ state: 'vence_em', days: 0 });
    expect(expiryState('2027-03-09', '2027-03-10')).toEqual({ state: 'vencido', days: 1 });
    expect(expiryState(null, '2027-03-10')).toEqual({ state: 'sem_validade' });
    expect(isExpired('2027-03-09', '2027-03-09')).toBe(false);
    expect(isExpired('2027-03-09', '2027-03-10')).toBe(true);
  });

  it('says it in pt-BR', () => {
    expect(expiryLabel('2027-03-09', '2026-12-01')).toBe('Válido até 09/03/2027');
    expect(expiryLabel('2027-03-09', '2027-02-27')).toBe('Vence em 10 dias');
    expect(expiryLabel('2027-03-09', '2027-03-08')).toBe('Vence amanhã');
    expect(expiryLabel('2027-03-09', '2027-03-09')).toBe('Vence hoje');
    expect(expiryLabel('2027-03-09', '2027-04-01')).toBe('Vencido em 09/03/2027');
    expect(expiryLabel(null, '2027-04-01')).toBe('Sem vencimento');
  });
});
