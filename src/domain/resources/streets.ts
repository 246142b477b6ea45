import * as v from 'valibot';
import { defineResource } from './define';
import { cep, id, optionalRef, ref, text } from './schema-kit';

export const streets = defineResource({
  key: 'streets',
  schema: v.object({
    id: id(),
    name: text('o nome', 160),
    cep: cep(),
    district_id: optionalRef('o bairro'),
    city_id: ref('a cidade'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Logradouro', plural: 'Logradouros', gender: 'm' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'cep', '[city_id+name_search]'], search: 'name', sort: 'name_search' },
  integrity: { references: { district_id: 'districts', city_id: 'cities' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Com o tipo, ex.: Rua da Consolação.' },
    { key: 'cep', label: 'CEP', help: '8 dígitos, sem traço.' },
    { key: 'district_id', label: 'Bairro' },
    { key: 'city_id', label: 'Cidade' },
  ],
});
