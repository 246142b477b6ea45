import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows } from './relations';
import { id, text } from './schema-kit';

// The signed credential behind a person's digital ID card (`/my/id`): one row per user, replaced when
// the server re-issues it. It replicates only to its owner, so the card (and its QR) shows offline.
// The server writes it when the owner asks for a fresh one (POST /my/idcard), never a client.
export const idcards = defineResource({
  key: 'idcards',
  schema: v.object({
    id: id(),
    user_id: v.pipe(v.string('Usuário ausente.'), v.uuid('Usuário inválido.')),
    /** The QR text: see src/domain/credential (prefix, base45 of payload and Ed25519 signature). */
    credential: text('a credencial', 400),
    kid: text('a chave', 8),
    issued_at: text('a emissão', 40),
    expires_at: text('a validade', 40),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Carteirinha', plural: 'Carteirinhas', gender: 'f' },
  access: {
    // A guardian holds their dependants' cards too (a child without a phone shows it from the parent's).
    scope: ['owner', dependantRows('idcards')],
    owner: 'user_id',
    permission: 'users',
    writes: 'server',
  },
  storage: { indexes: ['user_id'], sort: 'user_id' },
  about: {
    holding: {
      what: 'Carteirinha digital emitida (credencial assinada).',
      basis: 'contrato', retention: '60 dias por emissão; excluída na anonimização.',
      erasure: { action: 'delete' },
    },
  },
  title: 'issued_at',
  fields: [
    { key: 'user_id', label: 'Pessoa' },
    { key: 'issued_at', label: 'Emitida em' },
    { key: 'expires_at', label: 'Válida até' },
  ],
});
