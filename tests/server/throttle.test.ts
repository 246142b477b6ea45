// Login throttling: 5 failures per (tenant, login) or 20 per IP within 15 minutes → 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { call, expectFailure, MINUTE, testClock } from './helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const clock = testClock();
beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, now: clock.now, trustProxy: true });
});
afterAll(async () => {
  await handle?.close();
});

const attempt = (loginName: string, password: string, ip: string, host = 'localhost') =>
  call(app, '/api/v1/auth/login', { host, body: { login: loginName, password }, headers: { 'x-forwarded-for': ip } });

describe('per login', () => {
  it('the 6th attempt after 5 failures is 429 with Retry-After, even with the right password; it lifts after 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expectFailure(await attempt('gestor@demo.test', `wrong-${i}`, '10.0.0.1'), 401);
    clock.advance(1 * MINUTE);

    const blocked = await attempt('gestor@demo.test', DEMO_PASSWORD, '10.0.0.2');
    expectFailure(blocked, 429);
    expect(blocked.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 14 minutos.');
    expect(Number(blocked.headers.get('retry-after'))).toBe(14 * 60);
    expect(blocked.json.token).toBeUndefined();

    // The same person by CPF is another key (typed differently), other logins are not affected.
    const gestorCpf = DEMO_ACCOUNTS.find((a) => a.email === 'gestor@demo.test')!.cpf;
    expect((await attempt(gestorCpf, DEMO_PASSWORD, '10.0.0.3')).status).toBe(200);
    expect((await attempt('atleta@demo.test', DEMO_PASSWORD, '10.0.0.1')).status).toBe(200);
    // The e-mail key matches regardless of case.
    expectFailure(await attempt('GESTOR@demo.test', DEMO_PASSWORD, '10.0.0.4'), 429);

    clock.advance(14 * MINUTE);
    expect((await attempt('gestor@demo.test', DEMO_PASSWORD, '10.0.0.5')).status).toBe(200);
  });

  it('a success forgives earlier failures of that login', async () => {
    for (let i = 0; i < 4; i++) expectFailure(await attempt('arbitro@demo.test', 'wrong', '10.0.1.1'), 401);
    expect((await attempt('arbitro@demo.test', DEMO_PASSWORD, '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expectFailure(await attempt('arbitro@demo.test', 'wrong', '10.0.1.1'), 401);
    expect((await attempt('arbitro@demo.test', DEMO_PASSWORD, '10.0.1.1')).status).toBe(200);
  });

  it('throttled attempts are not counted: hammering does not extend the lock', async () => {
    for (let i = 0; i < 5; i++) expectFailure(await attempt('hammer@demo.test', 'wrong', '10.0.4.1'), 401);
    clock.advance(10 * MINUTE);
    for (let i = 0; i < 6; i++) expectFailure(await attempt('hammer@demo.test', 'wrong', '10.0.4.2'), 429);
    clock.advance(5 * MINUTE + 1000);
    expectFailure(await attempt('hammer@demo.test', 'wrong', '10.0.4.3'), 401); // judged again, not locked
  });

  it('simultaneous guesses at the limit: only the ones within it reach the password check', async () => {
    // Ten wrong passwords sent at once: with check-then-record all ten would be judged (the password
    // check takes ~0.1 s, longer than the gap between them); ranked reservations let exactly 5 through.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt('burst@demo.test', `wrong-${i}`, `10.0.9.${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // The refused five were withdrawn: the lock still lifts 15 minutes after the fifth failure.
    clock.advance(15 * MINUTE + 1000);
    expectFailure(await attempt('burst@demo.test', 'wrong', '10.0.9.99'), 401);
  });

  it('counts per tenant: failures on outra do not lock the same e-mail on demo', async () => {
    for (let i = 0; i < 5; i++) expectFailure(await attempt('master@demo.test', 'wrong', '10.0.2.1', 'outra.localhost'), 401);
    expectFailure(await attempt('master@demo.test', 'wrong', '10.0.2.1', 'outra.localhost'), 429);
    expect((await attempt('master@demo.test', DEMO_PASSWORD, '10.0.2.2')).status).toBe(200);
  });

  it('unknown logins are throttled like real ones (no way to tell them apart)', async () => {
    for (let i = 0; i < 5; i++) expectFailure(await attempt('ghost@demo.test', 'wrong', '10.0.3.1'), 401);
    expectFailure(await attempt('ghost@demo.test', 'wrong', '10.0.3.2'), 429);
  });
});

describe('per IP', () => {
  it('after 20 failures from one address, any login from it is 429; other addresses are fine', async () => {
    for (let i = 0; i < 20; i++) expectFailure(await attempt(`guess${i}@demo.test`, 'wrong', '10.9.9.9'), 401);
    const blocked = await attempt('staff@demo.test', DEMO_PASSWORD, '10.9.9.9');
    expectFailure(blocked, 429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('staff@demo.test', DEMO_PASSWORD, '10.9.9.10')).status).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await attempt('staff@demo.test', DEMO_PASSWORD, '10.9.9.9')).status).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For does not choose the address', async () => {
    const direct = createApp({ db: handle.db, now: clock.now });
    const tryDirect = (ip: string) => call(direct, '/api/v1/auth/login', { body: { login: 'ghost2@demo.test', password: 'x' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) expectFailure(await tryDirect(`10.7.0.${i}`), 401);
    // Same login anyway, but also: every attempt above counted against one (socket) address.
    const [row] = await handle.db.query<{ ips: number }>(`SELECT count(DISTINCT ip) AS ips FROM login_attempts WHERE login_key = 'email:ghost2@demo.test'`);
    expect(row!.ips).toBe(1);
  });
});

describe('storage', () => {
  it('prunes attempts that left the window', async () => {
    clock.advance(16 * MINUTE);
    expectFailure(await attempt('prune@demo.test', 'wrong', '10.5.5.5'), 401);
    const [row] = await handle.db.query<{ n: number }>('SELECT count(*) AS n FROM login_attempts');
    expect(row!.n).toBe(1);
  });
});
