import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref } from './schema-kit';

// A person registered by an association in a multi-sport event, for one sport. Personal data:
// holders of `olympics` only. `profile_id` unchecked: see competitionmembers.
export const olympicmembers = defineResource({
  key: 'olympicmembers',
  schema: v.object({
    id: id(),
    olympics_id: ref('os jogos'),
    association_id: ref('a entidade'),
    profile_id: v.pipe(v.string('Selecione a pessoa.'), v.uuid('Selecione a pessoa.')),
    sport_id: ref('a modalidade'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Inscrito', plural: 'Inscritos', gender: 'm' },
  access: { scope: ['permission:olympics'], permission: 'olympics', module: 'competitions' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Inscrições em jogos abertos.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['olympics_id', 'association_id'], sort: 'olympics_id' },
  integrity: { references: { olympics_id: 'olympics', association_id: 'associations', sport_id: 'sports' } },
  title: 'profile_id',
  fields: [
    { key: 'olympics_id', label: 'Jogos' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'sport_id', label: 'Modalidade' },
  ],
});
