// One-time sign-in codes: issue (master or `connections`), exchange, single use, expiry, tenant.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectFailure, login, MINUTE, testClock, testServer } from './helpers';

const clock = testClock();
let master: string;
let admin: string;
let athleteId: string;
const harness = testServer({ now: clock.now });

beforeAll(async () => {
  master = (await login(harness.app, 'master@demo.test')).token;
  admin = (await login(harness.app, 'admin@demo.test')).token;
  athleteId = (await login(harness.app, 'atleta@demo.test')).result.id;
});

const issue = (token: string | undefined, body: unknown = {}, host = 'localhost') => call(harness.app, '/api/v1/auth/oauth/codes', { token, body, host });
const exchange = (path: string, host = 'localhost', prefix = '') => call(harness.app, `${prefix}/api/v1/auth${path.replace(/^\/oauth/, '/oauth')}`, { method: 'POST', host });

describe('issue', () => {
  it('a master issues a code for a user; the answer carries key, code and the client path', async () => {
    const res = await issue(master, { user_id: athleteId });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 1, key: 'link', code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(res.json.path).toBe(`/oauth/link/${res.json.code}`);
    const stored = await harness.handle.db.query<{ code_hash: string }>('SELECT code_hash FROM oauth_codes');
    expect(JSON.stringify(stored)).not.toContain(res.json.code);
  });

  it('without user_id the code is for the issuer', async () => {
    const res = await issue(master);
    const answer = await exchange(res.json.path);
    expect(answer.json.result.email).toBe('master@demo.test');
  });

  it('needs a session and master or the connections permission', async () => {
    expectFailure(await issue(undefined), 401);
    const athlete = (await login(harness.app, 'atleta@demo.test')).token;
    expectFailure(await issue(athlete, { user_id: athleteId }), 403);
    const staff = (await login(harness.app, 'staff@demo.test')).token;
    expectFailure(await issue(staff), 403);
    expect((await issue(admin, { user_id: athleteId })).status).toBe(200); // Administrador holds `connections`
  });

  it('a non-master cannot mint a code for a master', async () => {
    const masterId = (await call(harness.app, '/api/v1/auth/me', { token: master })).json.result.id;
    expectFailure(await issue(admin, { user_id: masterId }), 403);
  });

  it('only for users of the same tenant; bad ids are 422', async () => {
    const outraMaster = (await login(harness.app, 'master@outra.test', { host: 'outra.localhost' })).result.id;
    expectFailure(await issue(master, { user_id: outraMaster }), 404);
    expectFailure(await issue(master, { user_id: 'not-a-uuid' }), 422);
    expectFailure(await issue(master, { user_id: 42 }), 422);
  });
});

describe('exchange', () => {
  it('signs in once; a second use is 401', async () => {
    const { json } = await issue(master, { user_id: athleteId });
    const first = await exchange(json.path);
    expect(first.status, first.text).toBe(200);
    expect(first.json.result.id).toBe(athleteId);
    expect((await call(harness.app, '/api/v1/auth/me', { token: first.json.token })).json.result.id).toBe(athleteId);
    const second = await exchange(json.path);
    expectFailure(second, 401);
    expect(second.json.message).toBe('Link de acesso inválido, expirado ou já utilizado.');
  });

  it('two simultaneous exchanges: exactly one wins', async () => {
    const { json } = await issue(master, { user_id: athleteId });
    const results = await Promise.all([exchange(json.path), exchange(json.path), exchange(json.path)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('expires after 10 minutes', async () => {
    const { json } = await issue(master, { user_id: athleteId });
    clock.advance(10 * MINUTE + 1000);
    expectFailure(await exchange(json.path), 401);
  });

  it('is bound to its tenant (by host and by /c/{code}); works through /c/{own code}', async () => {
    const { json } = await issue(master, { user_id: athleteId });
    expectFailure(await exchange(json.path, 'outra.localhost'), 401);
    expectFailure(await exchange(json.path, 'app.localhost', '/c/outra'), 401);
    expect((await exchange(json.path, 'app.localhost', '/c/demo')).status).toBe(200);
  });

  it('unknown key → 404; garbage code → 401', async () => {
    const { json } = await issue(master, { user_id: athleteId });
    expectFailure(await call(harness.app, `/api/v1/auth/oauth/google/${json.code}`, { method: 'POST' }), 404);
    expectFailure(await call(harness.app, '/api/v1/auth/oauth/link/short', { method: 'POST' }), 401);
    expectFailure(await call(harness.app, `/api/v1/auth/oauth/link/${'A'.repeat(43)}`, { method: 'POST' }), 401);
    expect((await exchange(json.path)).status).toBe(200); // the failures above did not spend it
  });
});
