import * as v from 'valibot';
import { defineResource } from './define';
import { id, text } from './schema-kit';

// Kinds of venue (ginásio, estádio, piscina, pista…): the catalogue venues are filed under, spec §2.3
// `/locations/venuestypes` (list, create, edit/{id}; permission `venues`). Every signed-in user of the
// tenant reads it (the locations area is open to login); holders of `venues` write it.
export const venuestypes = defineResource({
  key: 'venuestypes',
  labels: { singular: 'Tipo de local', plural: 'Tipos de local', gender: 'm' },
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'venues' },
  title: 'name',
  fields: [{ key: 'name', label: 'Nome', help: 'Ex.: Ginásio, Estádio, Piscina.' }],
});
