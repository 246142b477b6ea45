// valibot's default messages are English ("Invalid type: Expected string but received 42"). Every
// schema of ours gives its own pt-BR message; this is the safety net for any that does not (a schema
// added without one, a nested item): valibot's global message becomes pt-BR, named after what the
// check expected. Installed on import: schema-kit.ts, the mutator registry and the wire protocol
// import this file, so it is in place before anything is parsed, in the browser and on the server.
// tests/server/pt-messages.test.ts walks every schema with bad input to prove no English gets out.
import * as v from 'valibot';

/** Every fallback message starts so (routes that add a field's path to it look for this). */
export const FALLBACK_PREFIX = 'Valor inválido';

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'deve ser um texto',
  number: 'deve ser um número',
  boolean: 'deve ser verdadeiro ou falso',
  object: 'deve ser um objeto',
  strict_object: 'deve ser um objeto',
  loose_object: 'deve ser um objeto',
  record: 'deve ser um objeto',
  array: 'deve ser uma lista',
  literal: 'valor não permitido',
  picklist: 'opção não permitida',
  enum: 'opção não permitida',
  variant: 'tipo não reconhecido',
  union: 'formato não reconhecido',
  uuid: 'identificador inválido',
  iso_date: 'data inválida',
  iso_timestamp: 'data e hora inválidas',
  email: 'e-mail inválido',
  url: 'endereço inválido',
  regex: 'formato inválido',
  integer: 'deve ser um número inteiro',
  safe_integer: 'deve ser um número inteiro',
  min_length: 'curto demais',
  max_length: 'longo demais',
  non_empty: 'não pode ficar vazio',
  min_value: 'pequeno demais',
  max_value: 'grande demais',
  check: 'não atende às regras',
};

/** "Valor inválido: deve ser um texto." — what a schema without its own message says. */
export function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  const what = EXPECTED[issue.type];
  return what ? `${FALLBACK_PREFIX}: ${what}.` : `${FALLBACK_PREFIX}.`;
}

export const isFallbackMessage = (message: string): boolean => message.startsWith(FALLBACK_PREFIX);

v.setGlobalMessage(fallbackMessage);
