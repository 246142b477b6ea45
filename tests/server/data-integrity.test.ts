// The server, not only the form, refuses with a pt-BR message (the push result the
// sync panel shows): a duplicate CNPJ or CPF, a reference to a row that does not exist (or exists in
// another tenant), a name of only spaces, a birth date in the future, a city IBGE code whose first two
// digits are not its state's, and deleting a row that others still refer to. Uniqueness is also a
// unique index in the database, one per registry declaration.
import { beforeAll, describe, expect, it } from 'vitest';
import { cnpjFromBase } from '../../src/domain/cnpj';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { UNIQUE_INDEXES } from '../../server/sync/unique-indexes';
import { login, testServer } from './helpers';
import { m, profile, pushOk } from './sync-helpers';

let token: string;
let adminId: string;
const seeded: Record<string, Record<string, unknown>> = {};

/** One live seeded row of `collection` in tenant `code` matching `where` (SQL on `data`). */
async function row(collection: string, where = 'true', code = 'demo'): Promise<Record<string, unknown>> {
  const [r] = await harness.handle.db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.code = $1 AND collection = $2 AND NOT deleted AND ${where} ORDER BY r.id LIMIT 1`,
    [code, collection],
  );
  if (!r) throw new Error(`sem ${collection} semeado`);
  return r.data;
}

const stored = async (collection: string, id: string) =>
  (await harness.handle.db.query<{ data: Record<string, unknown> | null }>(`SELECT data FROM records WHERE collection = $1 AND id = $2`, [collection, id]))[0]?.data ?? undefined;

/** Pushes one mutation as the admin; returns its result. */
async function one(name: string, args: object): Promise<PushResult> {
  return (await pushOk(harness.app, token, uuidv7(), [m(1, name, args)])).results[0]!;
}

let cnpjSeq = 0;
const association = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  name: 'Clube Novo',
  cnpj: cnpjFromBase(`77${String(++cnpjSeq).padStart(10, '0')}`),
  associationstype_id: seeded.type!.id,
  city_id: seeded.city!.id,
  sport_ids: [seeded.sport!.id],
  active: true,
  ...over,
});
const city = (over: Record<string, unknown> = {}) => ({ id: uuidv7(), name: 'Cidade Nova', ibge: '3599991', state_id: seeded.sp!.id, ...over });

const harness = testServer();

beforeAll(async () => {
  const answer = await login(harness.app, 'master@demo.test');
  token = answer.token;
  adminId = answer.result.id;
  seeded.sp = await row('states', `data->>'uf' = 'SP'`);
  seeded.city = await row('cities', `data->>'ibge' = '3550308'`);
  seeded.type = await row('associationstypes');
  seeded.sport = await row('sports');
  seeded.association = await row('associations');
  seeded.profile = await row('profiles');
  seeded.outraCity = await row('cities', 'true', 'outra');
});

describe('uniqueness', () => {
  it('has a unique index in the database for every `unique` field of the registry', async () => {
    const names = (await harness.handle.db.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'records'`));
    expect(UNIQUE_INDEXES.length).toBeGreaterThan(0);
    for (const index of UNIQUE_INDEXES) {
      const found = names.find((n) => n.indexname === index.name);
      expect(found, index.name).toBeDefined();
      expect(found!.indexdef).toMatch(/UNIQUE/);
      expect(found!.indexdef).toContain(`'${index.field}'`);
    }
  });

  it('refuses a duplicate CNPJ', async () => {
    expect(await one('associations.put', association({ cnpj: seeded.association!.cnpj }))).toEqual({
      seq: 1, ok: false, code: 'invalid', message: 'CNPJ já está em uso por outra entidade.',
    });
    const fine = association();
    expect(await one('associations.put', fine)).toEqual({ seq: 1, ok: true });
    // Saving the same row again keeps its own CNPJ: not a duplicate of itself.
    expect(await one('associations.put', { ...fine, name: 'Clube Renomeado' })).toEqual({ seq: 1, ok: true });
  });

  it('refuses a duplicate CPF, also between two mutations of one batch', async () => {
    expect(await one('profiles.put', profile(uuidv7(), { cpf: seeded.profile!.cpf }))).toMatchObject({ ok: false, message: 'CPF já está em uso por outra pessoa.' });
    const a = profile(uuidv7());
    const b = profile(uuidv7(), { cpf: a.cpf });
    const answer = await pushOk(harness.app, token, uuidv7(), [m(1, 'profiles.put', a), m(2, 'profiles.put', b)]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: false, code: 'invalid', message: 'CPF já está em uso por outra pessoa.' }]);
    expect(answer.lastSeq).toBe(2);
  });

  it('answers text the database cannot hold in a unique field as a refusal, not an error', async () => {
    const result = await one('profiles.put', profile(uuidv7(), { cpf: '\u0000' }));
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('frees a CPF when its profile is deleted', async () => {
    const a = profile(uuidv7());
    expect(await one('profiles.put', a)).toEqual({ seq: 1, ok: true });
    expect(await one('profiles.delete', { id: a.id })).toEqual({ seq: 1, ok: true });
    expect(await one('profiles.put', profile(uuidv7(), { cpf: a.cpf }))).toEqual({ seq: 1, ok: true });
  });
});

