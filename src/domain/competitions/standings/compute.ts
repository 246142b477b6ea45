// The standings engine: results + a regulation's ordered criteria → the table, and for every pair of
// adjacent rows the criterion that separated them (COMPETITIONS.md §2.2). Pure: no clock, no
// Math.random (the draw of lots is a seeded stream), same answer on the phone and on the server.
//
// How the criteria are applied (a recursive partition of the teams still level):
// - 'all' criteria (points, wins, goal difference, ratios…) split the level teams into groups by value;
//   each group of 2+ goes on to the next criterion.
// - 'pair' (CBF's head_to_head_two): only when exactly two teams are level; with three or more it is skipped
//   (the split records it in `skipped`) and the next criterion applies to all of them (COMPETITIONS.md §1.1, §1.6).
// - 'subset' (head_to_head): a mini-league of the results between the level teams, compared on
//   rules.head_to_head_criteria in order. As soon as one of them separates anyone, each group still level
//   restarts the mini-league over its own teams only (FIBA D.1.4; FIFA 2026 "re-applied to those teams only").
//   If none separates anyone, the teams go on, still level, to the criterion after head_to_head.
//   We restart at the first separation (FIBA's wording). FIFA's could also be read as "apply a–c over the whole
//   mini-league, then re-apply to those still level"; the two readings differ only when a later head-to-head
//   criterion of the bigger mini-league would split the remaining group differently from its own mini-league.
//   Teams that never met (no game in the mini-league) are level in it and go on at once.
// - 'lots' (draw_lots): a seeded shuffle of the level teams (sorted by id first). Its stream is seeded with the
//   regulation's seed and the ids of the teams drawn, so one tie's draw does not move when another tie changes,
//   and anyone with the seed can replay it.
// - Teams still level when the criteria run out share the position (rows in name order, `shared`): this is
//   FIVB's "if the two never met they share the position" (its last criterion is the head-to-head, and teams that
//   never met are level in it) and the honest answer for any regulation without a final step.
//
// Cost: results are tallied once (O(results)); head-to-head results are indexed by pair once, on the first
// head-to-head (most tables never get there), so a mini-league over k tied teams reads only their k(k−1)/2
// pairs. 20 teams and 380 results take well under a millisecond (bench/standings.ts).
import { criterion, isCriterionKey, type CriterionDef, type CriterionKey } from '../criteria';
import { seededRandom } from '../seeded-random';
import { addResult, emptyTally, isPlayed } from './tally';
import type { Adjustment, LevelOn, RegulationRules, ResultInput, Split, StandingRow, Standings, StandingsInput, TeamTally } from './types';
import { pointsPct, ratio, valueReader, winsPct } from './values';

export const DEFAULT_HEAD_TO_HEAD = ['points', 'goal_difference', 'goals_for'] as const;

