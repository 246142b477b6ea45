import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// Regions inside a state (IBGE mesorregiões or the federation's own sports regions).
export const stateregions = defineResource({
  key: 'stateregions',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    state_id: ref('o estado'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Região estadual', plural: 'Regiões estaduais', gender: 'f' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'state_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { state_id: 'states' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Vale do Paraíba Paulista.' },
    { key: 'state_id', label: 'Estado' },
  ],
});
