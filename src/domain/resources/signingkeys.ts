import * as v from 'valibot';
import { defineResource } from './define';
import { id, text } from './schema-kit';

// The public half of a tenant's Ed25519 ID-card signing keys. Every device of the tenant replicates
// them (`public`) so a gate can verify a card with no network. Only the server writes them: a key
// that a client could insert would let it forge cards (`writes: 'server'`). Rotation adds a key;
// a retired key stays until `accept_until`, the expiry of the last card it signed, so old cards keep
// verifying. The private halves never leave the server (server/credentials).
export const signingkeys = defineResource({
  key: 'signingkeys',
  schema: v.object({
    id: id(),
    /** Key id carried in every credential: 8 lowercase hex characters. */
    kid: v.pipe(v.string('Informe o identificador da chave.'), v.regex(/^[0-9a-f]{8}$/, 'Identificador de chave inválido.')),
    /** Raw 32-byte Ed25519 public key, base64url without padding. */
    public_key: v.pipe(v.string('Informe a chave pública.'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Chave pública inválida.')),
    created_at: text('a data de criação', 40),
    /** ISO instant after which no card signed by this key is accepted; null while the key is current. */
    accept_until: v.nullable(v.string('Data de fim de aceitação inválida.')),
    /** ISO instant when the key was revoked (compromised): nothing signed by it is accepted any more. */
    revoked_at: v.nullable(v.string('Data de revogação inválida.')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Chave de assinatura', plural: 'Chaves de assinatura', gender: 'f' },
  access: { scope: ['public'], permission: 'settings', writes: 'server' },
  storage: { indexes: ['kid'], sort: 'kid' },
  title: 'kid',
  fields: [
    { key: 'kid', label: 'Identificador' },
    { key: 'created_at', label: 'Criada em' },
    { key: 'accept_until', label: 'Aceita até' },
    { key: 'revoked_at', label: 'Revogada em' },
  ],
});
