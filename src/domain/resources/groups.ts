import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInteger, optionalRef, PHASE_OF_COMPETITION, ref, text } from './schema-kit';

// A group of a phase (Grupo A). `competition_id` is optional on the wire (the phase tells it) but
// stored when known so a competition's groups are one index lookup; when given it must be the
// phase's competition (agreements).
export const groups = defineResource({
  key: 'groups',
  schema: v.object({
    id: id(),
    phase_id: ref('a fase'),
    name: text('o nome', 60),
    competition_id: optionalRef('a competição'),
    order: optionalInteger('a ordem', 0, 999),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Grupo', plural: 'Grupos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['phase_id', 'competition_id'], sort: 'phase_id' },
  integrity: {
    references: { phase_id: 'phases', competition_id: 'competitions' },
    agreements: [
      PHASE_OF_COMPETITION,
    ],
  },
  title: 'name',
  fields: [
    { key: 'phase_id', label: 'Fase' },
    { key: 'name', label: 'Nome', help: 'Ex.: Grupo A.' },
    { key: 'competition_id', label: 'Competição' },
    { key: 'order', label: 'Ordem' },
  ],
});
