// The "why" line: one pt-BR sentence per split, e.g. "Atlético-MG à frente de Flamengo: empatados em
// pontos (66) e vitórias (19); saldo de gols +20 × +14." Team names carry no grammatical gender in
// our data, so the sentence says "à frente de", never "do"/"da".
import { isCriterionKey, criterion } from '../criteria';
import type { LevelOn, RegulationRules, Split } from './types';
import { UNBEATEN_RATIO } from './values';

type Nouns = Readonly<Record<string, string>>;

// What a criterion is called inside a sentence, by sport ("gols" in football, "sets" in volleyball, "pontos" in basketball).
const COMMON: Nouns = {
  points: 'pontos',
  wins: 'vitórias',
  away_wins: 'vitórias fora de casa',
  fewer_red_cards: 'cartões vermelhos',
  fewer_yellow_cards: 'cartões amarelos',
  fair_play: 'pontos de fair play',
  set_ratio: 'set average',
  point_ratio: 'point average',
  points_pct: 'aproveitamento de pontos',
  wins_pct: 'aproveitamento de vitórias',
  head_to_head: 'confronto direto',
  head_to_head_two: 'confronto direto',
  draw_lots: 'sorteio',
};

const scoreNouns = (unit: string, scored: string, conceded: string): Nouns => ({
  goal_difference: `saldo de ${unit}`,
  goals_for: `${unit} ${scored}`,
  goals_against: `${unit} ${conceded}`,
  away_goals_for: `${unit} ${scored} fora de casa`,
  avg_goal_difference: `saldo de ${unit} médio por jogo`,
  avg_goals_for: `média de ${unit} ${scored} por jogo`,
});

const BY_SPORT: Readonly<Record<string, Nouns>> = {
  football: scoreNouns('gols', 'pró', 'sofridos'),
  other: scoreNouns('gols', 'pró', 'sofridos'),
  volleyball: scoreNouns('sets', 'vencidos', 'perdidos'),
  // Basketball's classification points and scored points would both be "pontos": say which.
  basketball: { ...scoreNouns('pontos', 'marcados', 'sofridos'), points: 'pontos na classificação' },
};

export function criterionNoun(key: string, rules: Pick<RegulationRules, 'sport'>): string {
  return BY_SPORT[rules.sport ?? 'football']?.[key] ?? COMMON[key] ?? key;
}

const SIGNED = new Set(['goal_difference', 'avg_goal_difference']);
const AVERAGE = new Set(['avg_goal_difference', 'avg_goals_for']);
const PERCENT = new Set(['points_pct', 'wins_pct']);
const RATIO = new Set(['set_ratio', 'point_ratio']);

// One formatter per precision, made once: toLocaleString builds a new one on every call (~60 µs each).
const formatters = new Map<number, Intl.NumberFormat>();
function number(v: number, digits: number): string {
  let f = formatters.get(digits);
  if (!f) formatters.set(digits, (f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(v);
}

/** A criterion's value as the table shows it: +20, 66,7%, 1,500, ∞ (nothing lost). */
export function formatValue(key: string, v: number): string {
  if (RATIO.has(key)) return v === UNBEATEN_RATIO ? '∞' : number(v, 3);
  if (PERCENT.has(key)) return `${number(v, 1)}%`;
  const digits = AVERAGE.has(key) || !Number.isInteger(v) ? 2 : 0;
  if (SIGNED.has(key)) return v > 0 ? `+${number(v, digits)}` : number(v, digits);
  return number(v, digits);
}

/** "A", "A e B", "A, B e C". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

export function explainSplit(split: Split, names: ReadonlyMap<string, string>, rules: RegulationRules): string {
  const name = (id: string) => names.get(id) ?? id;
  const noun = (key: string) => criterionNoun(key, rules);
  const league = (ids: readonly string[]) =>
    ids.length > 2 ? `confronto direto (minicampeonato entre ${listNames(ids.map(name))})` : `confronto direto entre ${listNames(ids.map(name))}`;
  const levelText = (items: readonly LevelOn[]) => listNames(items.map((l) => `${noun(l.criterion)} (${formatValue(l.criterion, l.value)})`));

  // What they were level on: the overall criteria (and any pair-only criterion passed over), then each
  // mini-league's, in the order they were applied.
  const parts: string[] = [];
  const overall = split.level_on.filter((l) => !l.mini_league);
  if (overall.length) parts.push(`empatados em ${levelText(overall)}`);
  if (split.skipped?.length) parts.push(`${listNames([...new Set(split.skipped.map(noun))])} não se aplica: só vale com duas equipes empatadas`);
  const minis = new Map<string, LevelOn[]>();
  for (const l of split.level_on) {
    if (!l.mini_league) continue;
    const k = l.mini_league.join('\u0000');
    minis.set(k, [...(minis.get(k) ?? []), l]);
  }
  for (const items of minis.values()) parts.push(`${league(items[0]!.mini_league!)}: empatados em ${levelText(items)}`);
  // The deciding mini-league was just named (its teams were level on something in it): do not name it twice.
  const lastMini = [...minis.keys()].at(-1);

  const [a, b] = [name(split.above), name(split.below)];
  const [va, vb] = split.values;
  const key = split.criterion;
  let head: string;
  let decisive: string | undefined;
  if (key === 'shared') {
    head = `${a} e ${b} dividem ${split.position != null ? `a ${split.position}ª` : 'a mesma'} posição`;
    if (split.never_met) parts.push('não se enfrentaram');
    if (!parts.length) parts.push('nenhum critério do regulamento os separa');
  } else if (key === 'draw_lots') {
    head = `${a} à frente de ${b} por sorteio (semente ${split.seed ?? ''})`;
  } else {
    head = `${a} à frente de ${b}`;
    if (split.mini_league && split.mini_criterion) {
      const figure = `${noun(split.mini_criterion)} ${formatValue(split.mini_criterion, va)} × ${formatValue(split.mini_criterion, vb)}`;
      decisive = lastMini === split.mini_league.join('\u0000') ? figure : `${league(split.mini_league)}: ${figure}`;
    } else {
      const lower = isCriterionKey(key) && criterion(key).direction === 'lower';
      decisive = `${lower ? 'menos ' : ''}${noun(key)} ${formatValue(key, va)} × ${formatValue(key, vb)}`;
    }
  }
  const adjustments = (split.adjustments ?? []).map((adj) => {
    const n = Math.abs(adj.points);
    const verb = adj.points < 0 ? 'perdeu' : 'ganhou';
    return `${name(adj.team_id)} ${verb} ${n} ${n === 1 ? 'ponto' : 'pontos'}: ${adj.reason}${adj.decided_by ? ` (${adj.decided_by})` : ''}`;
  });
  const body = [...parts, ...(decisive ? [decisive] : []), ...adjustments].join('; ');
  return body ? `${head}: ${body}.` : `${head}.`;
}
