import * as v from 'valibot';
import { defineResource } from './define';
import { dateOrInstant, id, integer, PHASE_OF_COMPETITION, ref, text } from './schema-kit';

// A heat of a time-based phase (swimming, athletics): its lanes are heatlanes.
export const heats = defineResource({
  key: 'heats',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    phase_id: ref('a fase'),
    name: text('o nome', 60),
    number: integer('o número da bateria', 1, 999),
    starts_at: v.nullish(dateOrInstant('o horário da bateria')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Bateria', plural: 'Baterias', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['competition_id', 'phase_id'], sort: 'phase_id' },
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
    { key: 'name', label: 'Nome', help: 'Ex.: Bateria 1.' },
    { key: 'number', label: 'Número' },
    { key: 'starts_at', label: 'Horário' },
  ],
});
