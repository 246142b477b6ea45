import { describe, expect, it } from 'vitest';
import { cnpjFromBase, formatCnpj, isCanonicalCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('cnpj', () => {
  it('accepts valid numeric CNPJs with or without mask', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ (IN RFB 2.229/2024 example) and refuses letters in the check digits', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it('completes bases, formats and normalises', () => {
    expect(cnpjFromBase('112223330001')).toBe('11222333000181');
    expect(cnpjFromBase('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    for (let i = 1; i < 200; i++) expect(isValidCnpj(cnpjFromBase(String(i * 7919).padStart(8, '0') + '0001'))).toBe(true);
  });

  it('canonical form is unmasked and upper-case', () => {
    expect(isCanonicalCnpj('11222333000181')).toBe(true);
    expect(isCanonicalCnpj('11.222.333/0001-81')).toBe(false);
    expect(isCanonicalCnpj('12abc34501de35')).toBe(false);
  });
});
