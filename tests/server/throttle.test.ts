// Login throttling (server/auth/throttle.ts): keyed by account (e-mail and CPF
// share it) and by (account, address); progressive delays instead of a lock; a clean pair is never
// delayed, so neither an attacker elsewhere nor a busy NAT keeps an owner out.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCOUNT_ALERT, ADDRESS_CEILING, FREE_PER_PAIR, MAX_DELAY_MS, WINDOW_MS } from '../../server/auth/throttle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { call, expectFailure, MINUTE, testClock, testServer, type CallResult } from './helpers';

const clock = testClock();
const harness = testServer({ now: clock.now, trustProxy: true });

const attempt = (loginName: string, password: string, ip: string, host = 'localhost') =>
  call(harness.app, '/api/v1/auth/login', { host, body: { login: loginName, password }, headers: { 'x-forwarded-for': ip } });
const retryAfter = (res: CallResult) => Number(res.headers.get('retry-after'));
const cpfOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!.cpf;

/** `n` wrong passwords that are really judged (401): waits out every delay the server asks for. */
async function fail(loginName: string, ip: string, n: number): Promise<void> {
  for (let judged = 0; judged < n; ) {
    const res = await attempt(loginName, `wrong-${judged}`, ip);
    if (res.status === 429) clock.advance(retryAfter(res) * 1000);
    else {
      expectFailure(res, 401);
      judged++;
    }
  }
}

