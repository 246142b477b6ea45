import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cnpjFromBase } from '../cnpj';
import { cpfFromBase } from '../cpf';
import { uuidv7 } from '../uuid';
import { formFields } from './form';
import { associations, cities, getResource, profiles, sports, states } from './index';
import { normalizeSearch, stripDerived, withDerived } from './search';
import { url } from './schema-kit';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input, { abortPipeEarly: true });
  return r.success ? null : r.issues[0].message;
};

const city = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), name: 'São Paulo', ibge: '3550308', state_id: uuidv7(), ...over });

describe('pt-BR validation messages', () => {
  it('asks for missing fields and explains formats', () => {
    expect(firstMessage(cities.schema, city({ name: '' }))).toBe('Informe o nome.');
    expect(firstMessage(cities.schema, city({ name: undefined }))).toBe('Informe o nome.');
    expect(firstMessage(cities.schema, city({ ibge: '355030' }))).toBe('Código IBGE deve ter 7 dígitos.');
    expect(firstMessage(cities.schema, city({ state_id: '' }))).toBe('Selecione o estado.');
    expect(firstMessage(cities.schema, city({ name: 'x'.repeat(121) }))).toBe('O nome deve ter no máximo 120 caracteres.');
    expect(firstMessage(states.schema, { id: uuidv7(), name: 'São Paulo', uf: 'sp', ibge: '35', country_id: uuidv7() })).toBe(
      'UF deve ter 2 letras maiúsculas, ex.: SP.',
    );
  });

  it('checks CNPJ and CPF check digits', () => {
    const association = {
      id: uuidv7(), name: 'Sociedade Esportiva', cnpj: '11222333000182', associationstype_id: uuidv7(), city_id: uuidv7(), active: true,
    };
    expect(firstMessage(associations.schema, association)).toBe('CNPJ inválido.');
    expect(firstMessage(associations.schema, { ...association, cnpj: cnpjFromBase('12ABC34501DE') })).toBeNull();
    const person = { id: uuidv7(), user_id: uuidv7(), name: 'Ana', cpf: '12345678900', birthdate: '2001-02-03', gender: 'feminino' };
    expect(firstMessage(profiles.schema, person)).toBe('CPF inválido.');
    expect(firstMessage(profiles.schema, { ...person, cpf: cpfFromBase('123456789') })).toBeNull();
    expect(firstMessage(profiles.schema, { ...person, cpf: cpfFromBase('123456789'), birthdate: '2001-02-30' })).toBe(
      'Data de nascimento inválida.',
    );
  });

  it('keeps optional fields optional and strips unknown keys', () => {
    const parsed = v.parse(cities.schema, city({ stateregion_id: null, extra: 1 }));
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.stateregion_id).toBeNull();
  });
});

describe('form fields derived from the schema', () => {
  const kinds = (key: string) => Object.fromEntries(formFields(getResource(key)).map((f) => [f.key, f.kind]));

  it('derives kinds, references, required and max length', () => {
    expect(kinds('cities')).toEqual({ name: 'text', ibge: 'text', state_id: 'reference', stateregion_id: 'reference' });
    expect(kinds('sports')).toMatchObject({ team_sport: 'boolean', active: 'boolean' });
    expect(kinds('profiles')).toMatchObject({ birthdate: 'date', gender: 'select', phone: 'phone', photo_url: 'image' });
    expect(kinds('associations')).toMatchObject({ sport_ids: 'references', email: 'email' });
    const name = formFields(cities).find((f) => f.key === 'name')!;
    expect(name).toMatchObject({ required: true, maxLength: 120 });
    const region = formFields(cities).find((f) => f.key === 'stateregion_id')!;
    expect(region).toMatchObject({ required: false, reference: 'stateregions' });
    expect(formFields(sports).map((f) => f.label)).toEqual(['Nome', 'Sigla', 'Modalidade coletiva', 'Ativa']);
  });
});

describe('search key', () => {
  it('normalises accents, case and spaces', () => {
    expect(normalizeSearch('  São   JOSÉ dos Campos ')).toBe('sao jose dos campos');
    expect(normalizeSearch('Itaú')).toBe('itau');
  });

  it('is added for storage and removed for the wire', () => {
    const row = city({ name: 'Ribeirão Preto' });
    const stored = withDerived(cities, row);
    expect(stored).toMatchObject({ name_search: 'ribeirao preto' });
    expect(stripDerived(cities, stored)).toEqual(row);
  });
});

describe('addresses', () => {
  it('accept only web addresses (or an uploads path for photos), never javascript: or data: URLs', () => {
    const photo = profiles.schema.entries.photo_url;
    for (const schema of [url(), photo]) {
      expect(v.is(schema, 'https://federa.test/a.png')).toBe(true);
      expect(v.is(schema, 'javascript:alert(1)')).toBe(false);
      expect(v.is(schema, 'data:text/html,<script>alert(1)</script>')).toBe(false);
    }
    expect(v.is(photo, 'demo-photos/lucas-atleta.svg')).toBe(true);
    expect(v.is(photo, '../etc/passwd')).toBe(false);
  });
});