describe('references', () => {
  it('refuses a reference to a row that does not exist', async () => {
    const result = await one('associations.put', association({ city_id: uuidv7() }));
    expect(result).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'Cidade: registro não encontrado (não existe ou foi excluído).' });
    const sports = await one('associations.put', association({ sport_ids: [seeded.sport!.id, uuidv7()] }));
    expect(sports).toMatchObject({ ok: false, message: 'Modalidades: registro não encontrado (não existe ou foi excluído).' });
  });

  it('refuses a reference to a row of another tenant', async () => {
    const result = await one('associations.put', association({ city_id: seeded.outraCity!.id }));
    expect(result).toMatchObject({ ok: false, code: 'invalid', message: 'Cidade: registro não encontrado (não existe ou foi excluído).' });
  });

  it('refuses to delete a row that others still refer to, naming them, and deletes it once they are gone', async () => {
    const state = await one('states.delete', { id: seeded.sp!.id });
    expect(state).toMatchObject({ ok: false, code: 'in_use' });
    expect(state.ok === false && state.message).toMatch(/^Não é possível excluir: \d+ cidades ainda usam este registro \(campo Estado\)\. Altere ou exclua esses registros primeiro\.$/);
    expect(await stored('states', seeded.sp!.id as string)).toBeDefined();

    const sport = { id: uuidv7(), name: 'Bocha', code: 'BOC', team_sport: false, active: true };
    const club = association({ sport_ids: [sport.id] });
    const setup = await pushOk(harness.app, token, uuidv7(), [m(1, 'sports.put', sport), m(2, 'associations.put', club)]);
    expect(setup.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: true }]);
    const inUse = await one('sports.delete', { id: sport.id });
    expect(inUse).toEqual({ seq: 1, ok: false, code: 'in_use', message: 'Não é possível excluir: 1 entidade ainda usa este registro (campo Modalidades). Altere ou exclua esse registro primeiro.' });
    const answer = await pushOk(harness.app, token, uuidv7(), [m(1, 'associations.delete', { id: club.id }), m(2, 'sports.delete', { id: sport.id })]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: true }]);
  });
});

describe('field rules in the shared schemas', () => {
  it('refuses a name of only spaces', async () => {
    expect(await one('cities.put', city({ name: '   ' }))).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'O nome não pode conter apenas espaços.' });
    expect(await one('associations.put', association({ name: ' \t ' }))).toMatchObject({ ok: false, message: 'A razão social não pode conter apenas espaços.' });
  });

  it('refuses a birth date in the future', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await one('profiles.put', profile(adminId, { birthdate: future }))).toEqual({
      seq: 1, ok: false, code: 'invalid', message: 'Data de nascimento não pode estar no futuro.',
    });
  });

  it('refuses a city IBGE code whose first two digits are not its state\'s', async () => {
    expect(await one('cities.put', city({ ibge: '3304557' }))).toEqual({
      seq: 1, ok: false, code: 'invalid',
      message: 'Código IBGE não corresponde ao estado: os 2 primeiros dígitos devem ser o código IBGE do estado selecionado.',
    });
    expect(await one('cities.put', city({ ibge: '9904557' }))).toMatchObject({ ok: false, message: expect.stringMatching(/^Código IBGE inválido: os 2 primeiros dígitos/) });
    expect(await one('cities.put', city())).toEqual({ seq: 1, ok: true });
  });
});
