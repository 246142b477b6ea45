// The regulation presets a federation starts from (then copies and edits). Each is traced to
// ../shared/COMPETITIONS.md §1 (the sources are cited there); where a body orders by something we do not
// hold (FIFA ranking, club coefficient) the preset ends with the draw of lots instead, and says so.
import type { CriterionKey } from '../criteria';
import type { RegulationRules, Sport } from './types';

export type PresetKey = 'cbf_serie_a' | 'fifa_2026' | 'fiba' | 'fivb' | 'cbv_superliga' | 'amateur_state' | 'indice_tecnico';

export interface RegulationPreset {
  key: PresetKey;
  /** pt-BR, as the regulation editor lists it. */
  label: string;
  sport: 'football' | 'volleyball' | 'basketball';
  /** Where the rule comes from (shown beside the preset). */
  source: string;
  rules: RegulationRules;
}

const keys = (...k: CriterionKey[]): readonly CriterionKey[] => k;

export const REGULATION_PRESETS: readonly RegulationPreset[] = [
  {
    // §1.1: REC Série A art. 15 — wins before goal difference; confronto direto only between two clubs, both
    // legs; fewer reds, fewer yellows; sorteio. Proven by the 2023 season (tests/data/brasileirao-2023).
    key: 'cbf_serie_a',
    label: 'CBF — Campeonato Brasileiro Série A',
    sport: 'football',
    source: 'REC da Série A, art. 15 (CBF)',
    rules: {
      sport: 'football', win_points: 3, draw_points: 1, loss_points: 0,
      criteria: keys('points', 'wins', 'goal_difference', 'goals_for', 'head_to_head_two', 'fewer_red_cards', 'fewer_yellow_cards', 'draw_lots'),
      head_to_head_criteria: keys('points', 'goal_difference', 'goals_for'),
    },
  },
  {
    // §1.2: head-to-head block (points, goal difference, goals among the teams concerned, re-applied to
    // those still level), then overall goal difference and goals, then fair play (yellow 1, indirect red 3,
    // direct red 4, yellow + direct red 5). FIFA ranking is not ours to hold: the draw of lots closes instead.
    key: 'fifa_2026',
    label: 'FIFA — Copa do Mundo 2026 (fase de grupos)',
    sport: 'football',
    source: 'Regulamento da Copa do Mundo FIFA 2026, fase de grupos',
    rules: {
      sport: 'football', win_points: 3, draw_points: 1, loss_points: 0,
      criteria: keys('points', 'head_to_head', 'goal_difference', 'goals_for', 'fair_play', 'draw_lots'),
      head_to_head_criteria: keys('points', 'goal_difference', 'goals_for'),
    },
  },
  {
    // §1.4: win 2, loss 1, forfeit 0; same record → the games between them (classification points, point
    // difference, points scored), restarted for the remaining teams (D.1.4); then all group games; then a draw.
    key: 'fiba',
    label: 'FIBA — basquete (NBB, CBB)',
    sport: 'basketball',
    source: 'Regulamento Interno FIBA, D.1.3–D.1.4',
    rules: {
      sport: 'basketball', win_points: 2, draw_points: 1, loss_points: 1, no_show_points: 0,
      criteria: keys('points', 'head_to_head', 'goal_difference', 'goals_for', 'draw_lots'),
      head_to_head_criteria: keys('points', 'goal_difference', 'goals_for'),
    },
  },
  {
    // §1.5 (FIVB pools): wins first, then match points (3-0/3-1 → 3/0, 3-2 → 2/1, forfeit 0), set quotient,
    // points quotient, then the result between them — with 3+ teams a new classification from their matches.
    // No draw: teams that never met share the position.
    key: 'fivb',
    label: 'FIVB — vôlei (fase de grupos)',
    sport: 'volleyball',
    source: 'FIVB, critérios de classificação das chaves',
    rules: {
      sport: 'volleyball', win_points: 3, draw_points: 0, loss_points: 0, close_win_points: 2, close_loss_points: 1, no_show_points: 0,
      criteria: keys('wins', 'points', 'set_ratio', 'point_ratio', 'head_to_head'),
      head_to_head_criteria: keys('wins', 'points', 'set_ratio', 'point_ratio'),
    },
  },
  {
    // §1.5 (CBV Superliga 2012/13): points first (a no-show costs −2), wins, set average, points average,
    // confronto direto, sorteio.
    key: 'cbv_superliga',
    label: 'CBV — Superliga',
    sport: 'volleyball',
    source: 'Regulamento da Superliga (CBV), 2012/13',
    rules: {
      sport: 'volleyball', win_points: 3, draw_points: 0, loss_points: 0, close_win_points: 2, close_loss_points: 1, no_show_points: -2,
      criteria: keys('points', 'wins', 'set_ratio', 'point_ratio', 'head_to_head', 'draw_lots'),
      head_to_head_criteria: keys('wins', 'points', 'set_ratio', 'point_ratio'),
    },
  },
  {
    // §1.6 (Seara municipal 2017, art. 52 §1, typical of state/municipal amateur football): confronto direto
    // dropped when 3+ are level, wins, goal difference, fewest goals conceded, goals scored, reds, yellows, sorteio.
    key: 'amateur_state',
    label: 'Regulamento amador estadual/municipal (típico)',
    sport: 'football',
    source: 'Regulamento municipal de Seara 2017, art. 52 §1',
    rules: {
      sport: 'football', win_points: 3, draw_points: 1, loss_points: 0,
      criteria: keys('points', 'head_to_head_two', 'wins', 'goal_difference', 'goals_against', 'goals_for', 'fewer_red_cards', 'fewer_yellow_cards', 'draw_lots'),
      head_to_head_criteria: keys('points', 'goal_difference', 'goals_for'),
    },
  },
  {
    // §1.6 ("índice técnico", arts. 56–57): groups with different numbers of games — % of points, % of wins,
    // average goal difference, average goals scored, reds, yellows, sorteio.
    key: 'indice_tecnico',
    label: 'Índice técnico (grupos com números de jogos diferentes)',
    sport: 'football',
    source: 'Regulamento amador, arts. 56–57 (índice técnico)',
    rules: {
      sport: 'football', win_points: 3, draw_points: 1, loss_points: 0,
      criteria: keys('points_pct', 'wins_pct', 'avg_goal_difference', 'avg_goals_for', 'fewer_red_cards', 'fewer_yellow_cards', 'draw_lots'),
    },
  },
];

export function preset(key: PresetKey): RegulationPreset {
  return REGULATION_PRESETS.find((p) => p.key === key)!;
}

/**
 * The preset a new regulation starts from: football (and any other sport) → CBF Série A ("a new
 * football regulation defaults to the CBF preset"); volleyball → CBV Superliga (Federa's federations are
 * Brazilian: points first, the CBV way); basketball → FIBA (NBB and CBB follow it).
 */
export function presetFor(sport: Sport | null | undefined): RegulationPreset {
  if (sport === 'volleyball') return preset('cbv_superliga');
  if (sport === 'basketball') return preset('fiba');
  return preset('cbf_serie_a');
}