/** The 'all'-scope criteria a mini-league compares (unknown or non-'all' keys dropped). */
function headToHeadKeys(rules: RegulationRules): CriterionKey[] {
  const keys = rules.head_to_head_criteria?.length ? rules.head_to_head_criteria : DEFAULT_HEAD_TO_HEAD;
  return keys.filter(isCriterionKey).filter((k) => criterion(k).scope === 'all' && valueReader(k));
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

interface Group {
  ids: string[];
  value: number;
}

/** Groups ids by value, best group first. */
function groupBy(ids: readonly string[], value: (id: string) => number, direction: 'higher' | 'lower'): Group[] {
  const byValue = new Map<number, string[]>();
  for (const id of ids) {
    const v = value(id);
    const list = byValue.get(v);
    if (list) list.push(id);
    else byValue.set(v, [id]);
  }
  const values = [...byValue.keys()].sort((a, b) => (direction === 'higher' ? b - a : a - b));
  return values.map((v) => ({ ids: byValue.get(v)!, value: v }));
}

type Tiers = string[][];

class Ranker {
  readonly splits = new Map<string, Split>();
  private readonly criteria: CriterionDef[];
  private readonly h2hKeys: CriterionKey[];

  constructor(
    private readonly rules: RegulationRules,
    private readonly tallies: ReadonlyMap<string, TeamTally>,
    private readonly results: readonly ResultInput[],
    private readonly adjustments: ReadonlyMap<string, Adjustment[]>,
    private readonly names: ReadonlyMap<string, string>,
    private readonly seed: string,
    private readonly side: 'home' | 'away' | null | undefined,
  ) {
    this.criteria = rules.criteria.filter(isCriterionKey).map(criterion);
    this.h2hKeys = headToHeadKeys(rules);
  }

  private byPair: Map<string, ResultInput[]> | undefined;

  /** Results by unordered pair of teams, indexed on first use: most tables never reach a head-to-head. */
  private pairs(): ReadonlyMap<string, ResultInput[]> {
    if (this.byPair) return this.byPair;
    this.byPair = new Map();
    for (const r of this.results) {
      if (!isPlayed(r)) continue;
      const key = pairKey(r.home_team_id, r.away_team_id);
      const list = this.byPair.get(key);
      if (list) list.push(r);
      else this.byPair.set(key, [r]);
    }
    return this.byPair;
  }

  private record(above: string, below: string, split: Omit<Split, 'above' | 'below'>): void {
    this.splits.set(`${above}\u0000${below}`, { above, below, ...split });
  }

  /** Appends `next` to `tiers`, recording the split between the last team so far and next's first team. */
  private join(tiers: Tiers, next: Tiers, split: Omit<Split, 'above' | 'below'>): void {
    const last = tiers.at(-1);
    if (last) this.record(last.at(-1)!, next[0]![0]!, split);
    tiers.push(...next);
  }

  /** Orders `ids` (level on every criterion before index i) into tiers; a tier of 2+ shares a position. */
  order(ids: string[], i: number, level: LevelOn[], skipped: string[]): Tiers {
    if (ids.length === 1) return [ids];
    const def = this.criteria[i];
    if (!def) return this.share(ids, level, skipped);
    switch (def.scope) {
      case 'pair':
        if (ids.length !== 2) return this.order(ids, i + 1, level, [...skipped, def.key]);
        return this.headToHead(ids, i, def.key, level, skipped);
      case 'subset':
        return this.headToHead(ids, i, def.key, level, skipped);
      case 'lots':
        return this.drawLots(ids, level, skipped);
      default:
        return this.byCriterion(ids, i, def, level, skipped);
    }
  }

  private byCriterion(ids: string[], i: number, def: CriterionDef, level: LevelOn[], skipped: string[]): Tiers {
    const read = valueReader(def.key);
    if (!read) return this.order(ids, i + 1, level, skipped);
    const groups = groupBy(ids, (id) => read(this.tallies.get(id)!, this.rules), def.direction);
    if (groups.length === 1) return this.order(ids, i + 1, [...level, { criterion: def.key, value: groups[0]!.value }], skipped);
    const tiers: Tiers = [];
    let previous: Group | undefined;
    for (const g of groups) {
      const sub = this.order(g.ids, i + 1, [...level, { criterion: def.key, value: g.value }], skipped);
      if (previous) {
        const above = tiers.at(-1)!.at(-1)!;
        const below = sub[0]![0]!;
        this.join(tiers, sub, { criterion: def.key, values: [previous.value, g.value], level_on: level, ...this.skippedOf(skipped), ...(def.key === 'points' ? this.adjustmentsOf(above, below) : {}) });
      } else tiers.push(...sub);
      previous = g;
    }
    return tiers;
  }

  /**
   * A head-to-head mini-league over `ids` (both legs of every pair). The first head-to-head criterion that
   * separates anyone splits them; every group still level restarts the mini-league over its own teams (D.1.4).
   * Nothing separates them → they go on to criterion i+1 still level.
   */
  private headToHead(ids: string[], i: number, key: string, level: LevelOn[], skipped: string[]): Tiers {
    if (ids.length === 1) return [ids];
    const mini = new Map(ids.map((id) => [id, emptyTally()]));
    let games = 0;
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++)
        for (const r of this.pairs().get(pairKey(ids[a]!, ids[b]!)) ?? []) {
          addResult(mini, r, this.rules, this.side);
          games++;
        }
    // Teams that never met are level in every head-to-head figure: nothing to list, go on (FIVB: they share).
    if (games === 0) return this.order(ids, i + 1, level, skipped);
    const league = [...ids].sort();
    const miniLevel: LevelOn[] = [];
    for (const sub of this.h2hKeys) {
      const read = valueReader(sub)!;
      const groups = groupBy(ids, (id) => read(mini.get(id)!, this.rules), criterion(sub).direction);
      if (groups.length === 1) {
        miniLevel.push({ criterion: sub, value: groups[0]!.value, mini_league: league });
        continue;
      }
      const tiers: Tiers = [];
      let previous: Group | undefined;
      for (const g of groups) {
        const inner = [...level, ...miniLevel, { criterion: sub, value: g.value, mini_league: league }];
        const part = g.ids.length > 1 ? this.headToHead(g.ids, i, key, inner, skipped) : [g.ids];
        if (previous) this.join(tiers, part, { criterion: key, mini_criterion: sub, mini_league: league, values: [previous.value, g.value], level_on: [...level, ...miniLevel], ...this.skippedOf(skipped) });
        else tiers.push(...part);
        previous = g;
      }
      return tiers;
    }
    return this.order(ids, i + 1, [...level, ...miniLevel], skipped);
  }

  private drawLots(ids: string[], level: LevelOn[], skipped: string[]): Tiers {
    const sorted = [...ids].sort();
    const drawn = seededRandom(`${this.seed}\u0000${sorted.join('\u0000')}`).shuffle(sorted);
    const tiers: Tiers = [];
    drawn.forEach((id, k) => this.join(tiers, [[id]], { criterion: 'draw_lots', values: [k + 1, k + 2], level_on: level, seed: this.seed, ...this.skippedOf(skipped) }));
    return tiers;
  }

  /** Nothing separated them: one tier, in name order, each neighbour pair recorded as 'shared'. */
  private share(ids: string[], level: LevelOn[], skipped: string[]): Tiers {
    const name = (id: string) => this.names.get(id) ?? id;
    const tier = [...ids].sort((a, b) => name(a).localeCompare(name(b), 'pt-BR') || (a < b ? -1 : 1));
    const last = level.at(-1)?.value ?? 0;
    for (let k = 0; k + 1 < tier.length; k++) {
      const [a, b] = [tier[k]!, tier[k + 1]!];
      const neverMet = !this.pairs().get(pairKey(a, b))?.length;
      this.record(a, b, { criterion: 'shared', values: [last, last], level_on: level, ...this.skippedOf(skipped), ...(neverMet ? { never_met: true } : {}) });
    }
    return [tier];
  }

  private skippedOf(skipped: string[]): Pick<Split, 'skipped'> {
    return skipped.length ? { skipped } : {};
  }

  private adjustmentsOf(above: string, below: string): Pick<Split, 'adjustment_ids' | 'adjustments'> {
    const list = [...(this.adjustments.get(above) ?? []), ...(this.adjustments.get(below) ?? [])];
    return list.length ? { adjustment_ids: list.map((a) => a.id), adjustments: list } : {};
  }
}

