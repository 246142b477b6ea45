// POST /api/v1/sync/push on the real server (PGlite, or PostgreSQL with DATABASE_URL): the push rules
// of tests/data/fake-server.test.ts, plus the hardening every endpoint gets (4xx pt-BR, never 5xx).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GAP_MESSAGE, PUSH_MAX_MUTATIONS, SCHEMA_VERSION, UPDATE_REQUIRED_MESSAGE } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { call, expectFailure, login, testServer } from './helpers';
import { country, m, profile, pull, pullRaw, push, pushOk, pushRaw } from './sync-helpers';

let admin: { token: string; id: string };
let athlete: { token: string; id: string };
let staff: { token: string; id: string };
const consoleError = vi.spyOn(console, 'error');

const harness = testServer();

beforeAll(async () => {
  const a = await login(harness.app, 'admin@demo.test');
  const b = await login(harness.app, 'atleta@demo.test');
  const c = await login(harness.app, 'staff@demo.test');
  admin = { token: a.token, id: a.result.id };
  athlete = { token: b.token, id: b.result.id };
  staff = { token: c.token, id: c.result.id };
});

async function stored(collection: string, id: string) {
  const [row] = await harness.handle.db.query<{ version: number; deleted: boolean; data: Record<string, unknown> | null; owner_id: string | null }>(
    `SELECT version, deleted, data, owner_id::text FROM records WHERE collection = $1 AND id = $2`,
    [collection, id],
  );
  return row;
}

