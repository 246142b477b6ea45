import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer } from './schema-kit';

// A referee's súmula PIN ("the referee's confirmation with a PIN"; the spec is silent on
// how): set once by the referee on their device, stored ONLY as a salted PBKDF2-SHA-256 hash
// (src/features/competitions/sumula/pin-hash.ts), never the PIN itself, so neither the outbox nor
// the server ever holds it in clear. Verified on the device, so confirming works offline. The row's
// id is its owner's user id (one PIN per login, and nobody can take another user's slot). Only the
// owner replicates it (not the crew, not the referee admins: a 4-6 digit PIN is cheap to guess from
// its hash offline, so the hash must not travel further than needed). A forgotten PIN: a holder of
// `referees` deletes the row (`refereepins.delete {id: <user id>}`) and the referee sets a new one.
export const PIN_HASH_ALGORITHM = 'PBKDF2-SHA-256';

const base64 = (what: string, min: number, max: number) =>
  v.pipe(v.string(`${what} inválido.`), v.regex(new RegExp(`^[A-Za-z0-9+/]{${min},${max}}={0,2}$`), `${what} inválido.`));

export const refereepins = defineResource({
  key: 'refereepins',
  schema: v.pipe(v.object({
    id: id(),
    user_id: v.pipe(v.string('Usuário inválido.'), v.uuid('Usuário inválido.')),
    salt: base64('Sal do PIN', 16, 44),
    hash: base64('Resumo do PIN', 40, 44),
    iterations: integer('as iterações do PIN', 100_000, 2_000_000),
  }, 'Dados do registro inválidos.'),
  v.forward(v.check((row) => row.id.toLowerCase() === row.user_id.toLowerCase(), 'O PIN pertence ao próprio usuário.'), ['id'])),
  labels: { singular: 'PIN da súmula', plural: 'PINs da súmula', gender: 'm' },
  access: {
    scope: ['owner'],
    owner: 'user_id',
    ownerMayWrite: true,
    permission: 'referees',
    module: 'competitions',
  },
  storage: { indexes: ['user_id'], sort: 'id' },
  about: {
    holding: {
      what: 'PIN de assinatura de súmula (guardado cifrado).',
      basis: 'contrato', retention: 'Enquanto for árbitro; excluído na anonimização.',
      erasure: { action: 'delete' },
    },
  },
  title: 'user_id',
  fields: [
    { key: 'user_id', label: 'Usuário' },
    { key: 'iterations', label: 'Iterações' },
  ],
});
