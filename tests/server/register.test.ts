// Guest registration: validation (CPF check digits, e-mail, password), duplicates, closed
// registration, tenant settings, and the new account can sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../src/domain/cpf';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data';
import { call, expectFailure, login } from './helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, now: () => new Date('2026-05-10T10:00:00Z') });
});
afterAll(async () => {
  await handle?.close();
});

const register = (body: unknown, host = 'localhost') => call(app, '/api/v1/auth/register', { host, body });
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Joana Nova',
  email: 'joana@example.com',
  cpf: formatCpf(cpfFromBase('901234567')),
  password: 'senha-segura',
  birthdate: '2005-04-30',
  ...over,
});
const usersNamed = async (email: string) =>
  (await handle.db.query<{ n: number }>(`SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)`, [email]))[0]!.n;

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

describe('duplicates', () => {
  it('an existing CPF (any punctuation) or e-mail (any case) → 422 with field errors', async () => {
    const atleta = DEMO_ACCOUNTS.find((a) => a.email === 'atleta@demo.test')!;
    const byCpf = await register(valid({ cpf: formatCpf(atleta.cpf) }));
    expectFailure(byCpf, 422);
    expect(byCpf.json.errors).toEqual({ cpf: 'Já existe um cadastro com este CPF.' });
    const byEmail = await register(valid({ email: 'ATLETA@demo.test' }));
    expect(byEmail.json.errors).toEqual({ email: 'Já existe um cadastro com este e-mail.' });
    const both = await register(valid({ email: atleta.email, cpf: atleta.cpf }));
    expect(Object.keys(both.json.errors).sort()).toEqual(['cpf', 'email']);
  });

  it('the same person may register on another tenant', async () => {
    const atleta = DEMO_ACCOUNTS.find((a) => a.email === 'atleta@demo.test')!;
    const res = await register(valid({ email: atleta.email, cpf: atleta.cpf, name: 'Lucas na Outra' }), 'outra.localhost');
    expect(res.status, res.text).toBe(200);
  });
});

describe('success', () => {
  it('creates an athlete without back-office access, signs in, and the password works for login', async () => {
    const res = await register(valid());
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe(1);
    expect(res.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json.result).toMatchObject({ name: 'Joana Nova', email: 'joana@example.com', admin: false, master: false, super: false, verifyed_at: null, permissions_names: [] });

    expect((await call(app, '/api/v1/auth/me', { token: res.json.token })).json.result.id).toBe(res.json.result.id);
    const again = await login(app, 'JOANA@example.com', { password: 'senha-segura' });
    expect(again.result.id).toBe(res.json.result.id);
    const byCpf = await login(app, cpfFromBase('901234567'), { password: 'senha-segura' });
    expect(byCpf.result.id).toBe(res.json.result.id);

    const [row] = await handle.db.query<{ cpf: string; birthdate: string; password_hash: string }>(
      `SELECT cpf, birthdate, password_hash FROM users WHERE id = $1`,
      [res.json.result.id],
    );
    expect(row).toMatchObject({ cpf: cpfFromBase('901234567'), birthdate: '2005-04-30' });
    expect(row!.password_hash).not.toContain('senha-segura');
    // Registering twice is a duplicate, not a second account.
    expectFailure(await register(valid()), 422);
  });
});

describe('tenant settings', () => {
  it('closed registration → 403 and nothing is created', async () => {
    await handle.db.query(`UPDATE tenants SET register_settings = '{"open": false}'::jsonb WHERE code = 'outra'`);
    try {
      const res = await register(valid({ email: 'fechado@example.com', cpf: cpfFromBase('902000001') }), 'outra.localhost');
      expectFailure(res, 403);
      expect(await usersNamed('fechado@example.com')).toBe(0);
    } finally {
      await handle.db.query(`UPDATE tenants SET register_settings = '{}'::jsonb WHERE code = 'outra'`);
    }
  });

  it('mandatory fields and check-digit checking follow the tenant settings', async () => {
    await handle.db.query(`UPDATE tenants SET register_settings = '{"mandatory_fields": ["birthdate"], "check": false}'::jsonb WHERE code = 'outra'`);
    try {
      const noBirthdate = await register(valid({ email: 'sem@example.com', cpf: cpfFromBase('903000001'), birthdate: undefined }), 'outra.localhost');
      expectFailure(noBirthdate, 422);
      expect(noBirthdate.json.errors).toEqual({ birthdate: 'Informe a data de nascimento.' });
      // check=false: 11 digits suffice.
      const unchecked = await register(valid({ email: 'semcheck@example.com', cpf: '12345678900' }), 'outra.localhost');
      expect(unchecked.status, unchecked.text).toBe(200);
    } finally {
      await handle.db.query(`UPDATE tenants SET register_settings = '{}'::jsonb WHERE code = 'outra'`);
    }
  });
});
