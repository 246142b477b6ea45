import * as v from 'valibot';
import { defineResource } from './define';
import { appointedRevocations } from './relations';
import { id, optionalText } from './schema-kit';

// Revoking a person's ID card (lost phone, suspension): every card of `user_id` issued before
// `revoked_before` is refused at the gate; a card issued afterwards is valid again. Gate devices
// (`meals` holders) replicate these so they refuse a revoked card offline; `users` holders manage them.
// A referee's device holds those of the people of its appointed matches (the pitch-side check).
export const cardrevocations = defineResource({
  key: 'cardrevocations',
  schema: v.object({
    id: id(),
    user_id: v.pipe(v.string('Selecione a pessoa.'), v.uuid('Selecione a pessoa.')),
    revoked_before: v.pipe(v.string('Informe a data da revogação.'), v.isoTimestamp('Data da revogação inválida.')),
    reason: optionalText('o motivo', 200),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Revogação de carteirinha', plural: 'Revogações de carteirinha', gender: 'f' },
  access: { scope: ['permission:meals', 'permission:users', appointedRevocations], permission: 'users' },
  about: {
    users: ['user_id'],
    holding: {
      what: 'Revogações da sua carteirinha (data e motivo).',
      basis: 'legitimo_interesse', retention: 'Enquanto uma carteirinha revogada puder circular.',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['user_id'], sort: 'user_id' },
  title: 'revoked_before',
  fields: [
    { key: 'user_id', label: 'Pessoa' },
    { key: 'revoked_before', label: 'Revoga carteirinhas emitidas antes de' },
    { key: 'reason', label: 'Motivo' },
  ],
});
