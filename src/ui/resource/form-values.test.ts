import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { associations, meals, profiles, rankings, registermemberships, streets } from '../../domain/resources/index';
import { formFields } from '../../domain/resources/form';
import { maskPhone } from '../masks';
import { formatDate, toFormValues, toWire } from './form-values';

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

describe('optional fields with a default', () => {
  it('a status left blank is left out, so the default applies instead of a refused null', () => {
    const fields = formFields(registermemberships);
    const id = (n: number) => `01a20000-0000-7000-8000-00000000000${n}`;
    const values = { ...toFormValues(fields, null), register_id: id(1), plan_id: id(2), user_id: id(3), profile_id: id(4), starts_on: '2026-03-01' };
    const wire = toWire(fields, values, { id: id(5) });
    expect(wire.status).toBeUndefined();
    expect(wire.notes).toBeNull();
    const parsed = v.safeParse(registermemberships.schema, wire);
    expect(parsed.issues?.map((i) => i.message)).toBeUndefined();
    expect(parsed.output).toMatchObject({ status: 'ativa' });
  });
});

describe('masked fields', () => {
  it('take their mask from the schema: CPF, CNPJ, CEP and meal times', () => {
    const kinds = (fields: ReturnType<typeof formFields>) => Object.fromEntries(fields.map((f) => [f.key, f.kind]));
    expect(kinds(formFields(profiles))).toMatchObject({ cpf: 'cpf', phone: 'phone' });
    expect(kinds(formFields(associations))).toMatchObject({ cnpj: 'cnpj' });
    expect(kinds(formFields(streets))).toMatchObject({ cep: 'cep' });
    expect(kinds(formFields(meals))).toMatchObject({ starts_at: 'time', ends_at: 'time' });
  });

  it('show the Brazilian format in the input and send the canonical value', () => {
    const fields = formFields(streets);
    const stored = { id: '0190a0a0-0000-7000-8000-000000000001', name: 'Avenida Paulista', cep: '01310100', city_id: '0190a0a0-0000-7000-8000-000000000002', district_id: null };
    const values = toFormValues(fields, stored);
    expect(values.cep).toBe('01310-100');
    const wire = toWire(fields, { ...values, cep: '04538-133' }, { id: stored.id });
    expect(wire.cep).toBe('04538133');
    expect(v.safeParse(streets.schema, wire).success).toBe(true);
  });

  it('edits a list of whole numbers in one box (points per placing), and refuses a piece that is not one', () => {
    const fields = formFields(rankings);
    const stored = { id: '01a20000-0000-7000-8000-000000000009', name: 'Ranking estadual', points_table: [25, 18, 15] };
    expect(toFormValues(fields, stored)).toMatchObject({ points_table: '25, 18, 15' });
    const wire = toWire(fields, { ...toFormValues(fields, stored), points_table: '30; 20 10' }, stored);
    expect(wire.points_table).toEqual([30, 20, 10]);
    expect(v.safeParse(rankings.schema, wire).success).toBe(true);
    expect(toWire(fields, { ...toFormValues(fields, stored), points_table: ' ' }, stored).points_table).toBeNull();
    const bad = v.safeParse(rankings.schema, toWire(fields, { ...toFormValues(fields, stored), points_table: '10, dez' }, stored));
    expect(bad.success).toBe(false);
  });
});
