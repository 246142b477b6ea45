import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalText, text } from './schema-kit';

// A historical series a competition belongs to, edition after edition ("Copa Estadual Amadora").
export const competitionsseries = defineResource({
  key: 'competitionsseries',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    description: optionalText('a descrição', 2000),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Série histórica', plural: 'Séries históricas', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitionsseries', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Campeonato Estadual Amador.' },
    { key: 'description', label: 'Descrição' },
  ],
});
