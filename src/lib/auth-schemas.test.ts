import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import '../i18n/i18n';
import { checkLogin, loginSchema, registerSchema } from './auth-schemas';

// The first message per field: that is the one the form shows.
const issuesOf = (result: v.SafeParseResult<v.GenericSchema>) => {
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
};

const valid = { name: 'Ana Souza', email: 'ana@demo.test', cpf: '529.982.247-25', password: 'segredo123', confirm: 'segredo123' };

describe('registerSchema', () => {
  it('accepts a valid registration with a masked CPF', () => {
    expect(v.safeParse(registerSchema(), valid).success).toBe(true);
  });
  it('accepts an unmasked CPF', () => {
    expect(v.safeParse(registerSchema(), { ...valid, cpf: '52998224725' }).success).toBe(true);
  });
  it.each(['529.982.247-24', '111.111.111-11', '123', '5299822472'])('rejects CPF %s with "CPF inválido"', (cpf) => {
    expect(issuesOf(v.safeParse(registerSchema(), { ...valid, cpf }))).toEqual({ cpf: 'CPF inválido' });
  });
  it('requires the CPF', () => {
    expect(issuesOf(v.safeParse(registerSchema(), { ...valid, cpf: '' })).cpf).toBe('Informe seu CPF.');
  });
  it('checks e-mail, name, password length and confirmation', () => {
    const issues = issuesOf(v.safeParse(registerSchema(), { name: 'Ana', email: 'ana@', cpf: valid.cpf, password: 'curta', confirm: 'outra' }));
    expect(issues).toEqual({
      name: 'Informe nome e sobrenome.',
      email: 'E-mail inválido.',
      password: 'A senha deve ter pelo menos 8 caracteres.',
      confirm: 'As senhas não conferem.',
    });
    const mismatch = issuesOf(v.safeParse(registerSchema(), { ...valid, confirm: 'segredo124' }));
    expect(mismatch).toEqual({ confirm: 'As senhas não conferem.' });
  });
});

describe('loginSchema', () => {
  it.each(['admin@demo.test', '529.982.247-25', '52998224725'])('accepts %s', (login) => {
    expect(v.safeParse(loginSchema(), { login, password: 'x' }).success).toBe(true);
  });
  it.each(['admin', '529.982.247-24'])('rejects %s', (login) => {
    expect(issuesOf(v.safeParse(loginSchema(), { login, password: 'x' }))).toEqual({ login: 'Informe um e-mail ou CPF válido.' });
  });
  it('requires both fields', () => {
    expect(issuesOf(v.safeParse(loginSchema(), { login: ' ', password: '' }))).toEqual({
      login: 'Informe seu e-mail ou CPF.', password: 'Informe sua senha.',
    });
  });
});

describe('checkLogin (the login form, loaded on its first submit)', () => {
  it('gives the trimmed values of a valid login', () => {
    expect(checkLogin({ login: '  ana@demo.test ', password: 'x' })).toEqual({ values: { login: 'ana@demo.test', password: 'x' } });
  });
  it('gives the first message of each invalid field', () => {
    expect(checkLogin({ login: ' ', password: '' })).toEqual({ errors: { login: 'Informe seu e-mail ou CPF.', password: 'Informe sua senha.' } });
  });
});
