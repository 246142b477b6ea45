import * as v from 'valibot';
import { CRITERION_KEYS, CRITERION_LABELS } from '../competitions/criteria';
import { defineResource } from './define';
import { choice, id, integer, optionalInteger, optionalText, orderedChoices, ref, text } from './schema-kit';

// A competition's regulation (spec §2.9 /competitions/regulations): points per result and the
// ordered tie-break criteria (COMPETITIONS.md §1-2). The wire contract is the minimal
// record {id, name, sport_id, win_points, draw_points, loss_points, criteria}; everything else is
// optional so an outside tool can load a season with just that. What each criterion key means is
// declared once in ../competitions/criteria.ts. Regulations are public acts: every signed-in user
// of the tenant replicates them (the standings are computed on the device).
export const REGULATION_SPORTS = { football: 'Futebol', volleyball: 'Vôlei', basketball: 'Basquete', other: 'Outra' } as const;

/** Points per result: small whole numbers, negative for a penalty (CBV's no-show −2). */
const points = (what: string) => integer(what, -10, 10);
const optionalPoints = (what: string) => optionalInteger(what, -10, 10);

export const regulations = defineResource({
  key: 'regulations',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    sport_id: ref('a modalidade'),
    win_points: points('os pontos por vitória'),
    draw_points: points('os pontos por empate'),
    loss_points: points('os pontos por derrota'),
    criteria: orderedChoices(CRITERION_KEYS, 'os critérios de desempate', 1),
    /** The preset it was copied from (`cbf_serie_a`, `fifa_2026`, …), kept for the editor's "restore". */
    preset: optionalText('o modelo', 40),
    description: optionalText('a descrição', 2000),
    /** A win or loss in a penalty shootout (e.g. 2/1), when the regulation scores it apart. */
    shootout_win_points: optionalPoints('os pontos por vitória nos pênaltis'),
    shootout_loss_points: optionalPoints('os pontos por derrota nos pênaltis'),
    /** Volleyball: a 3-2 win/loss (2/1) apart from 3-0/3-1 (3/0). */
    close_win_points: optionalPoints('os pontos por vitória apertada'),
    close_loss_points: optionalPoints('os pontos por derrota apertada'),
    /** Points of a team that did not show up (CBV: −2). */
    no_show_points: optionalPoints('os pontos por não comparecimento'),
    /** The criteria re-applied inside a head-to-head mini-league, when they differ from `criteria`. */
    head_to_head_criteria: v.nullish(orderedChoices(CRITERION_KEYS, 'os critérios do confronto direto', 0)),
    away_goals: v.nullish(v.boolean('Indique se vale o gol fora de casa.')),
    sport: v.nullish(choice(REGULATION_SPORTS, 'o esporte da pontuação')),
    /** Discipline (COMPETITIONS.md §6.1; ../competitions/discipline.ts): matches for a direct red (default 1). */
    red_card_matches: optionalInteger('as partidas por cartão vermelho', 1, 99),
    /** Yellows of a series that suspend for one match (default 3). */
    yellow_threshold: optionalInteger('o limite de cartões amarelos', 1, 99),
    /** Whether the two yellows behind an indirect red count towards the series (default no: CBF RGC art. 47 §1 III). */
    second_yellow_counts_towards_series: v.nullish(v.boolean('Indique se o segundo amarelo conta para a série.')),
    /** Hours after the súmula's confirmation during which the referee may add addenda (default 72). */
    addendum_hours: optionalInteger('o prazo de adendos', 1, 720),
    /** Minutes a match occupies for the scale's clash warning (default per sport: domain/referees/scale-warnings.ts). */
    match_minutes: optionalInteger('a duração reservada por jogo', 10, 1440),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Regulamento', plural: 'Regulamentos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'regulations', module: 'competitions' },
  storage: { indexes: ['name_search', 'sport_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Brasileirão Série A 2023.' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'sport', label: 'Tipo de pontuação', options: REGULATION_SPORTS, help: 'Define as colunas da tabela (gols, sets, pontos).' },
    { key: 'red_card_matches', label: 'Partidas de suspensão por vermelho direto', help: 'Padrão: 1.' },
    { key: 'yellow_threshold', label: 'Amarelos para suspensão automática', help: 'Padrão: 3.' },
    { key: 'second_yellow_counts_towards_series', label: 'Amarelos do vermelho indireto contam para a série', help: 'CBF: não.' },
    { key: 'addendum_hours', label: 'Prazo para adendos à súmula (horas)', help: 'Padrão: 72.' },
    { key: 'match_minutes', label: 'Duração reservada por jogo (min)', help: 'Para avisar de conflito de horário na escala de arbitragem. Padrão: futebol 120, futsal 90, vôlei 150, demais 120.' },
    { key: 'win_points', label: 'Pontos por vitória' },
    { key: 'draw_points', label: 'Pontos por empate' },
    { key: 'loss_points', label: 'Pontos por derrota' },
    { key: 'criteria', label: 'Critérios de desempate', kind: 'ordered_choices', options: CRITERION_LABELS,
      help: 'Na ordem em que se aplicam: o primeiro decide, o seguinte só desempata quem continuar empatado.' },
    { key: 'head_to_head_criteria', label: 'Critérios dentro do confronto direto', kind: 'ordered_choices', options: CRITERION_LABELS,
      help: 'Opcional: os critérios do minicampeonato entre as empatadas, se diferentes dos gerais.' },
    { key: 'shootout_win_points', label: 'Pontos por vitória nos pênaltis' },
    { key: 'shootout_loss_points', label: 'Pontos por derrota nos pênaltis' },
    { key: 'close_win_points', label: 'Pontos por vitória por 3 a 2 (vôlei)' },
    { key: 'close_loss_points', label: 'Pontos por derrota por 2 a 3 (vôlei)' },
    { key: 'no_show_points', label: 'Pontos por não comparecimento (W.O.)', help: 'Ex.: −2 no regulamento da CBV.' },
    { key: 'away_goals', label: 'Gol fora de casa desempata confrontos de ida e volta' },
    { key: 'preset', label: 'Modelo de origem' },
    { key: 'description', label: 'Descrição' },
  ],
});
