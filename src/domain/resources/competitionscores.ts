import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalInteger, optionalText, ref } from './schema-kit';

// A team's final placing and points in a competition: what rankings add up across competitions.
export const competitionscores = defineResource({
  key: 'competitionscores',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    team_id: ref('a equipe'),
    position: optionalInteger('a colocação', 1, 999),
    points: integer('os pontos', -9999, 99999),
    note: optionalText('a observação', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Pontuação final', plural: 'Pontuações finais', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['competition_id', 'team_id'], sort: 'competition_id' },
  integrity: { references: { competition_id: 'competitions', team_id: 'teams' } },
  title: 'points',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'team_id', label: 'Equipe' },
    { key: 'position', label: 'Colocação' },
    { key: 'points', label: 'Pontos' },
    { key: 'note', label: 'Observação' },
  ],
});
