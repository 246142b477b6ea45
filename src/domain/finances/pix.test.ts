import { describe, expect, it } from 'vitest';
import { buildPixCode, crc16, isTxid, txidFor, validatePixCode } from './pix';

// The Banco Central's public examples (static codes).
const EVP = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const CPF = '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.455802BR5913Fulano de Tal6008Brasilia62070503***630479EE';

describe('Pix BR Code', () => {
  it('builds the static EVP vector exactly (CRC 1D3D)', () => {
    expect(buildPixCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(EVP);
  });

  it('builds the CPF vector with R$ 123,45 exactly (CRC 79EE)', () => {
    expect(buildPixCode({ key: '12345678909', name: 'Fulano de Tal', city: 'Brasilia', amountCents: 12345 })).toBe(CPF);
  });

  it('computes CRC16/CCITT-FALSE in four upper-case hex digits', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(EVP.slice(0, -4))).toBe('1D3D');
  });

  it('accepts both vectors and reads their fields', () => {
    const a = validatePixCode(EVP);
    const b = validatePixCode(CPF);
    expect(a.ok && a.code.key).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(a.ok && a.code.amountCents).toBeNull();
    expect(b.ok && b.code.amountCents).toBe(12345);
    expect(b.ok && b.code.city).toBe('Brasilia');
  });

  it('refuses a payload whose CRC does not match', () => {
    const broken = CPF.replace('123.45', '123.46');
    expect(validatePixCode(broken)).toEqual({ ok: false, reason: 'CRC não confere.' });
    expect(validatePixCode(CPF.slice(0, -4) + '79EF').ok).toBe(false);
  });

  it('refuses wrong TLV lengths even when the CRC was recomputed to match', () => {
    // Name length says 12 for a 13-character name: the CRC is made to match the broken text.
    const body = CPF.slice(0, -4).replace('5913Fulano de Tal', '5912Fulano de Tal');
    const forged = body + crc16(body);
    const check = validatePixCode(forged);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).not.toBe('CRC não confere.');
  });

  it('puts a bill txid in 62/05, cuts name and city, and validates its own output', () => {
    const code = buildPixCode({ key: 'financeiro@fed.org.br', name: 'Federação Paulista de Judô e Jiu-jitsu', city: 'São José dos Campos', amountCents: 18000, txid: 'ABC123' });
    const check = validatePixCode(code);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.code.txid).toBe('ABC123');
      expect(check.code.name.length).toBeLessThanOrEqual(25);
      expect(check.code.city).toBe('Sao Jose dos Ca');
      expect(check.code.amountCents).toBe(18000);
    }
    expect(code).toContain('5406180.00');
    expect(code).toContain('62100506ABC123');
  });

  it('txids are 1–25 letters and digits', () => {
    expect(isTxid('A')).toBe(true);
    expect(isTxid('A'.repeat(26))).toBe(false);
    expect(isTxid('AB-1')).toBe(false);
    expect(isTxid('')).toBe(false);
    expect(txidFor('0192f3a4-1111-7abc-8def-0123456789ab')).toBe('0192F3A411117ABC8DEF01234');
    expect(isTxid(txidFor('0192f3a4-1111-7abc-8def-0123456789ab'))).toBe(true);
    expect(() => buildPixCode({ key: 'k', name: 'n', city: 'c', txid: 'has space' })).toThrow();
  });
});
