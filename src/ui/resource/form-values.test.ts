import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { associations, meals } from '../../domain/resources/index';
import { formFields } from '../../domain/resources/form';
import { formatDate, maskPhone, toFormValues, toWire } from './form-values';

describe('form values ↔ wire record', () => {
  it('masks phones progressively and formats dates', () => {
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1132654321')).toBe('(11) 3265-4321');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
    expect(formatDate('2008-03-14')).toBe('14/03/2008');
  });

  it('round-trips a stored record and produces what the schema accepts', () => {
    const fields = formFields(associations);
    const stored = {
      id: '01a20000-0000-7000-8000-000000000001', name: 'Clube Atlético', short_name: null, cnpj: '11222333000181',
      associationstype_id: '01a20000-0000-7000-8000-000000000002', city_id: '01a20000-0000-7000-8000-000000000003',
      sport_ids: ['01a20000-0000-7000-8000-000000000004'], email: null, phone: '11987654321', active: true, name_search: 'clube atletico',
    };
    const values = toFormValues(fields, stored);
    expect(values).toMatchObject({ short_name: '', phone: '(11) 98765-4321', active: true, sport_ids: stored.sport_ids, email: '' });
    const wire = toWire(fields, { ...values, short_name: '  ' }, stored);
    expect(wire).toMatchObject({ short_name: null, email: null, phone: '11987654321', active: true });
    expect(v.safeParse(associations.schema, wire).success).toBe(true);
  });

  it('leaves blanks of required fields for the schema to name, and turns numbers into numbers', () => {
    const fields = formFields(meals);
    const wire = toWire(fields, { ...toFormValues(fields, null), capacity: '120' }, { id: 'x' });
    expect(wire).toMatchObject({ name: '', capacity: 120 });
    expect(wire.status).toBeUndefined();
    const blank = toWire(fields, toFormValues(fields, null), { id: 'x' });
    const issues = v.safeParse(meals.schema, blank).issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(expect.arrayContaining(['Informe o nome.', 'Informe a capacidade.', 'Selecione a situação.']));
  });
});
