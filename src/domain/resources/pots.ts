import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalRef, PHASE_OF_COMPETITION, ref, text } from './schema-kit';

// A pot of a draw into groups (Pote 1 = the seeds); participants point at it (competitionteams.pot_id).
export const pots = defineResource({
  key: 'pots',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    phase_id: optionalRef('a fase'),
    name: text('o nome', 60),
    order: integer('a ordem', 0, 99),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Pote', plural: 'Potes', gender: 'm' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['competition_id', 'phase_id'], sort: 'competition_id' },
  integrity: {
    references: { competition_id: 'competitions', phase_id: 'phases' },
    agreements: [
      PHASE_OF_COMPETITION,
    ],
  },
  title: 'name',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'phase_id', label: 'Fase' },
    { key: 'name', label: 'Nome', help: 'Ex.: Pote 1.' },
    { key: 'order', label: 'Ordem' },
  ],
});
