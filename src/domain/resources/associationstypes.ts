import * as v from 'valibot';
import { defineResource } from './define';
import { id, text } from './schema-kit';

// Categories of entity (clube, liga, escola, prefeitura…). Spec §2.8 lists them under /admin next to
// crews, but no permission is named for them: `associations` is the right guard because whoever
// registers and approves entities maintains the categories they are filed under; `crews` guards the
// separate crews catalogue (technical staff) and says nothing about entities.
export const associationstypes = defineResource({
  key: 'associationstypes',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Categoria de entidade', plural: 'Categorias de entidade', gender: 'f' },
  access: { scope: ['public'], permission: 'associations' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [{ key: 'name', label: 'Nome', help: 'Ex.: Clube, Liga, Escola.' }],
});
