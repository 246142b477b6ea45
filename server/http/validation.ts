// valibot building blocks with pt-BR messages, shared by the routes' schemas. Limits are generous for
// people and tight for attackers: nothing here needs more than a few hundred characters.
import * as v from 'valibot';

type AnyIssue = v.BaseIssue<unknown>;

const missing = (input: unknown): boolean => input === undefined || input === null || input === '';

/** Control characters have no place in names or e-mails, and PostgreSQL refuses NUL in text. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * An object schema whose missing-key messages are the field's own ("Informe o e-mail."): valibot
 * reports an absent key through the object, so the field schema is asked what it says to undefined.
 */
export function form<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && Object.hasOwn(entries, key)) {
      const probe = v.safeParse(entries[key]!, undefined);
      if (!probe.success) return probe.issues[0].message;
    }
    return 'Envie os dados como um objeto JSON.';
  });
}

/**
 * A required, trimmed text: "Informe {what}." when absent or blank, "{label} deve ser um texto."
 * for a number, array or object, and a length message over `max`.
 */
export function requiredText(what: string, label: string, max: number) {
  return v.pipe(
    v.string((issue) => (missing(issue.input) ? `Informe ${what}.` : `${label} deve ser um texto.`)),
    v.trim(),
    v.nonEmpty(`Informe ${what}.`),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
    v.check((value) => !hasControl(value), `${label} contém caracteres inválidos.`),
  );
}

/** Like requiredText, but absent (or null/blank) reads as undefined. */
export function optionalText(label: string, max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} deve ser um texto.`))),
    v.transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.check((value) => value === undefined || value.length <= max, `${label} deve ter no máximo ${max} caracteres.`),
    v.check((value) => value === undefined || !hasControl(value), `${label} contém caracteres inválidos.`),
  );
}

/** Passwords are never trimmed: a space is a character the person chose. */
export function password(options: { min: number; max: number }) {
  return v.pipe(
    v.string((issue) => (missing(issue.input) ? 'Informe a senha.' : 'A senha deve ser um texto.')),
    v.nonEmpty('Informe a senha.'),
    v.minLength(options.min, `A senha deve ter pelo menos ${options.min} caracteres.`),
    v.maxLength(options.max, `A senha deve ter no máximo ${options.max} caracteres.`),
    v.check((value) => !value.includes('\u0000'), 'A senha contém caracteres inválidos.'),
  );
}

/** Pragmatic e-mail shape: one @, a dot in the domain, no spaces (RFC 5321 length limit 254). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export function email() {
  return v.pipe(
    requiredText('o e-mail', 'O e-mail', 254),
    v.toLowerCase(),
    v.check(isEmail, 'Informe um e-mail válido.'),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Issues → `{field: first message}`; issues about the whole input land under `_`. */
export function issuesToErrors(issues: readonly AnyIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