describe('per account', () => {
  it('an attacker failing many times from one address does not keep the owner out of a clean address', async () => {
    await fail('gestor@demo.test', '10.0.0.1', 30);
    // The owner, elsewhere, right away: no lock, no delay.
    expect((await attempt('gestor@demo.test', DEMO_PASSWORD, '10.0.0.2')).status).toBe(200);
    expect((await attempt(cpfOf('gestor@demo.test'), DEMO_PASSWORD, '10.0.0.3')).status).toBe(200);
    // The attacker's address is still slowed on that account.
    expectFailure(await attempt('gestor@demo.test', 'wrong', '10.0.0.1'), 429);
  });

  it('the e-mail (any case) and the CPF (any punctuation) of one account share one counter', async () => {
    const cpf = cpfOf('arbitro@demo.test');
    await fail('arbitro@demo.test', '10.0.1.1', 2);
    await fail('ARBITRO@demo.test', '10.0.1.1', 2);
    await fail(cpf, '10.0.1.1', FREE_PER_PAIR - 4);
    for (const login of [cpf, `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, 'arbitro@demo.test']) {
      const blocked = await attempt(login, 'wrong', '10.0.1.1');
      expectFailure(blocked, 429);
      expect(retryAfter(blocked)).toBe(1);
    }
  });

  it('the pair throttle slows the attacker: delays double after the free failures, up to a cap, even for the right password', async () => {
    await fail('admin@demo.test', '10.0.2.1', FREE_PER_PAIR);
    const seen: number[] = [];
    for (let i = 0; i < 14; i++) {
      const blocked = await attempt('admin@demo.test', DEMO_PASSWORD, '10.0.2.1');
      expectFailure(blocked, 429);
      expect(blocked.json.token).toBeUndefined();
      seen.push(retryAfter(blocked));
      clock.advance(retryAfter(blocked) * 1000);
      expectFailure(await attempt('admin@demo.test', `wrong-${i}`, '10.0.2.1'), 401);
    }
    expect(seen.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...seen)).toBe(MAX_DELAY_MS / 1000);
    const last = await attempt('admin@demo.test', DEMO_PASSWORD, '10.0.2.1');
    expect(last.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 minutos.');
    const early = await attempt('admin@demo.test', DEMO_PASSWORD, '10.0.2.1');
    expect(retryAfter(early)).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);
    clock.advance(MAX_DELAY_MS);
    // Waited out: the right password gets in, and the pair's failures are forgiven.
    expect((await attempt('admin@demo.test', DEMO_PASSWORD, '10.0.2.1')).status).toBe(200);
    expectFailure(await attempt('admin@demo.test', 'wrong', '10.0.2.1'), 401);
  });

  it('a short wait is said in seconds', async () => {
    await fail('secs@demo.test', '10.0.2.9', FREE_PER_PAIR);
    const blocked = await attempt('secs@demo.test', 'wrong', '10.0.2.9');
    expect(blocked.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 1 segundo.');
  });

  it('a success forgives the failures of that pair', async () => {
    for (let round = 0; round < 2; round++) {
      await fail('atleta@demo.test', '10.0.3.1', FREE_PER_PAIR - 1);
      expect((await attempt('atleta@demo.test', DEMO_PASSWORD, '10.0.3.1')).status).toBe(200);
    }
  });

  it('refused attempts are not counted: hammering does not lengthen the wait', async () => {
    await fail('hammer@demo.test', '10.0.4.1', FREE_PER_PAIR);
    for (let i = 0; i < 20; i++) expect(retryAfter(await attempt('hammer@demo.test', 'wrong', '10.0.4.1'))).toBe(1);
    clock.advance(1000);
    expectFailure(await attempt('hammer@demo.test', 'wrong', '10.0.4.1'), 401);
  });

  it('simultaneous guesses from one address: only the free ones reach the password check', async () => {
    // With check-then-record all ten would be judged (the password check takes ~0.1 s, longer than
    // the gap between them); ranked reservations let exactly the free ones through.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt('burst@demo.test', `wrong-${i}`, '10.0.9.1')));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(FREE_PER_PAIR).fill(401), ...Array(10 - FREE_PER_PAIR).fill(429)]);
    // The refused ones were withdrawn: one second after, the next guess is judged.
    clock.advance(1000);
    expectFailure(await attempt('burst@demo.test', 'wrong', '10.0.9.1'), 401);
  });

  it('a distributed attack: past the alert, an address that already failed waits for the account; a fresh one (the owner) does not', async () => {
    for (let i = 0; i <= ACCOUNT_ALERT; i++) await fail('master@demo.test', `10.0.5.${i}`, 1);
    // Address 0 had one failure (below its free ones), but the others put the account under attack.
    expectFailure(await attempt('master@demo.test', 'wrong', '10.0.5.0'), 429);
    expectFailure(await attempt('master@demo.test', 'wrong', '10.0.5.99'), 401); // a fresh address: one guess
    expect((await attempt('master@demo.test', DEMO_PASSWORD, '10.0.6.1')).status).toBe(200);
  });

  it('counts per tenant: failures on outra do not slow the same e-mail on demo', async () => {
    for (let i = 0; i < FREE_PER_PAIR; i++) expectFailure(await attempt('staff@demo.test', 'wrong', '10.0.7.1', 'outra.localhost'), 401);
    expectFailure(await attempt('staff@demo.test', 'wrong', '10.0.7.1', 'outra.localhost'), 429);
    expectFailure(await attempt('staff@demo.test', 'wrong', '10.0.7.1'), 401);
  });

  it('unknown logins are throttled like real ones (no way to tell them apart)', async () => {
    await fail('ghost@demo.test', '10.0.8.1', FREE_PER_PAIR);
    await fail('atleta@demo.test', '10.0.8.1', FREE_PER_PAIR);
    const ghost = await attempt('ghost@demo.test', 'wrong', '10.0.8.1');
    const real = await attempt('atleta@demo.test', 'wrong', '10.0.8.1');
    expect([ghost.status, retryAfter(ghost), ghost.json.message]).toEqual([real.status, retryAfter(real), real.json.message]);
  });
});

describe('per address', () => {
  it('a NAT address with many failures on other accounts does not block a clean account\'s correct password', async () => {
    for (let i = 0; i < ADDRESS_CEILING + 10; i++) await fail(`guess${i}@demo.test`, '10.9.9.9', 1);
    expect((await attempt('staff@demo.test', DEMO_PASSWORD, '10.9.9.9')).status).toBe(200);
    expect((await attempt(cpfOf('gestor@demo.test'), DEMO_PASSWORD, '10.9.9.9')).status).toBe(200);
  });

  it('over the ceiling the address loses its free failures: a second guess on an account waits', async () => {
    // Below the ceiling a pair has FREE_PER_PAIR failures before any wait; 10.9.9.9 is over it.
    expectFailure(await attempt('guess0@demo.test', 'wrong', '10.9.9.9'), 429);
    await fail('novo@demo.test', '10.9.9.9', 1);
    expectFailure(await attempt('novo@demo.test', 'wrong', '10.9.9.9'), 429);
    await fail('novo@demo.test', '10.9.9.10', 1);
    expectFailure(await attempt('novo@demo.test', 'wrong', '10.9.9.10'), 401);
  });

  it('IPv6 addresses of one /64 count as one address', async () => {
    for (let i = 0; i < FREE_PER_PAIR; i++) await fail('seis@demo.test', `2001:db8:1:2::${i + 1}`, 1);
    expectFailure(await attempt('seis@demo.test', 'wrong', '2001:db8:1:2:ffff::99'), 429);
    expectFailure(await attempt('seis@demo.test', 'wrong', '2001:db8:1:3::1'), 401);
  });

  it('without TRUST_PROXY, X-Forwarded-For does not choose the address', async () => {
    const direct = createApp({ db: harness.handle.db, now: clock.now });
    const tryDirect = (ip: string) => call(direct, '/api/v1/auth/login', { body: { login: 'ghost2@demo.test', password: 'x' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < FREE_PER_PAIR; i++) expectFailure(await tryDirect(`10.7.0.${i}`), 401);
    // Every attempt above counted against one (socket) address: the next one waits.
    expectFailure(await tryDirect('10.7.0.200'), 429);
  });
});

describe('storage', () => {
  it('prunes attempts that left the window', async () => {
    clock.advance(WINDOW_MS + MINUTE);
    expectFailure(await attempt('prune@demo.test', 'wrong', '10.5.5.5'), 401);
    const [row] = await harness.handle.db.query<{ n: number }>('SELECT count(*) AS n FROM login_attempts');
    expect(Number(row!.n)).toBe(1);
  });
});
