// Guest registration: validation (CPF check digits, e-mail, password), the same answer for people
// already registered (no enumeration), rate limits, closed registration, tenant settings, and the
// new account can sign in.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../src/domain/cpf';
import { createApp } from '../../server/app';
import { REGISTER_PER_ADDRESS, REGISTER_TOTAL, REGISTERED } from '../../server/routes/register';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { call, expectFailure, login, testClock, testServer } from './helpers';

const harness = testServer({ now: () => new Date('2026-05-10T10:00:00Z') });

const register = (body: unknown, host = 'localhost') => call(harness.app, '/api/v1/auth/register', { host, body });
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Joana Nova',
  email: 'joana@example.com',
  cpf: formatCpf(cpfFromBase('901234567')),
  password: 'senha-segura',
  birthdate: '2005-04-30',
  ...over,
});
const usersNamed = async (email: string) =>
  (await harness.handle.db.query<{ n: number }>(`SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)`, [email]))[0]!.n;

describe('validation', () => {
  it('refuses a CPF with wrong check digits, and repeated-digit CPFs', async () => {
    const cpf = cpfFromBase('901234567');
    const wrongDigit = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    for (const bad of [wrongDigit, '111.111.111-11', '123', 'abc.def.ghi-jk']) {
      const res = await register(valid({ cpf: bad }));
      expectFailure(res, 422);
      expect(res.json.message).toBe('Verifique os campos destacados.');
      expect(res.json.errors.cpf).toEqual(expect.any(String));
    }
    expect(await usersNamed('joana@example.com')).toBe(0);
  });

  it('names every bad field at once', async () => {
    const res = await register({ name: '', email: 'not-an-email', cpf: '', password: 'short', birthdate: '2099-01-01' });
    expectFailure(res, 422);
    expect(Object.keys(res.json.errors).sort()).toEqual(['birthdate', 'cpf', 'email', 'name', 'password']);
    expect(res.json.errors.password).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(res.json.errors.email).toBe('Informe um e-mail válido.');
  });

  it('refuses impossible birthdates and over-long fields', async () => {
    expectFailure(await register(valid({ birthdate: '2001-02-30' })), 422);
    expectFailure(await register(valid({ birthdate: '30/04/2005' })), 422);
    const long = await register(valid({ name: 'x'.repeat(121), email: `${'a'.repeat(250)}@x.io`, password: 'p'.repeat(129) }));
    expectFailure(long, 422);
    expect(Object.keys(long.json.errors).sort()).toEqual(['email', 'name', 'password']);
  });
});

