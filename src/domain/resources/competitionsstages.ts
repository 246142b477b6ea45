import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInteger, text } from './schema-kit';

// A stage of a circuit or season (1ª etapa, Final estadual), shared by competitions.
export const competitionsstages = defineResource({
  key: 'competitionsstages',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    order: optionalInteger('a ordem', 0, 999),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Etapa', plural: 'Etapas', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitionsstages', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: 1ª etapa, Final estadual.' },
    { key: 'order', label: 'Ordem' },
  ],
});
