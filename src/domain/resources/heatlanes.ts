import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalInteger, ref } from './schema-kit';

// A participant's lane in a heat, with the entry time that seeded it and the result.
const ms = (what: string) => v.nullish(integer(what, 0, 86_400_000));

export const heatlanes = defineResource({
  key: 'heatlanes',
  schema: v.object({
    id: id(),
    heat_id: ref('a bateria'),
    competition_id: ref('a competição'),
    competitionteam_id: ref('o participante'),
    lane: integer('a raia', 1, 20),
    entry_time_ms: ms('o tempo de inscrição'),
    result_time_ms: ms('o tempo obtido'),
    place: optionalInteger('a colocação', 1, 999),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Raia', plural: 'Raias', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['heat_id', 'competition_id', 'competitionteam_id'], sort: 'heat_id' },
  integrity: {
    references: { heat_id: 'heats', competition_id: 'competitions', competitionteam_id: 'competitionteams' },
    agreements: [
      { field: 'competition_id', reference: 'heat_id', targetField: 'competition_id', match: 'equal', under: 'heat_id', message: 'A bateria não pertence a esta competição.' },
      { field: 'competition_id', reference: 'competitionteam_id', targetField: 'competition_id', match: 'equal', under: 'competitionteam_id', message: 'O participante não está inscrito nesta competição.' },
    ],
  },
  title: 'lane',
  fields: [
    { key: 'heat_id', label: 'Bateria' },
    { key: 'competition_id', label: 'Competição' },
    { key: 'competitionteam_id', label: 'Participante' },
    { key: 'lane', label: 'Raia' },
    { key: 'entry_time_ms', label: 'Tempo de inscrição (ms)' },
    { key: 'result_time_ms', label: 'Tempo obtido (ms)' },
    { key: 'place', label: 'Colocação' },
  ],
});
