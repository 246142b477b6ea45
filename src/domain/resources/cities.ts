import * as v from 'valibot';
import { defineResource } from './define';
import { cityIbge, id, optionalRef, ref, text } from './schema-kit';

// Municipalities; `ibge` is the 7-digit IBGE code (3550308 = São Paulo), whose first 2 digits are the state's.
export const cities = defineResource({
  key: 'cities',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    ibge: cityIbge(),
    state_id: ref('o estado'),
    stateregion_id: optionalRef('a região estadual'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Cidade', plural: 'Cidades', gender: 'f' },
  access: { scope: ['public'], permission: 'regions' },
  storage: {
    indexes: ['name_search', 'ibge', '[state_id+name_search]'],
    search: 'name',
    sort: 'name_search',
  },
  integrity: {
    references: { state_id: 'states', stateregion_id: 'stateregions' },
    agreements: [{
      field: 'ibge', reference: 'state_id', targetField: 'ibge',
      message: 'Código IBGE não corresponde ao estado: os 2 primeiros dígitos devem ser o código IBGE do estado selecionado.',
    }],
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'ibge', label: 'Código IBGE', help: '7 dígitos, ex.: 3550308 (São Paulo).' },
    { key: 'state_id', label: 'Estado' },
    { key: 'stateregion_id', label: 'Região estadual' },
  ],
});
