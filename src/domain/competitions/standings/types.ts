// The standings engine's inputs and outputs. Field names are the wire names of the `regulations`,
// `duels` and `punishments` rows, so a screen or the server can pass replica rows straight in.

export type Sport = 'football' | 'volleyball' | 'basketball' | 'other';

/** What the engine needs of a `regulations` row. */
export interface RegulationRules {
  win_points: number;
  draw_points: number;
  loss_points: number;
  /** Ordered CriterionKey list (criteria.ts); unknown keys are ignored, so an older device never breaks on a newer key. */
  criteria: readonly string[];
  /** A result decided on penalties (football): the shootout winner's and loser's points, e.g. 2/1. Unset: both get draw_points. */
  shootout_win_points?: number | null;
  shootout_loss_points?: number | null;
  /** Volleyball: a win by one set in a full-length match (3-2, or 2-1 in a best of three), e.g. 2/1. Unset: win/loss points. */
  close_win_points?: number | null;
  close_loss_points?: number | null;
  /** The absent side of a W.O. (CBV −2, FIBA forfeit 0). Unset: loss_points. */
  no_show_points?: number | null;
  /** What the head-to-head mini-league compares, in order. Default: points, goal difference, goals for. */
  head_to_head_criteria?: readonly string[] | null;
  /** Drives the column and sentence wording (gols / sets / pontos) and the volleyball close-win rule. */
  sport?: Sport | null;
}

/** A played (or awarded) duel: the wire names of the `duels` row. */
export interface ResultInput {
  id: string;
  home_team_id: string;
  away_team_id: string;
  /** Goals; volleyball: sets won; basketball: points. A duel with no score (null: not played yet) is not counted. */
  home_score: number | null;
  away_score: number | null;
  home_yellow?: number | null;
  away_yellow?: number | null;
  /** Every red, direct or indirect (a second caution is counted as one yellow plus one red, as the súmula sums it). */
  home_red?: number | null;
  away_red?: number | null;
  /** How many of the reds were indirect (second caution): fair play weighs them 3, not 1 + 4. */
  home_second_yellow?: number | null;
  away_second_yellow?: number | null;
  /** Volleyball rally points (point ratio). */
  home_points_scored?: number | null;
  away_points_scored?: number | null;
  decided_by?: 'regular' | 'extra_time' | 'penalties' | null;
  home_penalties?: number | null;
  away_penalties?: number | null;
  /** W.O.: the named side did not show. */
  no_show?: 'home' | 'away' | null;
  round?: number | null;
  starts_at?: string | null;
}

/** From the punishments ledger: a points deduction (negative) or award, with its reason. */
export interface Adjustment {
  id: string;
  team_id: string;
  points: number;
  reason: string;
  decided_by?: string | null;
}

export interface StandingsInput {
  teams: readonly { id: string; name: string }[];
  results: readonly ResultInput[];
  rules: RegulationRules;
  adjustments?: readonly Adjustment[];
  /** Seeds the draw of lots; shown to users with the draw. */
  seed: string;
  /**
   * COMET's home/away tables: each result counts only for the team at home ('home') or only for the team away
   * ('away'), mini-leagues included. Adjustments are left out: they belong to the whole table, not to home or away games.
   */
  side?: 'home' | 'away' | null;
}

export type SideKey = 'played' | 'wins' | 'draws' | 'losses' | 'points' | 'goals_for' | 'goals_against';
export type SideRecord = Record<SideKey, number>;

/** The totals of one team over a set of results (the whole table, or a head-to-head mini-league). */
export interface TeamTally {
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  yellow: number;
  red: number;
  second_yellow: number;
  /** FIFA fair-play penalty points, positive, lower is better (tally.ts says how counts map to FIFA's weights). */
  fair_play: number;
  points_scored: number;
  points_conceded: number;
  no_shows: number;
  /** Wins decided on penalties (counted as draws in wins/draws/losses, as FIFA's statistics do). */
  shootout_wins: number;
  home: SideRecord;
  away: SideRecord;
}

export interface StandingRow extends TeamTally {
  team_id: string;
  name: string;
  position: number;
  /** Shares its position with the next or previous row (nothing separated them: FIVB's never-met rule, or no final step). */
  shared?: boolean;
  /** Sum of adjustments (already inside `points`). */
  deduction: number;
  sets_won: number;
  sets_lost: number;
  set_ratio: number;
  point_ratio: number;
  points_pct: number;
  wins_pct: number;
}

export interface LevelOn {
  criterion: string;
  value: number;
  /** Set when the criterion was compared inside a head-to-head mini-league (its team ids). */
  mini_league?: string[];
}

/** Why row i is above row i+1. */
export interface Split {
  above: string;
  below: string;
  /** The CriterionKey that separated them, or 'shared' when nothing did. */
  criterion: string;
  /** above's and below's value on it (head-to-head: within the mini-league; draw of lots: their places in the draw, 1-based). */
  values: [number, number];
  /** Criteria on which they were level before it, in order. */
  level_on: LevelOn[];
  /** Head-to-head: the team ids of the mini-league it was computed over, and what inside it separated them. */
  mini_league?: string[];
  mini_criterion?: string;
  /** Criteria passed over: a pair-only head-to-head with three or more teams level. */
  skipped?: string[];
  /** Head-to-head (or a shared position) where the two never played each other. */
  never_met?: boolean;
  /** Draw of lots: the seed. */
  seed?: string;
  /** When a points adjustment bears on the points that separated them. */
  adjustment_ids?: string[];
  adjustments?: Adjustment[];
  /** The position of `above` (a shared position's number). */
  position?: number;
}

export interface Standings {
  rows: StandingRow[];
  /** rows.length − 1 entries; splits[i] is between rows[i] and rows[i+1]. */
  splits: Split[];
}