export function computeStandings(input: StandingsInput): Standings {
  const { teams, results, rules } = input;
  const tallies = new Map<string, TeamTally>(teams.map((t) => [t.id, emptyTally()]));
  for (const r of results) addResult(tallies, r, rules, input.side);
  // Adjustments (the punishments ledger) change the points, and so everything that reads them.
  const adjustments = new Map<string, Adjustment[]>();
  const deduction = new Map<string, number>();
  for (const a of input.side ? [] : (input.adjustments ?? [])) {
    const tally = tallies.get(a.team_id);
    if (!tally || !Number.isFinite(a.points)) continue;
    tally.points += a.points;
    deduction.set(a.team_id, (deduction.get(a.team_id) ?? 0) + a.points);
    adjustments.set(a.team_id, [...(adjustments.get(a.team_id) ?? []), a]);
  }
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const ranker = new Ranker(rules, tallies, results, adjustments, names, input.seed, input.side);
  const ids = [...tallies.keys()];
  const tiers = ids.length ? ranker.order(ids, 0, [], []) : [];

  const volley = rules.sport === 'volleyball';
  const rows: StandingRow[] = [];
  for (const tier of tiers) {
    const position = rows.length + 1;
    for (const id of tier) {
      const t = tallies.get(id)!;
      const row: StandingRow = Object.assign(t as StandingRow, {
        team_id: id,
        name: names.get(id) ?? id,
        position,
        deduction: deduction.get(id) ?? 0,
        sets_won: volley ? t.goals_for : 0,
        sets_lost: volley ? t.goals_against : 0,
        set_ratio: ratio(t.goals_for, t.goals_against),
        point_ratio: ratio(t.points_scored, t.points_conceded),
        points_pct: pointsPct(t, rules),
        wins_pct: winsPct(t),
      });
      if (tier.length > 1) row.shared = true;
      rows.push(row);
    }
  }
  const splits: Split[] = [];
  for (let k = 0; k + 1 < rows.length; k++) {
    const split = ranker.splits.get(`${rows[k]!.team_id}\u0000${rows[k + 1]!.team_id}`)!;
    split.position = rows[k]!.position;
    splits.push(split);
  }
  return { rows, splits };
}
