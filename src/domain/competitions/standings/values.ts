// The number each 'all'-scope criterion compares, read from a tally (the whole table's or a
// mini-league's). Quotients, percentages and averages are defined here once for the table columns,
// the comparison and the "why" sentence.
import type { RegulationRules, TeamTally } from './types';

/**
 * A quotient with nothing lost (sets lost 0, points conceded 0). FIVB and CBV do not define it
 * (COMPETITIONS.md §1.5), so we do: x ÷ 0 with x > 0 is Number.MAX_VALUE — above every real quotient, like
 * +Infinity, but finite, so it survives JSON and compares equal to itself: two unbeaten teams are level on it and
 * go to the next criterion. 0 ÷ 0 (nothing won or lost, e.g. no match yet) is 0.
 */
export const UNBEATEN_RATIO = Number.MAX_VALUE;

export function ratio(won: number, lost: number): number {
  if (lost > 0) return won / lost;
  return won > 0 ? UNBEATEN_RATIO : 0;
}

/** a ÷ b, 0 when b is 0 (no match played yet). */
const per = (a: number, b: number): number => (b > 0 ? a / b : 0);

/** Aproveitamento: points won over the points at stake (played × win points), in %. */
export const pointsPct = (t: TeamTally, rules: RegulationRules): number => per(t.points * 100, t.played * rules.win_points);
export const winsPct = (t: TeamTally): number => per(t.wins * 100, t.played);

type Reader = (t: TeamTally, rules: RegulationRules) => number;

const READERS: Readonly<Record<string, Reader>> = {
  points: (t) => t.points,
  wins: (t) => t.wins,
  goal_difference: (t) => t.goal_difference,
  goals_for: (t) => t.goals_for,
  goals_against: (t) => t.goals_against,
  away_goals_for: (t) => t.away.goals_for,
  away_wins: (t) => t.away.wins,
  fewer_red_cards: (t) => t.red,
  fewer_yellow_cards: (t) => t.yellow,
  fair_play: (t) => t.fair_play,
  // Volleyball's score is the sets, so goals_for/goals_against are sets won/lost.
  set_ratio: (t) => ratio(t.goals_for, t.goals_against),
  point_ratio: (t) => ratio(t.points_scored, t.points_conceded),
  points_pct: pointsPct,
  wins_pct: winsPct,
  avg_goal_difference: (t) => per(t.goal_difference, t.played),
  avg_goals_for: (t) => per(t.goals_for, t.played),
};

/** The reader of an 'all'-scope criterion, or undefined for head-to-head, lots and unknown keys. */
export const valueReader = (key: string): Reader | undefined => READERS[key];
