// Login and register form schemas with pt-BR messages. Built by functions so the messages are
// translated when a form mounts, not when the module loads.
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { isValidCpf, looksLikeCpf } from '../domain/cpf';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginSchema() {
  return v.object({
    login: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`Informe seu e-mail ou CPF.`),
      v.check((value) => (looksLikeCpf(value) ? isValidCpf(value) : EMAIL.test(value)), t`Informe um e-mail ou CPF válido.`),
    ),
    password: v.pipe(v.string(), v.nonEmpty(t`Informe sua senha.`)),
  });
}
export type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's check: the values as the schema outputs them (trimmed), or the first message of
 * each invalid field. The form loads this module (and valibot) on its first submit, not to draw itself.
 */
export function checkLogin(input: LoginValues): { values: LoginValues } | { errors: LoginErrors } {
  const result = v.safeParse(loginSchema(), input);
  if (result.success) return { values: result.output };
  const errors: LoginErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof LoginValues | null;
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

export const PASSWORD_MIN = 8;

export function registerSchema() {
  return v.pipe(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Informe seu nome.`), v.check((s) => s.split(/\s+/).length >= 2, t`Informe nome e sobrenome.`)),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Informe seu e-mail.`), v.regex(EMAIL, t`E-mail inválido.`)),
      cpf: v.pipe(v.string(), v.nonEmpty(t`Informe seu CPF.`), v.check(isValidCpf, t`CPF inválido`)),
      password: v.pipe(v.string(), v.minLength(PASSWORD_MIN, t`A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)),
      confirm: v.string(),
    }),
    v.forward(
      v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, t`As senhas não conferem.`),
      ['confirm'],
    ),
  );
}
export type RegisterValues = v.InferOutput<ReturnType<typeof registerSchema>>;
