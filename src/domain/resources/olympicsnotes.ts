import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref, text } from './schema-kit';

// A bulletin of a multi-sport event (notas oficiais).
export const olympicsnotes = defineResource({
  key: 'olympicsnotes',
  schema: v.object({
    id: id(),
    olympics_id: ref('os jogos'),
    title: text('o título', 160),
    body: text('o texto', 20_000),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Nota oficial', plural: 'Notas oficiais', gender: 'f' },
  access: { scope: ['tenant'], permission: 'olympics', module: 'competitions' },
  storage: { indexes: ['olympics_id'], sort: 'olympics_id' },
  integrity: { references: { olympics_id: 'olympics' } },
  title: 'title',
  fields: [
    { key: 'olympics_id', label: 'Jogos' },
    { key: 'title', label: 'Título' },
    { key: 'body', label: 'Texto' },
  ],
});
