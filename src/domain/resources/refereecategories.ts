import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInteger, text } from './schema-kit';

// Referee categories (FIFA, CBF, estadual, amador…): `level` orders them (1 = highest), so the scale
// can warn when a referee's category is below what a match asks for.
export const refereecategories = defineResource({
  key: 'refereecategories',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    level: optionalInteger('o nível', 1, 99),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Categoria de arbitragem', plural: 'Categorias de arbitragem', gender: 'f' },
  access: { scope: ['tenant'], permission: 'referees', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'level', label: 'Nível', help: '1 = a mais alta.' },
  ],
});
