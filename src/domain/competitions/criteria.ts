// The tie-break criteria a regulation may order (COMPETITIONS.md §1-2). A regulation stores only
// the ordered keys (the wire contract: `criteria: ['points', 'wins', …]`); what each key means —
// its direction, whether it looks at everyone, only at exactly two tied teams, or at the tied subset
// as a mini-league, and whether it is a total, a ratio or an average — is declared here once and read
// by the standings engine, the regulation editor and the "why" sentences.

export type CriterionScope =
  /** Compared over every match of each team. */
  | 'all'
  /** Only when exactly two teams are level (CBF's confronto direto, both legs); skipped for 3+. */
  | 'pair'
  /** A mini-league of the matches between the tied teams, re-applied to those still level (FIFA 2026, FIBA D.1.4). */
  | 'subset'
  /** The final, deterministic step: a draw of lots from the stored seed. */
  | 'lots';

export type CriterionMeasure = 'total' | 'ratio' | 'average' | 'percentage';

export interface CriterionDef {
  key: string;
  /** pt-BR, as the regulation editor lists it and the "why" line names it. */
  label: string;
  /** Higher is better, or lower (cards, goals conceded). */
  direction: 'higher' | 'lower';
  scope: CriterionScope;
  measure: CriterionMeasure;
}

const def = (key: string, label: string, direction: 'higher' | 'lower', scope: CriterionScope = 'all', measure: CriterionMeasure = 'total'): CriterionDef =>
  ({ key, label, direction, scope, measure });

export const CRITERIA = [
  def('points', 'Pontos', 'higher'),
  def('wins', 'Vitórias', 'higher'),
  def('goal_difference', 'Saldo de gols', 'higher'),
  def('goals_for', 'Gols pró', 'higher'),
  def('goals_against', 'Menos gols sofridos', 'lower'),
  def('away_goals_for', 'Gols marcados fora de casa', 'higher'),
  def('away_wins', 'Vitórias fora de casa', 'higher'),
  def('head_to_head_two', 'Confronto direto (somente entre duas equipes)', 'higher', 'pair'),
  def('head_to_head', 'Confronto direto (minicampeonato entre as empatadas)', 'higher', 'subset'),
  def('fewer_red_cards', 'Menos cartões vermelhos', 'lower'),
  def('fewer_yellow_cards', 'Menos cartões amarelos', 'lower'),
  def('fair_play', 'Fair play (pontuação disciplinar)', 'lower'),
  def('set_ratio', 'Set average (sets vencidos ÷ perdidos)', 'higher', 'all', 'ratio'),
  def('point_ratio', 'Point average (pontos feitos ÷ sofridos)', 'higher', 'all', 'ratio'),
  def('points_pct', 'Aproveitamento de pontos (%)', 'higher', 'all', 'percentage'),
  def('wins_pct', 'Aproveitamento de vitórias (%)', 'higher', 'all', 'percentage'),
  def('avg_goal_difference', 'Saldo de gols médio por jogo', 'higher', 'all', 'average'),
  def('avg_goals_for', 'Média de gols pró por jogo', 'higher', 'all', 'average'),
  def('draw_lots', 'Sorteio', 'higher', 'lots'),
] as const satisfies readonly CriterionDef[];

export type CriterionKey = (typeof CRITERIA)[number]['key'];

export const CRITERION_KEYS: readonly CriterionKey[] = CRITERIA.map((c) => c.key);

const byKey: ReadonlyMap<string, CriterionDef> = new Map(CRITERIA.map((c) => [c.key, c]));

export const isCriterionKey = (key: string): key is CriterionKey => byKey.has(key);

export function criterion(key: CriterionKey): CriterionDef {
  return byKey.get(key)!;
}

/** pt-BR labels by key (select options, the regulation editor). */
export const CRITERION_LABELS: Readonly<Record<CriterionKey, string>> = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;
