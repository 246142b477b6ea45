import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

export const districts = defineResource({
  key: 'districts',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    city_id: ref('a cidade'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Bairro', plural: 'Bairros', gender: 'm' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', '[city_id+name_search]'], search: 'name', sort: 'name_search' },
  integrity: { references: { city_id: 'cities' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'city_id', label: 'Cidade' },
  ],
});