describe('push rules', () => {
  it('applies in order, answers per seq, and acknowledges a replay without applying it again', async () => {
    const clientId = uuidv7();
    const a = country({ name: 'Argentina' });
    const b = country({ name: 'Bolívia' });
    const batch = [m(1, 'countries.put', a), m(2, 'countries.put', b), m(3, 'countries.put', { ...a, name: 'Argentina (editada)' })];
    const first = await pushOk(harness.app, admin.token, clientId, batch);
    expect(first).toEqual({ status: 1, lastSeq: 3, results: [{ seq: 1, ok: true }, { seq: 2, ok: true }, { seq: 3, ok: true }] });
    // Later mutations of a batch see the earlier ones: the edit is what is stored.
    const before = await stored('countries', a.id);
    expect(before?.data).toEqual({ ...a, name: 'Argentina (editada)' });
    expect((await stored('countries', b.id))!.version).toBeLessThan(before!.version);

    // A replay (Background Sync resending the batch) plus one new mutation.
    const c = country({ name: 'Chile' });
    const replay = await pushOk(harness.app, admin.token, clientId, [...batch, m(4, 'countries.put', c)]);
    expect(replay).toEqual({ status: 1, lastSeq: 4, results: [1, 2, 3, 4].map((seq) => ({ seq, ok: true })) });
    const after = await stored('countries', a.id);
    expect(after).toEqual(before); // not applied again: same version, same data
    expect((await stored('countries', c.id))?.deleted).toBe(false);
  });

  it('refuses a gap with 409 and applies nothing of the batch', async () => {
    const clientId = uuidv7();
    await pushOk(harness.app, admin.token, clientId, [m(1, 'countries.put', country())]);
    const later = country();
    const gap = await push(harness.app, admin.token, clientId, [m(3, 'countries.put', later), m(4, 'countries.put', country())]);
    expect(gap.status).toBe(409);
    expect(gap.json).toEqual({ status: 0, message: GAP_MESSAGE, lastSeq: 1 });
    expect(await stored('countries', later.id)).toBeUndefined();
    // The stream is where it was: seq 2 is still the next one.
    expect((await pushOk(harness.app, admin.token, clientId, [m(2, 'countries.put', country())])).lastSeq).toBe(2);
    // A new client's first seq must be 1.
    expect((await push(harness.app, admin.token, uuidv7(), [m(2, 'countries.put', country())])).json).toMatchObject({ status: 0, lastSeq: 0 });
  });

  it('records a validation refusal with its pt-BR message, advances lastSeq, and answers a replay the same way', async () => {
    const clientId = uuidv7();
    const bad = m(1, 'countries.put', { ...country(), ddi: 'x' });
    const good = country();
    const answer = await pushOk(harness.app, admin.token, clientId, [bad, m(2, 'countries.put', good)]);
    const refusal = { seq: 1, ok: false, code: 'invalid', message: 'DDI deve ter de 1 a 4 dígitos, ex.: 55.' };
    expect(answer).toEqual({ status: 1, lastSeq: 2, results: [refusal, { seq: 2, ok: true }] });
    expect(await stored('countries', (bad.args as { id: string }).id)).toBeUndefined();
    expect((await pushOk(harness.app, admin.token, clientId, [bad])).results).toEqual([refusal]);
    expect((await pull(harness.app, admin.token, clientId, 0, 1)).lastSeq).toBe(2);
  });

  it('refuses what the user may not write: an athlete writing cities, or someone else’s profile', async () => {
    const clientId = uuidv7();
    const [sp] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE collection = 'states' AND data->>'uf' = 'SP' LIMIT 1`);
    const city = { id: uuidv7(), name: 'Campinas Nova', ibge: '3509599', state_id: sp!.id };
    // The athlete's profile is the federation's to write; its owner may change the contact fields.
    const mine = profile(athlete.id, { name: 'Lucas Atleta' });
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', mine)]);
    const theirs = profile(admin.id);
    const answer = await pushOk(harness.app, athlete.token, clientId, [
      m(1, 'cities.put', city),
      m(2, 'profiles.put', { ...mine, phone: '11987654321' }),
      m(3, 'profiles.put', theirs),
      m(4, 'profiles.put', { ...mine, user_id: admin.id }), // giving one's own row away
      m(5, 'cities.delete', { id: city.id }),
    ]);
    expect(answer.results).toEqual([
      { seq: 1, ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar cidades.' },
      { seq: 2, ok: true },
      { seq: 3, ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar pessoas.' },
      { seq: 4, ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar pessoas.' },
      { seq: 5, ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar cidades.' },
    ]);
    expect(answer.lastSeq).toBe(5);
    expect(await stored('cities', city.id)).toBeUndefined();
    expect(await stored('profiles', theirs.id)).toBeUndefined();
    expect(await stored('profiles', mine.id)).toMatchObject({ owner_id: athlete.id, data: { ...mine, phone: '11987654321' } });
    // Holders of the permission may.
    expect((await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'cities.put', city)])).results).toEqual([{ seq: 1, ok: true }]);
    // Staff (meals only) may not delete it.
    expect((await pushOk(harness.app, staff.token, uuidv7(), [m(1, 'cities.delete', { id: city.id })])).results[0]).toMatchObject({ ok: false, code: 'forbidden' });
    expect((await stored('cities', city.id))?.deleted).toBe(false);
  });

  it('refuses unknown operations and text the database cannot hold as rejected mutations, not errors', async () => {
    const clientId = uuidv7();
    const answer = await pushOk(harness.app, admin.token, clientId, [
      m(1, 'nothing.here', {}),
      m(2, 'countries.put', country({ name: 'Bra\u0000sil' })),
      m(3, 'countries.put', country({ name: 'Bra\ud800sil' })),
      m(4, 'nul\u0000name', {}),
      m(5, 'countries.put', country()),
    ]);
    expect(answer.results[0]).toEqual({ seq: 1, ok: false, code: 'unknown', message: 'Operação desconhecida: nothing.here.' });
    expect(answer.results[1]).toMatchObject({ seq: 2, ok: false, code: 'invalid' });
    expect(answer.results[1]!.ok === false && answer.results[1]!.message).toMatch(/caracteres inválidos/);
    expect(answer.results[2]).toMatchObject({ seq: 3, ok: false, code: 'invalid' });
    expect(answer.results[3]).toEqual({ seq: 4, ok: false, code: 'unknown', message: 'Operação desconhecida: nul\ufffdname.' });
    expect(answer.results[4]).toEqual({ seq: 5, ok: true });
    expect(answer.lastSeq).toBe(5);
  });

  it('deletes as tombstones; deleting a missing row or a row put and deleted in one batch stores nothing', async () => {
    const clientId = uuidv7();
    const kept = country();
    const fleeting = country();
    await pushOk(harness.app, admin.token, clientId, [
      m(1, 'countries.put', kept),
      m(2, 'countries.put', fleeting),
      m(3, 'countries.delete', { id: fleeting.id }),
      m(4, 'countries.delete', { id: uuidv7() }),
    ]);
    expect(await stored('countries', fleeting.id)).toBeUndefined();
    const live = await stored('countries', kept.id);
    await pushOk(harness.app, admin.token, clientId, [m(5, 'countries.delete', { id: kept.id }), m(6, 'countries.delete', { id: kept.id })]);
    const tomb = await stored('countries', kept.id);
    expect(tomb).toMatchObject({ deleted: true, data: null });
    expect(tomb!.version).toBe(live!.version + 1); // the second delete changed nothing
  });

  it("answers 403 to a clientId of another user (push and pull), 426 to another schema version", async () => {
    const clientId = uuidv7();
    await pushOk(harness.app, admin.token, clientId, [m(1, 'countries.put', country())]);
    const other = await push(harness.app, athlete.token, clientId, [m(2, 'countries.put', country())]);
    expectFailure(other, 403);
    expect(other.json.message).toBe('Este dispositivo pertence a outra sessão.');
    expectFailure(await pullRaw(harness.app, athlete.token, `clientId=${clientId}&cursor=0`), 403);
    for (const schemaVersion of [SCHEMA_VERSION + 1, SCHEMA_VERSION - 1 || 99]) {
      const res = await pushRaw(harness.app, admin.token, { clientId, schemaVersion, mutations: [m(2, 'countries.put', country())] });
      expectFailure(res, 426);
      expect(res.json.message).toBe(UPDATE_REQUIRED_MESSAGE);
    }
    expect((await pull(harness.app, admin.token, clientId)).lastSeq).toBe(1);
  });
});

describe('push hardening: 4xx with a pt-BR message, never 5xx', () => {
  const LONG = 'x'.repeat(10_000);
  const client = () => uuidv7();
  const valid = () => ({ clientId: client(), schemaVersion: SCHEMA_VERSION, mutations: [m(1, 'countries.put', country())] });

  function expectPt(res: { status: number; json: { status?: number; message?: string } | undefined; text: string }) {
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.json?.status, res.text).toBe(0);
    expect(res.json?.message ?? '', res.text).not.toMatch(/^(Invalid|Expected|Unexpected|Bad|Internal)\b/);
    expect((res.json?.message ?? '').length).toBeGreaterThan(0);
  }

  it('malformed and non-object JSON, bad encodings, wrong content types', async () => {
    for (const body of ['{', '{"clientId":', '[]', 'null', '42', '"x"', '{"a":1}{"b":2}', '['.repeat(50_000)]) {
      expectPt(await pushRaw(harness.app, admin.token, body));
    }
    expectPt(await call(harness.app, '/api/v1/sync/push', { method: 'POST', body: 'clientId=x', token: admin.token, headers: { 'content-type': 'text/plain' } }));
    expectPt(await call(harness.app, '/api/v1/sync/push', { method: 'POST', token: admin.token }));
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await harness.app.request('/api/v1/sync/push', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).toBe(400);
    const claimed = await harness.app.request('/api/v1/sync/push', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      body: '{}',
    });
    expect(claimed.status).toBe(413);
  });

  it('wrong types, missing fields, 10k-character strings, too many or non-consecutive mutations', async () => {
    const bodies: unknown[] = [
      {},
      { ...valid(), clientId: undefined },
      { ...valid(), clientId: 'x' },
      { ...valid(), clientId: LONG },
      { ...valid(), clientId: 42 },
      { ...valid(), schemaVersion: '1' },
      { ...valid(), schemaVersion: 1.5 },
      { ...valid(), schemaVersion: -1 },
      { ...valid(), mutations: [] },
      { ...valid(), mutations: 'x' },
      { ...valid(), mutations: {} },
      { ...valid(), mutations: [null] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), seq: 0 }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), seq: -3 }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), seq: '1' }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), seq: 2 ** 60 }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), name: LONG }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), name: '' }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), args: [] }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), args: 'x' }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), args: { big: 'x'.repeat(70_000) } }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), at: 'ontem' }] },
      { ...valid(), mutations: [{ ...m(1, 'countries.put', country()), at: LONG }] },
      { ...valid(), mutations: [m(1, 'countries.put', country()), m(3, 'countries.put', country())] },
      { ...valid(), mutations: Array.from({ length: PUSH_MAX_MUTATIONS + 1 }, (_, i) => m(i + 1, 'countries.put', country())) },
    ];
    for (const body of bodies) {
      const res = await pushRaw(harness.app, admin.token, body);
      expectPt(res);
      expect(res.status, res.text).toBe(400);
    }
    const tooMany = await pushRaw(harness.app, admin.token, bodies[bodies.length - 1]);
    expect(tooMany.json.message).toBe(`No máximo ${PUSH_MAX_MUTATIONS} operações por envio.`);
  });

  it('a 10k-character field inside args is a refused mutation (200), not a failed request', async () => {
    const answer = await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'countries.put', country({ name: LONG }))]);
    expect(answer.results[0]).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('needs a session: no token, a junk token, a token of another tenant', async () => {
    expectFailure(await pushRaw(harness.app, undefined, valid()), 401);
    expectFailure(await pushRaw(harness.app, 'x'.repeat(43), valid()), 401);
    expectFailure(await pushRaw(harness.app, admin.token, valid(), { host: 'outra.localhost' }), 401);
    expectFailure(await pushRaw(harness.app, admin.token, valid(), { prefix: '/c/outra' }), 401);
    expectFailure(await pushRaw(harness.app, admin.token, valid(), { prefix: '/c/nenhuma' }), 404);
  });

  it('other verbs answer 405, and the server logged no error', async () => {
    expectFailure(await call(harness.app, '/api/v1/sync/push', { method: 'GET', token: admin.token }), 405);
    expectFailure(await call(harness.app, '/api/v1/sync/pull', { method: 'POST', body: {}, token: admin.token }), 405);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
