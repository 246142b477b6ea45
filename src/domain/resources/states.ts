import * as v from 'valibot';
import { defineResource } from './define';
import { digits, id, ref, text, uf } from './schema-kit';

// Brazil's 27 federative units; `ibge` is the 2-digit IBGE code (35 = SP), the prefix of its cities' codes.
export const states = defineResource({
  key: 'states',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    uf: uf(),
    ibge: digits(2, 'Código IBGE do estado deve ter 2 dígitos.'),
    country_id: ref('o país'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Estado', plural: 'Estados', gender: 'm' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'uf', 'country_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { country_id: 'countries' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'uf', label: 'UF', help: 'Sigla de 2 letras, ex.: SP.' },
    { key: 'ibge', label: 'Código IBGE', help: '2 dígitos, ex.: 35 (São Paulo).' },
    { key: 'country_id', label: 'País' },
  ],
});