describe('no enumeration', () => {
  const atleta = DEMO_ACCOUNTS.find((a) => a.email === 'atleta@demo.test')!;

  it('the same status and body whether or not the CPF (any punctuation) or e-mail (any case) exists; the existing account is untouched', async () => {
    const fresh = await register(valid({ email: 'inedita@example.com', cpf: formatCpf(cpfFromBase('904000001')) }));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json).toEqual({ status: 1, message: REGISTERED });
    for (const over of [
      { email: 'outra-pessoa@example.com', cpf: formatCpf(atleta.cpf) },
      { email: 'ATLETA@demo.test', cpf: cpfFromBase('904000002') },
      { email: atleta.email, cpf: atleta.cpf, password: 'outra-senha-qualquer' },
    ]) {
      const res = await register(valid(over));
      expect([res.status, res.json], JSON.stringify(over)).toEqual([fresh.status, fresh.json]);
      expect(res.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    }
    // Nothing changed for the existing person. Each sign-up got an account of its own (otherwise
    // register-then-login tells who exists), which only claims the taken CPF or e-mail.
    const owners = await harness.handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE cpf = $1 OR (lower(email) = $2 AND NOT email_claimed)`, [atleta.cpf, atleta.email]);
    expect(owners[0]!.n).toBe(1);
    expect(await usersNamed('outra-pessoa@example.com')).toBe(1);
    const owner = await login(harness.app, atleta.email, { password: DEMO_PASSWORD });
    const stranger = await login(harness.app, atleta.email, { password: 'outra-senha-qualquer' });
    expect(stranger.result.id).not.toBe(owner.result.id); // the stranger's own new account, never the owner's
  });

  it('takes about as long either way (the password is hashed in both cases)', async () => {
    const timed = async (over: Record<string, unknown>) => {
      const t0 = performance.now();
      expect((await register(valid(over))).status).toBe(200);
      return performance.now() - t0;
    };
    const existing: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      existing.push(await timed({ email: atleta.email, cpf: atleta.cpf }));
      fresh.push(await timed({ email: `tempo${i}@example.com`, cpf: cpfFromBase(String(905000001 + i)) }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    const ratio = median(existing) / median(fresh);
    expect(ratio, `existente ${median(existing).toFixed(1)} ms, nova ${median(fresh).toFixed(1)} ms`).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('the same person may register on another tenant', async () => {
    const res = await register(valid({ email: atleta.email, cpf: atleta.cpf, name: 'Lucas na Outra', password: 'senha-da-outra' }), 'outra.localhost');
    expect(res.json).toEqual({ status: 1, message: REGISTERED });
    await login(harness.app, atleta.email, { host: 'outra.localhost', password: 'senha-da-outra' });
  });
});

describe('success', () => {
  it('creates an athlete without back-office access, who signs in by e-mail or CPF with the chosen password', async () => {
    const res = await register(valid());
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: 1, message: REGISTERED }); // no session: the client signs in next
    const signedIn = await login(harness.app, 'JOANA@example.com', { password: 'senha-segura' });
    expect(signedIn.result).toMatchObject({ name: 'Joana Nova', email: 'joana@example.com', admin: false, master: false, super: false, verifyed_at: null, permissions_names: [] });
    expect((await call(harness.app, '/api/v1/auth/me', { token: signedIn.token })).json.result.id).toBe(signedIn.result.id);
    const byCpf = await login(harness.app, cpfFromBase('901234567'), { password: 'senha-segura' });
    expect(byCpf.result.id).toBe(signedIn.result.id);

    const [row] = await harness.handle.db.query<{ cpf: string; birthdate: string; password_hash: string }>(
      `SELECT cpf, birthdate, password_hash FROM users WHERE id = $1`,
      [signedIn.result.id],
    );
    expect(row).toMatchObject({ cpf: cpfFromBase('901234567'), birthdate: '2005-04-30' });
    expect(row!.password_hash).not.toContain('senha-segura');
    // Registering twice gives the same answer; the second sign-up only claims the e-mail and CPF,
    // which stay with the first account.
    expect((await register(valid({ password: 'mudou-a-senha' }))).json).toEqual(res.json);
    expect(await usersNamed('joana@example.com')).toBe(2);
    expect((await login(harness.app, 'joana@example.com', { password: 'senha-segura' })).result.id).toBe(signedIn.result.id);
    expect((await login(harness.app, cpfFromBase('901234567'), { password: 'senha-segura' })).result.id).toBe(signedIn.result.id);
  });
});

describe('tenant settings', () => {
  it('closed registration → 403 and nothing is created', async () => {
    await harness.handle.db.query(`UPDATE tenants SET register_settings = '{"open": false}'::jsonb WHERE code = 'outra'`);
    try {
      const res = await register(valid({ email: 'fechado@example.com', cpf: cpfFromBase('902000001') }), 'outra.localhost');
      expectFailure(res, 403);
      expect(await usersNamed('fechado@example.com')).toBe(0);
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET register_settings = '{}'::jsonb WHERE code = 'outra'`);
    }
  });

  it('mandatory fields and check-digit checking follow the tenant settings', async () => {
    await harness.handle.db.query(`UPDATE tenants SET register_settings = '{"mandatory_fields": ["birthdate"], "check": false}'::jsonb WHERE code = 'outra'`);
    try {
      const noBirthdate = await register(valid({ email: 'sem@example.com', cpf: cpfFromBase('903000001'), birthdate: undefined }), 'outra.localhost');
      expectFailure(noBirthdate, 422);
      expect(noBirthdate.json.errors).toEqual({ birthdate: 'Informe a data de nascimento.' });
      // check=false: 11 digits suffice.
      const unchecked = await register(valid({ email: 'semcheck@example.com', cpf: '12345678900' }), 'outra.localhost');
      expect(unchecked.status, unchecked.text).toBe(200);
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET register_settings = '{}'::jsonb WHERE code = 'outra'`);
    }
  });
});

describe('rate limit', () => {
  const clock = testClock(new Date('2026-05-11T10:00:00Z')); // after the other tests' fixed clock
  let limited: ReturnType<typeof createApp>;
  beforeAll(() => {
    limited = createApp({ db: harness.handle.db, now: clock.now, trustProxy: true });
  });
  let next = 906000000;
  const fromAddress = (ip: string) => {
    const cpf = cpfFromBase(String(++next));
    return call(limited, '/api/v1/auth/register', { body: valid({ email: `r${next}@example.com`, cpf }), headers: { 'x-forwarded-for': ip } });
  };

  it(`registration number ${REGISTER_PER_ADDRESS.max + 1} from one address within an hour is 429 with Retry-After; nothing is created; it lifts`, async () => {
    for (let i = 0; i < REGISTER_PER_ADDRESS.max; i++) {
      expect((await fromAddress('10.20.0.1')).status).toBe(200);
      clock.advance(1000); // stay under the total limit per minute
    }
    const refused = await fromAddress('10.20.0.1');
    expectFailure(refused, 429);
    expect(refused.json.message).toMatch(/^Muitos cadastros em pouco tempo\. Tente novamente em \d+ minutos?\.$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(55 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await usersNamed(`r${next}@example.com`)).toBe(0);
    // Another address is not affected; the address gets in again once the window moved on.
    expect((await fromAddress('10.20.0.2')).status).toBe(200);
    clock.advance(wait * 1000);
    expect((await fromAddress('10.20.0.1')).status).toBe(200);
  });

  it(`in total, at most ${REGISTER_TOTAL.max} registrations a minute, whatever the addresses`, async () => {
    clock.advance(REGISTER_TOTAL.windowMs);
    for (let i = 0; i < REGISTER_TOTAL.max; i++) expect((await fromAddress(`10.21.${i >> 8}.${i & 255}`)).status).toBe(200);
    const refused = await fromAddress('10.22.0.1');
    expectFailure(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock.advance(REGISTER_TOTAL.windowMs);
    expect((await fromAddress('10.22.0.1')).status).toBe(200);
  });
});
