import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalRef, optionalText, refs, text } from './schema-kit';
import { season } from './competitions';

// A ranking across competitions (spec §2.9 /rankings): it adds up the competitions' final scores
// (competitionscores), or, with `points_table`, the points each placing earns (1st, 2nd, …).
export const pointsTable = (what: string) => v.nullish(v.pipe(
  v.array(integer(what, 0, 100_000), `Informe ${what}.`),
  v.maxLength(200, 'No máximo 200 colocações.'),
));

export const rankings = defineResource({
  key: 'rankings',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    sport_id: optionalRef('a modalidade'),
    season: v.nullish(season()),
    competition_ids: refs('as competições', 200),
    points_table: pointsTable('os pontos por colocação'),
    description: optionalText('a descrição', 2000),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Ranking', plural: 'Rankings', gender: 'm' },
  access: { scope: ['tenant'], permission: 'rankings', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  integrity: { references: { sport_id: 'sports', competition_ids: 'competitions' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'season', label: 'Temporada', kind: 'text' },
    { key: 'competition_ids', label: 'Competições' },
    { key: 'points_table', label: 'Pontos por colocação', kind: 'number_list', help: 'Pontos do 1º, 2º, 3º…, separados por vírgula.' },
    { key: 'description', label: 'Descrição' },
  ],
});
