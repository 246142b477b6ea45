import { describe, expect, it } from 'vitest';
import { MASKS, maskCep, maskCnpj, maskCpfInput, maskPhone, maskTime } from './masks';

describe('maskCpfInput', () => {
  it.each([
    ['', ''], ['1', '1'], ['123', '123'], ['1234', '123.4'], ['123456', '123.456'], ['1234567', '123.456.7'],
    ['123456789', '123.456.789'], ['1234567890', '123.456.789-0'], ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'], ['123.456.789-09', '123.456.789-09'], ['abc12', '12'],
  ])('%j → %j', (input, output) => {
    expect(maskCpfInput(input)).toBe(output);
  });
});

describe('the other masks', () => {
  it('formats CEP, time, phone and CNPJ (numeric and alphanumeric) as far as the input goes', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskTime('7')).toBe('7');
    expect(maskTime('0730')).toBe('07:30');
    expect(maskTime('23:591')).toBe('23:59');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.AB')).toBe('12.AB');
  });

  it('unmasks to the canonical wire value the schemas expect', () => {
    expect(MASKS.cpf.unmask('123.456.789-09')).toBe('12345678909');
    expect(MASKS.cnpj.unmask('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(MASKS.cep.unmask('01310-100')).toBe('01310100');
    expect(MASKS.phone.unmask('(11) 98765-4321')).toBe('11987654321');
    expect(MASKS.time.unmask(' 07:30 ')).toBe('07:30');
  });
});
