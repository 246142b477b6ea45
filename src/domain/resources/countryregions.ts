import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// National regions (Norte, Nordeste, Centro-Oeste, Sudeste, Sul).
export const countryregions = defineResource({
  key: 'countryregions',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    country_id: ref('o país'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Região nacional', plural: 'Regiões nacionais', gender: 'f' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'country_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { country_id: 'countries' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Nordeste.' },
    { key: 'country_id', label: 'País' },
  ],
});
