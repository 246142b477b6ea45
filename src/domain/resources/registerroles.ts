import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// The roles of a register type (atleta, técnico, árbitro…), spec §2.10
// `/registers/registertypes/{parent_id}/registerroles`.
export const registerroles = defineResource({
  key: 'registerroles',
  labels: { singular: 'Função', plural: 'Funções', gender: 'f' },
  schema: v.object({
    id: id(),
    registertype_id: ref('o tipo de registro'),
    name: text('o nome', 80),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['registertype_id', 'name_search'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: { references: { registertype_id: 'registertypes' } },
  title: 'name',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'name', label: 'Nome', help: 'Ex.: Atleta, Técnico, Árbitro.' },
  ],
});
