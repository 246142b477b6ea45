// Login and register form schemas with pt-BR messages. Built by functions so the messages are
// translated when a form mounts, not when the module loads.
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { isValidCpf, looksLikeCpf } from '../../domain/cpf';

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
