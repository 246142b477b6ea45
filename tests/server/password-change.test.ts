// POST /auth/password (/my/password): the current password is required, the new one follows the
// register rules, and a change signs out every OTHER session of the person with a pt-BR notice
// (401, code password_changed) while the session that changed it keeps working.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { call, expectFailure, login, testClock, testServer } from './helpers';
import { newAccount } from './record-helpers';

let tenantId: string;
const clock = testClock();

const harness = testServer({ now: clock.now, trustProxy: true });

beforeAll(async () => {
  tenantId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
});

/** A fresh person with two signed-in devices (so changing their password touches nobody else). */
async function personWithTwoDevices(cpfBase: number) {
  const first = await newAccount(harness.handle.db, harness.app, tenantId, 'senha', 'Pessoa da Senha', cpfBase);
  const [{ email }] = await harness.handle.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [first.id]) as [{ email: string }];
  const second = await login(harness.app, email);
  return { email, id: first.id, current: first.token, other: second.token };
}

const change = (token: string, body: unknown, ip = '10.9.0.1') =>
  call(harness.app, '/api/v1/auth/password', { token, body, headers: { 'x-forwarded-for': ip } });

const storedHash = async (id: string) => (await harness.handle.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [id]))[0]!.password_hash;

describe('POST /auth/password', () => {
  it('a wrong current password is a pt-BR 422 and nothing changes: same hash, both sessions live', async () => {
    const p = await personWithTwoDevices(610_000_000);
    const before = await storedHash(p.id);
    const res = await change(p.current, { current_password: 'nao-e-a-senha', password: 'nova-senha-forte' });
    expectFailure(res, 422);
    expect(res.json.message).toBe('A senha atual não confere.');
    expect(res.json.errors).toEqual({ current_password: 'A senha atual não confere.' });
    expect(await storedHash(p.id)).toBe(before);
    expect((await call(harness.app, '/api/v1/auth/me', { token: p.other })).status).toBe(200);
    expect((await call(harness.app, '/api/v1/auth/me', { token: p.current })).status).toBe(200);
    await login(harness.app, p.email); // the old password still opens the account
  });

  it('refuses a new password the register screen would refuse, or the same one, changing nothing', async () => {
    const p = await personWithTwoDevices(620_000_000);
    const before = await storedHash(p.id);
    const short = await change(p.current, { current_password: DEMO_PASSWORD, password: 'curta' });
    expectFailure(short, 422);
    expect(short.json.errors.password).toBe('A senha deve ter pelo menos 8 caracteres.');
    const same = await change(p.current, { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expectFailure(same, 422);
    expect(same.json.errors.password).toBe('A nova senha deve ser diferente da atual.');
    expectFailure(await change(p.current, { password: 'nova-senha-forte' }), 422);
    expect(await storedHash(p.id)).toBe(before);
    expect((await call(harness.app, '/api/v1/auth/me', { token: p.other })).status).toBe(200);
  });

  it('needs a session', async () => {
    expectFailure(await call(harness.app, '/api/v1/auth/password', { body: { current_password: DEMO_PASSWORD, password: 'nova-senha-forte' } }), 401);
  });

  it('success: the other sessions get 401 password_changed with the pt-BR notice, this one stays; new password logs in, old does not', async () => {
    const p = await personWithTwoDevices(630_000_000);
    const res = await change(p.current, { current_password: DEMO_PASSWORD, password: 'nova-senha-forte' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 1, signed_out: 1 });

    const me = await call(harness.app, '/api/v1/auth/me', { token: p.other });
    expectFailure(me, 401);
    expect(me.json).toMatchObject({ code: 'password_changed', message: 'Sua senha foi alterada em outro aparelho; entre novamente.' });
    // The sync endpoints say the same (the device learns it on its next round).
    const pull = await call(harness.app, '/api/v1/sync/pull', { token: p.other });
    expect(pull.status).toBe(401);
    expect(pull.json.code).toBe('password_changed');

    expect((await call(harness.app, '/api/v1/auth/me', { token: p.current })).status).toBe(200);
    const old = await call(harness.app, '/api/v1/auth/login', { body: { login: p.email, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '10.9.0.2' } });
    expectFailure(old, 401);
    await login(harness.app, p.email, { password: 'nova-senha-forte' });
    // A later login prunes dead sessions, but keeps the one ended by the change: it still learns why.
    expect((await call(harness.app, '/api/v1/auth/me', { token: p.other })).json.code).toBe('password_changed');
  });

  it('a login link issued before the change no longer signs in; one issued after it does', async () => {
    const p = await personWithTwoDevices(660_000_000);
    const master = (await login(harness.app, 'master@demo.test')).token;
    const link = async () => (await call(harness.app, '/api/v1/auth/oauth/codes', { token: master, body: { user_id: p.id } })).json.path as string;
    const exchange = (path: string) => call(harness.app, `/api/v1/auth${path}`, { method: 'POST' });
    const before = await link();
    expect((await change(p.current, { current_password: DEMO_PASSWORD, password: 'nova-senha-forte' })).status).toBe(200);
    const stale = await exchange(before);
    expectFailure(stale, 401);
    expect(stale.json.message).toBe('Link de acesso inválido, expirado ou já utilizado.');
    const after = await exchange(await link());
    expect(after.status, after.text).toBe(200);
    expect(after.json.result.id).toBe(p.id);
  });

  it('a logged-out token is still a plain "sessão expirada" (no code)', async () => {
    const p = await personWithTwoDevices(640_000_000);
    await call(harness.app, '/api/v1/auth/logout', { token: p.other, body: {} });
    const me = await call(harness.app, '/api/v1/auth/me', { token: p.other });
    expectFailure(me, 401);
    expect(me.json.code).toBeUndefined();
    expect(me.json.message).toBe('Sessão expirada. Entre novamente.');
  });

  it('guessing the current password is throttled like a login (429 after the free failures), nothing changes', async () => {
    const p = await personWithTwoDevices(650_000_000);
    const before = await storedHash(p.id);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await change(p.current, { current_password: `palpite-${i}`, password: 'nova-senha-forte' }, '10.9.0.7')).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses).toContain(429);
    // Even the right password waits its turn while throttled.
    const right = await change(p.current, { current_password: DEMO_PASSWORD, password: 'nova-senha-forte' }, '10.9.0.7');
    expectFailure(right, 429);
    expect(right.json.message).toMatch(/^Muitas tentativas de acesso\. Tente novamente em \d+ segundos?\.$/);
    expect(await storedHash(p.id)).toBe(before);
  });
});
