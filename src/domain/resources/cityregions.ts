import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// Regions inside a municipality (zona norte, região administrativa…).
export const cityregions = defineResource({
  key: 'cityregions',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    city_id: ref('a cidade'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Região municipal', plural: 'Regiões municipais', gender: 'f' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'city_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { city_id: 'cities' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Zona Leste.' },
    { key: 'city_id', label: 'Cidade' },
  ],
});
