import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text, webUrl } from './schema-kit';

// A file of a multi-sport event (regulation, schedule), by its web address.
export const olympicsdownloads = defineResource({
  key: 'olympicsdownloads',
  schema: v.object({
    id: id(),
    olympics_id: ref('os jogos'),
    title: text('o título', 160),
    url: webUrl(),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Arquivo', plural: 'Arquivos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'olympics', module: 'competitions' },
  storage: { indexes: ['olympics_id'], sort: 'olympics_id' },
  integrity: { references: { olympics_id: 'olympics' } },
  title: 'title',
  fields: [
    { key: 'olympics_id', label: 'Jogos' },
    { key: 'title', label: 'Título' },
    { key: 'url', label: 'Endereço', kind: 'url' },
  ],
});
