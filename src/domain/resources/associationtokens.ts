import * as v from 'valibot';
import { defineResource } from './define';
import { optionalInstant, id, ref } from './schema-kit';
import { managedTokens } from './relations';

/** Unambiguous letters and digits (no 0/O, 1/I/L): a code read aloud or typed from paper. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** The code as people type it: spaces and dashes dropped, upper case. */
export const normalizeJoinCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** A fresh random code (crypto, never Math.random: a code is a credential to ask to join). */
export function newJoinCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(JOIN_CODE_LENGTH));
  return Array.from(bytes, (b) => JOIN_CODE_ALPHABET[b % JOIN_CODE_ALPHABET.length]).join('');
}

export const joinCode = () =>
  v.pipe(v.string('Informe o código de convite.'), v.transform(normalizeJoinCode), v.regex(CODE_PATTERN, `O código de convite tem ${JOIN_CODE_LENGTH} letras e números.`));

// An entity's invitation code (spec route /my/associations/token/{id}): a person
// who types it asks to join the entity (mutators/association-join.ts), and one of its managers
// accepts or refuses. One row per entity; rotating it is a put of a new code on the same row, which
// stops the old code at once (requests already made stay pending). Its own collection, not a field
// of `associations` (which replicate to everybody): only the entity's managers and holders of
// `associations` replicate it, so nobody else can read the code.
export const associationtokens = defineResource({
  key: 'associationtokens',
  schema: v.object({
    id: id(),
    association_id: ref('a entidade'),
    code: joinCode(),
    rotated_at: optionalInstant('a data da troca'),
  }, 'Dados do código de convite inválidos.'),
  labels: { singular: 'Código de convite', plural: 'Códigos de convite', gender: 'm' },
  access: {
    scope: ['permission:associations', managedTokens],
    permission: 'associations',
    writableVia: [managedTokens],
  },
  storage: { indexes: ['association_id', 'code'], sort: 'association_id' },
  integrity: { references: { association_id: 'associations' } },
  title: 'code',
  fields: [
    { key: 'association_id', label: 'Entidade' },
    { key: 'code', label: 'Código' },
    { key: 'rotated_at', label: 'Gerado em' },
  ],
});
