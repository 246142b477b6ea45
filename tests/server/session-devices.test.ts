// Live sessions per person are capped (the oldest ends when the 11th starts), listed
// on /my/password (GET /auth/sessions) and ended from there ("sair dos outros aparelhos": POST
// /auth/sessions/revoke_others; one by id: POST /auth/sessions/revoke). The session asking stays.
import { describe, expect, it } from 'vitest';
import { MAX_LIVE_SESSIONS } from '../../server/auth/sessions';
import { call, expectFailure, login, MINUTE, testClock, testServer } from './helpers';

const clock = testClock();
const harness = testServer({ now: clock.now, trustProxy: true });

const me = (token: string) => call(harness.app, '/api/v1/auth/me', { token });
const signInFrom = async (email: string, userAgent: string) => {
  const res = await call(harness.app, '/api/v1/auth/login', { body: { login: email, password: 'federa-demo' }, headers: { 'user-agent': userAgent } });
  expect(res.status, res.text).toBe(200);
  return res.json.token as string;
};

describe('session cap', () => {
  it(`login number ${MAX_LIVE_SESSIONS + 1} ends the oldest live session; the others keep working`, async () => {
    const tokens: string[] = [];
    // The same clock tick for all of them: "oldest" is the order they started in, not the time.
    for (let i = 0; i <= MAX_LIVE_SESSIONS; i++) tokens.push((await login(harness.app, 'atleta@demo.test')).token);
    const first = await me(tokens[0]!);
    expectFailure(first, 401);
    expect(first.json.message).toBe('Sessão expirada. Entre novamente.');
    for (const token of tokens.slice(1)) expect((await me(token)).status).toBe(200);
    const [row] = await harness.handle.db.query<{ revoked_reason: string }>(
      `SELECT revoked_reason FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'atleta@demo.test' AND s.revoked_at IS NOT NULL`,
    );
    expect(row?.revoked_reason).toBe('session_limit');
    // Many logins later, still 10 live, and the first token still refused.
    for (let i = 0; i < 15; i++) await login(harness.app, 'atleta@demo.test');
    const [live] = await harness.handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'atleta@demo.test' AND s.revoked_at IS NULL`,
    );
    expect(live?.n).toBe(MAX_LIVE_SESSIONS);
    expectFailure(await me(tokens[0]!), 401);
  });
});

describe('the devices list and "sair dos outros aparelhos"', () => {
  it('lists the live sessions newest first with start, last seen, browser and which is this one', async () => {
    const phone = await signInFrom('gestor@demo.test', 'Mozilla/5.0 (Linux; Android 14) Celular');
    clock.advance(MINUTE);
    const laptop = await signInFrom('gestor@demo.test', 'Mozilla/5.0 (X11; Linux x86_64) Notebook');
    clock.advance(10 * MINUTE);
    expect((await me(phone)).status).toBe(200); // the phone is seen again now

    const res = await call(harness.app, '/api/v1/auth/sessions', { token: laptop });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe(1);
    const list = res.json.result as { id: string; created_at: string; last_seen_at: string; user_agent: string | null; current: boolean }[];
    expect(list.map((s) => [s.user_agent, s.current])).toEqual([
      ['Mozilla/5.0 (X11; Linux x86_64) Notebook', true],
      ['Mozilla/5.0 (Linux; Android 14) Celular', false],
    ]);
    expect(list[1]!.last_seen_at).toBe(clock.now().toISOString());
    expect(new Date(list[1]!.created_at).getTime()).toBe(clock.now().getTime() - 11 * MINUTE);
    expect(list.every((s) => /^\d+$/.test(s.id))).toBe(true);
    // Nothing of the token itself is on the wire.
    expect(res.text).not.toContain(laptop);
    expect(res.text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('"sair dos outros aparelhos" ends every other session of the person and keeps this one; other people are untouched', async () => {
    const tokens = [await signInFrom('arbitro@demo.test', 'A'), await signInFrom('arbitro@demo.test', 'B'), await signInFrom('arbitro@demo.test', 'C')];
    const someoneElse = await signInFrom('staff@demo.test', 'D');
    const res = await call(harness.app, '/api/v1/auth/sessions/revoke_others', { token: tokens[2], body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: 1, message: 'Os outros aparelhos conectados à sua conta foram desconectados; este continua conectado.', signed_out: 2 });
    for (const ended of tokens.slice(0, 2)) {
      const r = await me(ended);
      expectFailure(r, 401);
      expect(r.json.message).toBe('Sessão expirada. Entre novamente.');
    }
    expect((await me(tokens[2]!)).status).toBe(200);
    expect((await me(someoneElse)).status).toBe(200);
    const list = await call(harness.app, '/api/v1/auth/sessions', { token: tokens[2] });
    expect(list.json.result).toHaveLength(1);
    expect(list.json.result[0].current).toBe(true);
  });

  it('one session ends by id; another person\'s id, this session\'s own id or a bad id end nothing', async () => {
    const mine = [await signInFrom('admin@demo.test', 'X'), await signInFrom('admin@demo.test', 'Y')];
    const theirs = await signInFrom('master@demo.test', 'Z');
    const ids = (await call(harness.app, '/api/v1/auth/sessions', { token: mine[1] })).json.result as { id: string; current: boolean }[];
    const theirId = ((await call(harness.app, '/api/v1/auth/sessions', { token: theirs })).json.result as { id: string }[])[0]!.id;
    const other = ids.find((s) => !s.current)!.id;
    const self = ids.find((s) => s.current)!.id;

    const foreign = await call(harness.app, '/api/v1/auth/sessions/revoke', { token: mine[1], body: { id: theirId } });
    expectFailure(foreign, 404);
    expect(foreign.json.message).toBe('Sessão não encontrada ou já encerrada.');
    expect((await me(theirs)).status).toBe(200);
    expectFailure(await call(harness.app, '/api/v1/auth/sessions/revoke', { token: mine[1], body: { id: self } }), 404);
    expect((await me(mine[1]!)).status).toBe(200);
    const bad = await call(harness.app, '/api/v1/auth/sessions/revoke', { token: mine[1], body: { id: "1; DROP TABLE sessions" } });
    expectFailure(bad, 422);
    expect(bad.json.errors.id).toBe('Sessão inválida.');

    const done = await call(harness.app, '/api/v1/auth/sessions/revoke', { token: mine[1], body: { id: other } });
    expect(done.json).toEqual({ status: 1, message: 'Aparelho desconectado.' });
    expectFailure(await me(mine[0]!), 401);
    expect((await me(mine[1]!)).status).toBe(200);
  });

  it('needs a session', async () => {
    expectFailure(await call(harness.app, '/api/v1/auth/sessions'), 401);
    expectFailure(await call(harness.app, '/api/v1/auth/sessions/revoke_others', { body: {} }), 401);
    expectFailure(await call(harness.app, '/api/v1/auth/sessions', { method: 'DELETE' }), 405);
  });
});
