// The people search (GET /api/v1/search/people) gives each searcher only what they
// may see — everyone of the tenant to holders of `users`, only people who granted `listagem_publica`
// to the others, never another tenant's people, and never the whole CPF, phone, e-mail or birth
// date; a bad query is a 400 in pt-BR.
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MSG } from '../../src/domain/search/people-query';
import { uuidv7 } from '../../src/domain/uuid';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../../server/sync/sql-tx';
import { call, login, testServer } from './helpers';

let demoId: string;
let admin: string;
let athlete: string;
let otherMaster: string;
/** A demo person with an entity in a city (the one everybody searches for). */
let person: { id: string; user_id: string; name: string; cpf: string; city_id: string; sport_ids: string[] };

const harness = testServer();

beforeAll(async () => {
  [{ id: demoId }] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`) as [{ id: string }];
  const [row] = await harness.handle.db.query<typeof person>(
    `SELECT p.id::text AS id, p.data->>'user_id' AS user_id, p.data->>'name' AS name, p.data->>'cpf' AS cpf,
            a.data->>'city_id' AS city_id, ARRAY(SELECT jsonb_array_elements_text(a.data->'sport_ids')) AS sport_ids
       FROM records p JOIN records a ON a.tenant_id = p.tenant_id AND a.collection = 'associations' AND a.id::text = p.data->>'association_id'
      WHERE p.tenant_id = $1 AND p.collection = 'profiles' AND NOT p.deleted AND a.data->>'city_id' IS NOT NULL
        AND jsonb_array_length(coalesce(a.data->'sport_ids', '[]'::jsonb)) > 0
      ORDER BY p.data->>'cpf' LIMIT 1`, [demoId],
  );
  person = row!;
  admin = (await login(harness.app, 'admin@demo.test')).token;
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  otherMaster = (await login(harness.app, 'master@outra.test', { host: 'outra.localhost:8787' })).token;
});

/** A consent row in the CONSENTS contract's shape, written as the server writes records. */
async function setConsent(userId: string, granted: boolean, kind = 'listagem_publica'): Promise<void> {
  const [existing] = await harness.handle.db.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'consents' AND data->>'user_id' = $2 AND data->>'kind' = $3`, [demoId, userId, kind],
  );
  const at = new Date().toISOString();
  const row = { id: existing?.id ?? uuidv7(), user_id: userId, kind, granted, at, by: userId, history: [{ granted, by: userId, at }] };
  await harness.handle.db.tx(async (tx) => {
    await lockTenantVersion(tx, demoId);
    await writeRecords(tx, demoId, [toRecordWrite({ collection: 'consents', id: row.id, row })], new Date());
  });
}

const search = (token: string, query: string, host?: string) => call(harness.app, `/api/v1/search/people?${query}`, { token, host });
const byName = (token: string, host?: string) => search(token, `q=${encodeURIComponent(person.name)}`, host);
const ids = (res: { json: { people: { id: string }[] } }) => res.json.people.map((p) => p.id);

describe('people search: what each searcher gets', () => {
  it('a holder of `users` finds anyone of the tenant by name, with the CPF masked and nothing private', async () => {
    const res = await byName(admin);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const hit = res.json.people.find((p: { id: string }) => p.id === person.id);
    expect(hit).toBeDefined();
    expect(Object.keys(hit).sort()).toEqual(['city', 'cpf', 'entity', 'id', 'name', 'verified']);
    expect(hit.cpf).toBe(`***.${person.cpf.slice(3, 6)}.${person.cpf.slice(6, 9)}-**`);
    expect(res.text).not.toContain(person.cpf);
  });

  it('finds by name without accents or case, by whole CPF, by city and by sport', async () => {
    const folded = person.name.normalize('NFD').replace(/\p{M}+/gu, '').toUpperCase();
    expect(ids(await search(admin, `q=${encodeURIComponent(folded)}`))).toContain(person.id);
    expect(ids(await search(admin, `q=${person.cpf.slice(0, 3)}.${person.cpf.slice(3, 6)}.${person.cpf.slice(6, 9)}-${person.cpf.slice(9)}`))).toEqual([person.id]);
    const first = person.name.split(' ')[0]!;
    expect(ids(await search(admin, `q=${encodeURIComponent(first)}&city_id=${person.city_id}&sport_id=${person.sport_ids[0]}`))).toContain(person.id);
    expect(ids(await search(admin, `q=${encodeURIComponent(person.name)}&city_id=${uuidv7()}`))).toEqual([]);
  });

  it('without `users`, a person shows only once their public-listing consent is granted, and goes when withdrawn', async () => {
    expect(ids(await byName(athlete))).not.toContain(person.id);
    await setConsent(person.user_id, true, 'uso_imagem'); // another kind of consent does not list anyone
    expect(ids(await byName(athlete))).not.toContain(person.id);
    await setConsent(person.user_id, true);
    const res = await byName(athlete);
    expect(ids(res)).toContain(person.id);
    expect(res.text).not.toContain(person.cpf);
    await setConsent(person.user_id, false);
    expect(ids(await byName(athlete))).not.toContain(person.id);
  });

  it('never crosses tenants, even for a master and a consenting person', async () => {
    await setConsent(person.user_id, true);
    const res = await byName(otherMaster, 'outra.localhost:8787');
    expect(res.status, res.text).toBe(200);
    expect(res.json.people).toEqual([]);
  });
});

describe('people search: refusals', () => {
  it.each([
    ['', SEARCH_MSG.empty],
    ['q=ab', SEARCH_MSG.short],
    [`q=${'a'.repeat(81)}`, SEARCH_MSG.long],
    ['q=123.456', SEARCH_MSG.partialCpf],
    ['q=11111111111', SEARCH_MSG.badCpf],
    ['q=Maria&city_id=abc', SEARCH_MSG.badCity],
    ["q=Maria&sport_id=1'%20OR%201=1", SEARCH_MSG.badSport],
  ])('answers 400 in pt-BR to %s', async (query, message) => {
    const res = await search(admin, query);
    expect(res.status, res.text).toBe(400);
    expect(res.json).toEqual({ status: 0, message });
  });

  it('treats LIKE wildcards in a name as letters', async () => {
    const res = await search(admin, `q=${encodeURIComponent('%%%_')}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.people).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(harness.app, '/api/v1/search/people?q=Maria')).status).toBe(401);
  });
});
