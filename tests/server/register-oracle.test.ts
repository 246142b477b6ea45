// Register-then-login must not tell a stranger whether a CPF or an e-mail is
// registered. Rule: a sign-up always creates an account; a CPF or e-mail another account holds stays
// with it (the new account only claims it), and the owner is told on /my/password.
import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../src/domain/cpf';
import { REGISTERED } from '../../server/routes/register';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { call, expectFailure, login, testClock, testServer } from './helpers';

const clock = testClock(new Date('2026-07-01T10:00:00Z'));
const harness = testServer({ now: clock.now, trustProxy: true });

const victim = DEMO_ACCOUNTS.find((a) => a.email === 'atleta@demo.test')!;
let next = 941000000;
const fresh = () => {
  const n = ++next;
  return { email: `estranho${n}@example.com`, cpf: cpfFromBase(String(n)) };
};
const register = (body: { email: string; cpf: string }) =>
  call(harness.app, '/api/v1/auth/register', { body: { name: 'Estranho', password: 'senha-do-estranho', ...body }, headers: { 'x-forwarded-for': '10.60.0.1' } });
const tryLogin = (loginName: string, password = 'senha-do-estranho', ip = '10.60.0.1') =>
  call(harness.app, '/api/v1/auth/login', { body: { login: loginName, password }, headers: { 'x-forwarded-for': ip } });

/** What the stranger observes: the register answer, then each login's status and the /auth/me shape. */
async function observe(body: { email: string; cpf: string }) {
  const reg = await register(body);
  const seen: unknown[] = [reg.status, reg.json];
  for (const loginName of [body.email, formatCpf(body.cpf)]) {
    const res = await tryLogin(loginName);
    seen.push(res.status);
    if (res.status === 200) {
      const me = (await call(harness.app, '/api/v1/auth/me', { token: res.json.token })).json.result;
      seen.push({ ...me, id: typeof me.id, email: me.email.toLowerCase() === body.email.toLowerCase() });
    }
  }
  return seen;
}

describe('register + login tells nothing', () => {
  it('a taken CPF: the stranger gets an account and signs in by e-mail and by CPF exactly as with a free CPF', async () => {
    const free = await observe(fresh());
    expect(free[0]).toBe(200);
    expect(free[1]).toEqual({ status: 1, message: REGISTERED });
    const taken = await observe({ ...fresh(), cpf: victim.cpf });
    expect(taken).toEqual(free);
    expect(taken.filter((s) => s === 200)).toHaveLength(3); // register, login by e-mail, login by CPF
  });

  it('a taken e-mail: the same', async () => {
    const free = await observe(fresh());
    const taken = await observe({ ...fresh(), email: victim.email.toUpperCase() });
    expect(taken).toEqual(free);
  });

  it('the owner keeps the CPF and the e-mail, signs in as before, and the database rules hold', async () => {
    const owner = await login(harness.app, victim.email, { password: DEMO_PASSWORD });
    expect((await login(harness.app, victim.cpf, { password: DEMO_PASSWORD })).result.id).toBe(owner.result.id);
    // The stranger's password opens the stranger's account, never the owner's.
    const stranger = await tryLogin(victim.cpf);
    expect(stranger.status).toBe(200);
    expect(stranger.json.result.id).not.toBe(owner.result.id);
    const rows = await harness.handle.db.query<{ id: string; cpf: string | null; claimed_cpf: string | null; email_claimed: boolean }>(
      `SELECT id::text AS id, cpf, claimed_cpf, email_claimed FROM users WHERE cpf = $1 OR claimed_cpf = $1 OR lower(email) = $2 ORDER BY created_at`,
      [victim.cpf, victim.email],
    );
    expect(rows.filter((r) => r.cpf === victim.cpf).map((r) => r.id)).toEqual([owner.result.id]);
    expect(rows.filter((r) => r.id !== owner.result.id).every((r) => r.cpf !== victim.cpf)).toBe(true);
    expect(rows.filter((r) => r.claimed_cpf === victim.cpf)).toHaveLength(1);
    expect(rows.filter((r) => r.email_claimed)).toHaveLength(1);
    // One owner per CPF and per e-mail, enforced by the database itself.
    await expect(harness.handle.db.query(`UPDATE users SET cpf = $1, claimed_cpf = NULL WHERE id = $2`, [victim.cpf, stranger.json.result.id])).rejects.toThrow();
    const claimant = rows.find((r) => r.email_claimed)!;
    await expect(harness.handle.db.query(`UPDATE users SET email_claimed = false WHERE id = $1`, [claimant.id])).rejects.toThrow();
  });

  it('the owner is told on /my/password (GET /auth/sessions claims); the stranger sees nothing of the owner', async () => {
    const owner = await login(harness.app, victim.email, { password: DEMO_PASSWORD });
    const res = await call(harness.app, '/api/v1/auth/sessions', { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect((res.json.claims as { kind: string }[]).map((c) => c.kind).sort()).toEqual(['cpf', 'email']);
    expect(res.json.claims[0].created_at).toBe(clock.now().toISOString());
    const stranger = await tryLogin(victim.cpf);
    const theirs = await call(harness.app, '/api/v1/auth/sessions', { token: stranger.json.token });
    expect(theirs.json.claims).toEqual([]);
    expect(theirs.text).not.toContain(victim.cpf);
  });

  it('a stranger\'s own sign-in through the claimed CPF does not forgive their guesses at the owner\'s password', async () => {
    const ip = '10.61.0.1';
    for (let i = 0; i < 5; i++) expectFailure(await tryLogin(victim.cpf, `chute-${i}`, ip), 401);
    clock.advance(2000); // past the 1 s wait the sixth attempt meets
    expect((await tryLogin(victim.cpf, 'senha-do-estranho', ip)).status).toBe(200);
    // Had it forgiven them (as the owner's own success does), both guesses below would be judged now.
    expectFailure(await tryLogin(victim.cpf, 'chute-5', ip), 401);
    const held = await tryLogin(victim.cpf, 'chute-6', ip);
    expectFailure(held, 429);
  });
});
