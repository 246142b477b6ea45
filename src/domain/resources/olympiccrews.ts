import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// The organising crew of a multi-sport event. Names of people: holders of `olympics` only.
// `profile_id` unchecked: see competitionmembers.
export const olympiccrews = defineResource({
  key: 'olympiccrews',
  schema: v.object({
    id: id(),
    olympics_id: ref('os jogos'),
    name: text('o nome', 160),
    role: text('a função', 80),
    profile_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Membro da organização', plural: 'Organização dos jogos', gender: 'm' },
  access: { scope: ['permission:olympics'], permission: 'olympics', module: 'competitions' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Equipes de apoio de jogos abertos em que você atuou.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['olympics_id'], sort: 'olympics_id' },
  integrity: { references: { olympics_id: 'olympics' } },
  title: 'name',
  fields: [
    { key: 'olympics_id', label: 'Jogos' },
    { key: 'name', label: 'Nome' },
    { key: 'role', label: 'Função' },
    { key: 'profile_id', label: 'Pessoa cadastrada' },
  ],
});
