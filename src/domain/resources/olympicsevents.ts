import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalText, text } from './schema-kit';
import { season } from './competitions';

// A grouping of multi-sport events (e.g. "Jogos Abertos do Interior" across its editions).
export const olympicsevents = defineResource({
  key: 'olympicsevents',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    season: v.nullish(season()),
    description: optionalText('a descrição', 2000),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Agrupamento de jogos abertos', plural: 'Agrupamentos de jogos abertos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'olympics', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Jogos Abertos do Interior.' },
    { key: 'season', label: 'Temporada', kind: 'text' },
    { key: 'description', label: 'Descrição' },
  ],
});
