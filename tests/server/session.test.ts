// Login (e-mail or CPF), /auth/me, logout, session expiry, and tokens bound to their tenant.
import { describe, expect, it } from 'vitest';
import { formatCpf } from '../../src/domain/cpf';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../../server/seed/demo-data';
import { call, DAY, expectFailure, login, testClock, testServer } from './helpers';

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;

const clock = testClock();
const harness = testServer({ now: clock.now, trustProxy: true });

describe('POST /auth/login', () => {
  it('by e-mail, in any case, answers token and user info', async () => {
    const answer = await login(harness.app, '  Admin@Demo.TEST ');
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.result).toMatchObject({ email: 'admin@demo.test', name: 'Ana Administradora', admin: true, master: false, super: false });
    expect(answer.result.verifyed_at).toEqual(expect.any(String));
    expect(answer.result.permissions_names.slice().sort()).toEqual([...DEMO_ROLES.Administrador!].sort());
  });

  it('by CPF, formatted or raw', async () => {
    const staff = account('staff@demo.test');
    const formatted = await login(harness.app, formatCpf(staff.cpf));
    const raw = await login(harness.app, staff.cpf);
    expect(formatted.result.email).toBe('staff@demo.test');
    expect(raw.result.id).toBe(formatted.result.id);
    expect(raw.result.permissions_names.slice().sort()).toEqual(['meals', 'reservations']);
    expect(raw.token).not.toBe(formatted.token); // each login is its own session
  });

  it('permissions are the union of the roles; athletes have none', async () => {
    expect((await login(harness.app, 'arbitro@demo.test')).result.permissions_names).toEqual(['my_referees']);
    expect((await login(harness.app, 'gestor@demo.test')).result.permissions_names).toEqual(['my_associations', 'my_teams', 'my_users']);
    const athlete = await login(harness.app, 'atleta@demo.test');
    expect(athlete.result).toMatchObject({ admin: false, master: false, permissions_names: [] });
  });

  it('wrong password and unknown user get the same 401 message', async () => {
    const wrong = await call(harness.app, '/api/v1/auth/login', { body: { login: 'admin@demo.test', password: 'nope-nope' }, headers: { 'x-forwarded-for': '10.1.0.1' } });
    const unknown = await call(harness.app, '/api/v1/auth/login', { body: { login: 'ghost@demo.test', password: 'nope-nope' }, headers: { 'x-forwarded-for': '10.1.0.1' } });
    expectFailure(wrong, 401);
    expectFailure(unknown, 401);
    expect(wrong.json.message).toBe('E-mail/CPF ou senha incorretos.');
    expect(unknown.json.message).toBe(wrong.json.message);
    expect(wrong.json.token).toBeUndefined();
  });

  it('accounts are per tenant: a demo login does not exist on outra', async () => {
    const res = await call(harness.app, '/api/v1/auth/login', { host: 'outra.localhost', body: { login: 'admin@demo.test', password: 'federa-demo' } });
    expectFailure(res, 401);
    const outra = await login(harness.app, 'master@outra.test', { host: 'outra.localhost' });
    expect(outra.result.master).toBe(true);
  });
});

describe('GET /auth/me and token scope', () => {
  it('answers the user of the token', async () => {
    const { token, result } = await login(harness.app, 'gestor@demo.test');
    const me = await call(harness.app, '/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ status: 1, result });
  });

  it('works through /c/{own code}, and is refused on another tenant by host and by code', async () => {
    const { token } = await login(harness.app, 'master@demo.test');
    expect((await call(harness.app, '/c/demo/api/v1/auth/me', { token, host: 'app.localhost' })).status).toBe(200);
    for (const res of [
      await call(harness.app, '/api/v1/auth/me', { token, host: 'outra.localhost:8787' }),
      await call(harness.app, '/c/outra/api/v1/auth/me', { token, host: 'app.localhost' }),
      await call(harness.app, '/c/outra/api/v1/auth/me', { token, host: 'localhost' }),
    ]) {
      expectFailure(res, 401);
      expect(res.json.message).toBe('Sessão expirada. Entre novamente.');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('missing, malformed or unknown tokens → 401', async () => {
    expectFailure(await call(harness.app, '/api/v1/auth/me'), 401);
    expectFailure(await call(harness.app, '/api/v1/auth/me', { headers: { authorization: 'Basic Zm9vOmJhcg==' } }), 401);
    expectFailure(await call(harness.app, '/api/v1/auth/me', { token: 'x'.repeat(43) }), 401);
    expectFailure(await call(harness.app, '/api/v1/auth/me', { token: "' OR 1=1 --" }), 401);
  });

  it('a session expires after 30 days', async () => {
    const { token } = await login(harness.app, 'atleta@demo.test');
    clock.advance(29 * DAY);
    expect((await call(harness.app, '/api/v1/auth/me', { token })).status).toBe(200);
    clock.advance(1 * DAY + 1000);
    expectFailure(await call(harness.app, '/api/v1/auth/me', { token }), 401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session (me → 401 after) and is idempotent', async () => {
    const { token } = await login(harness.app, 'arbitro@demo.test');
    const other = await login(harness.app, 'arbitro@demo.test');
    const out = await call(harness.app, '/api/v1/auth/logout', { token, body: { platform: 'web', version: '1.0' } });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ status: 1 });
    expectFailure(await call(harness.app, '/api/v1/auth/me', { token }), 401);
    expect((await call(harness.app, '/api/v1/auth/logout', { token, body: {} })).json).toEqual({ status: 1 });
    // Only that session: the same person's other device stays signed in.
    expect((await call(harness.app, '/api/v1/auth/me', { token: other.token })).status).toBe(200);
  });

  it('accepts an empty body; refuses malformed JSON (400) and a missing token (401)', async () => {
    const { token } = await login(harness.app, 'arbitro@demo.test');
    expectFailure(await call(harness.app, '/api/v1/auth/logout', { token, body: '{"platform":' }), 400);
    expect((await call(harness.app, '/api/v1/auth/me', { token })).status).toBe(200); // a refused logout changes nothing
    expectFailure(await call(harness.app, '/api/v1/auth/logout', { body: {} }), 401);
    expect((await call(harness.app, '/api/v1/auth/logout', { token, method: 'POST' })).json).toEqual({ status: 1 });
  });

  it('a logout on another tenant does not revoke the token', async () => {
    const { token } = await login(harness.app, 'gestor@demo.test');
    expect((await call(harness.app, '/api/v1/auth/logout', { token, host: 'outra.localhost', body: {} })).json).toEqual({ status: 1 });
    expect((await call(harness.app, '/api/v1/auth/me', { token })).status).toBe(200);
  });
});

describe('what is stored', () => {
  it('keeps only the SHA-256 of tokens', async () => {
    const { token } = await login(harness.app, 'staff@demo.test');
    const rows = await harness.handle.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
