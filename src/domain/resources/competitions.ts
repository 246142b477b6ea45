import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalDate, optionalInteger, optionalRef, optionalText, ref, TEAM_GENDERS, text } from './schema-kit';

// A competition (spec §2.9 /competitions/competitions). The wire contract is the minimal
// record {id, name, sport_id, season, regulation_id}; the rest is optional. `visibility` absent
// means public: the record an outside tool loads must show on the public pages (spec §2.5), and a
// federation hides a competition by saying so. Replicated to every signed-in user of the tenant
// (the standings are computed on the device; the public endpoint serves the public ones to anyone).
export const COMPETITION_STATUS = {
  planejada: 'Planejada', inscricoes: 'Inscrições abertas', em_andamento: 'Em andamento', encerrada: 'Encerrada',
} as const;
export const COMPETITION_VISIBILITY = { public: 'Pública', private: 'Privada' } as const;

/**
 * A season: a year (2026) or a text ("2026/27", "2º semestre"). Either is accepted as sent, never
 * transformed, so a re-loaded record compares equal.
 */
const SEASON_MESSAGE = 'Informe a temporada: um ano entre 1900 e 2100 ou um texto de até 20 caracteres, ex.: 2026/27.';
export const season = () =>
  v.union([
    v.pipe(v.number(SEASON_MESSAGE), v.integer(SEASON_MESSAGE), v.minValue(1900, SEASON_MESSAGE), v.maxValue(2100, SEASON_MESSAGE)),
    v.pipe(v.string(SEASON_MESSAGE), v.minLength(1, SEASON_MESSAGE), v.maxLength(20, SEASON_MESSAGE), v.check((s) => s.trim().length > 0, SEASON_MESSAGE)),
  ], SEASON_MESSAGE);

/** Public unless the row says private: what the public pages and endpoint may show. */
export const isPublicCompetition = (row: Readonly<Record<string, unknown>>): boolean => row.visibility !== 'private';

export const competitions = defineResource({
  key: 'competitions',
  schema: v.pipe(
    v.object({
      id: id(),
      name: text('o nome', 160),
      sport_id: ref('a modalidade'),
      season: season(),
      regulation_id: ref('o regulamento'),
      series_id: optionalRef('a série histórica'),
      category_id: optionalRef('a categoria'),
      stage_id: optionalRef('a etapa'),
      gender: v.nullish(choice(TEAM_GENDERS, 'o naipe')),
      starts_on: optionalDate('a data de início'),
      ends_on: optionalDate('a data de término'),
      status: v.nullish(choice(COMPETITION_STATUS, 'a situação')),
      visibility: v.nullish(choice(COMPETITION_VISIBILITY, 'a visibilidade')),
      /** Teams may ask to enter (pending entries: /competitions/teams/pending/list). */
      open_for_entry: v.nullish(v.boolean('Indique se as inscrições estão abertas.')),
      description: optionalText('a descrição', 4000),
      /** Lowest referee category level (refereecategories.level, 1 = highest) the scale accepts without a warning. */
      referee_min_level: optionalInteger('o nível mínimo da arbitragem', 1, 99),
    }, 'Dados do registro inválidos.'),
    v.forward(
      v.check((row) => !row.starts_on || !row.ends_on || row.starts_on <= row.ends_on, 'A data de término deve ser igual ou posterior à de início.'),
      ['ends_on'],
    ),
  ),
  labels: { singular: 'Competição', plural: 'Competições', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['name_search', 'sport_id', 'status'], search: 'name', sort: 'name_search' },
  integrity: {
    references: {
      sport_id: 'sports', regulation_id: 'regulations', series_id: 'competitionsseries', category_id: 'competitionscategories',
      stage_id: 'competitionsstages',
    },
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Campeonato Brasileiro Série A.' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'season', label: 'Temporada', kind: 'text', help: 'Um ano (2026) ou um texto (2026/27).' },
    { key: 'regulation_id', label: 'Regulamento' },
    { key: 'series_id', label: 'Série histórica' },
    { key: 'category_id', label: 'Categoria' },
    { key: 'stage_id', label: 'Etapa' },
    { key: 'gender', label: 'Naipe', options: TEAM_GENDERS },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término' },
    { key: 'status', label: 'Situação', options: COMPETITION_STATUS },
    { key: 'visibility', label: 'Visibilidade', options: COMPETITION_VISIBILITY, help: 'Em branco: pública (aparece nas páginas abertas).' },
    { key: 'open_for_entry', label: 'Aceita inscrições de equipes' },
    { key: 'referee_min_level', label: 'Nível mínimo da arbitragem', help: 'Nível da categoria de arbitragem (1 = a mais alta); a escala avisa quando um árbitro de nível abaixo é escalado.' },
    { key: 'description', label: 'Descrição' },
  ],
});
