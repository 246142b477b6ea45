// Turns results into per-team totals: the points each result is worth under a regulation, wins,
// draws, losses, goals (sets in volleyball, points in basketball), cards and fair play, home and away.
// The same function tallies the whole table and a head-to-head mini-league (only the results
// between the tied teams), so both are counted by one rule.
import type { RegulationRules, ResultInput, SideRecord, TeamTally } from './types';

const side = (): SideRecord => ({ played: 0, wins: 0, draws: 0, losses: 0, points: 0, goals_for: 0, goals_against: 0 });

export function emptyTally(): TeamTally {
  return {
    points: 0, played: 0, wins: 0, draws: 0, losses: 0, goals_for: 0, goals_against: 0, goal_difference: 0,
    yellow: 0, red: 0, second_yellow: 0, fair_play: 0, points_scored: 0, points_conceded: 0, no_shows: 0, shootout_wins: 0,
    home: side(), away: side(),
  };
}

type Outcome = 'win' | 'draw' | 'loss';

export interface ResultValue {
  home: { outcome: Outcome; points: number };
  away: { outcome: Outcome; points: number };
  /** Which side won a penalty shootout that the regulation scores (shootout_win_points set). */
  shootout?: 'home' | 'away';
}

const n = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The points a result gives each side under `rules`.
 * - W.O.: the side that showed wins (win_points); the absent side gets no_show_points (CBV −2, FIBA forfeit 0),
 *   or loss_points when the regulation sets none. The recorded score (e.g. 3-0, 25-0 sets) counts as played.
 * - Volleyball (sport 'volleyball' and close_win_points set): a win by one set in a full-length match —
 *   the loser won exactly one set fewer than the winner, so the deciding set was played (3-2; 2-1 in a best of
 *   three) — gives close_win/close_loss (2/1); 3-0 and 3-1 give win/loss (3/0).
 * - Penalties: a level score decided on penalties stays a draw in wins/draws/losses (FIFA's statistics count it
 *   so); when the regulation scores shootouts (COMET's 2/1) the winner gets shootout_win_points and the loser
 *   shootout_loss_points, otherwise both get draw_points. Extra time is an ordinary win (COMET: 3/0).
 */
const win = (points: number) => ({ outcome: 'win' as const, points });
const loss = (points: number) => ({ outcome: 'loss' as const, points });
const draw = (points: number) => ({ outcome: 'draw' as const, points });

export function resultValue(r: ResultInput, rules: RegulationRules): ResultValue {
  const absent = rules.no_show_points ?? rules.loss_points;
  if (r.no_show === 'home') return { home: loss(absent), away: win(rules.win_points) };
  if (r.no_show === 'away') return { home: win(rules.win_points), away: loss(absent) };
  const hs = n(r.home_score);
  const as = n(r.away_score);
  if (hs !== as) {
    const w = Math.max(hs, as);
    const l = Math.min(hs, as);
    const close = rules.sport === 'volleyball' && rules.close_win_points != null && w >= 2 && l === w - 1;
    const wp = close ? rules.close_win_points! : rules.win_points;
    const lp = close ? (rules.close_loss_points ?? rules.loss_points) : rules.loss_points;
    return hs > as ? { home: win(wp), away: loss(lp) } : { home: loss(lp), away: win(wp) };
  }
  const hp = n(r.home_penalties);
  const ap = n(r.away_penalties);
  if (r.decided_by === 'penalties' && hp !== ap && rules.shootout_win_points != null) {
    const wp = rules.shootout_win_points;
    const lp = rules.shootout_loss_points ?? rules.draw_points;
    return hp > ap
      ? { home: draw(wp), away: draw(lp), shootout: 'home' }
      : { home: draw(lp), away: draw(wp), shootout: 'away' };
  }
  return { home: draw(rules.draw_points), away: draw(rules.draw_points) };
}

/**
 * FIFA fair-play penalty points as a positive number (lower is better): yellow 1, indirect red 3,
 * direct red 4, yellow then direct red 5 (FIFA 2026, COMPETITIONS.md §1.2 f).
 * Per-team counts carry a dismissal for a second caution as one yellow plus one red (the súmula's and the
 * 2023 dataset's convention), with `second_yellow` saying how many reds were indirect. So a direct red weighs 4,
 * an indirect red 2 on top of the yellow already counted (1 + 2 = FIFA's 3), a yellow 1, and a yellow followed by
 * a direct red 1 + 4 = 5.
 */
export function fairPlayPoints(yellow: number, red: number, secondYellow: number): number {
  const indirect = Math.min(secondYellow, red);
  return yellow + 4 * (red - indirect) + 2 * indirect;
}

// Written out field by field (no computed keys, no closures): this runs 380 times per recompute.
function addSide(t: TeamTally, s: SideRecord, o: { outcome: Outcome; points: number }, gf: number, ga: number): void {
  t.played++;
  s.played++;
  t.points += o.points;
  s.points += o.points;
  if (o.outcome === 'win') {
    t.wins++;
    s.wins++;
  } else if (o.outcome === 'draw') {
    t.draws++;
    s.draws++;
  } else {
    t.losses++;
    s.losses++;
  }
  t.goals_for += gf;
  t.goals_against += ga;
  t.goal_difference += gf - ga;
  s.goals_for += gf;
  s.goals_against += ga;
}

function addCards(t: TeamTally, yellow: number, red: number, secondYellow: number): void {
  t.yellow += yellow;
  t.red += red;
  t.second_yellow += secondYellow;
  t.fair_play += fairPlayPoints(yellow, red, secondYellow);
}

/**
 * Whether a duel counts: it has a score (a fixture not played yet has none, and must not count as 0-0) or a
 * W.O., and two different teams. Callers may pass every duel of a group; only results are tallied.
 */
export function isPlayed(r: ResultInput): boolean {
  if (r.home_team_id === r.away_team_id) return false;
  if (r.no_show === 'home' || r.no_show === 'away') return true;
  return Number.isFinite(r.home_score) && Number.isFinite(r.away_score);
}

/**
 * Adds one result to the tallies of its two teams (a team missing from `tallies` is not counted: a mini-league).
 * `side` counts it only for the team at home, or only for the team away (the home and away tables).
 */
export function addResult(tallies: ReadonlyMap<string, TeamTally>, r: ResultInput, rules: RegulationRules, side?: 'home' | 'away' | null): void {
  if (!isPlayed(r)) return;
  const home = side === 'away' ? undefined : tallies.get(r.home_team_id);
  const away = side === 'home' ? undefined : tallies.get(r.away_team_id);
  if (!home && !away) return;
  const v = resultValue(r, rules);
  const hs = n(r.home_score);
  const as = n(r.away_score);
  // Rally points exist only in volleyball; elsewhere the score is the points (basketball) or goals.
  const volley = rules.sport === 'volleyball';
  const hps = r.home_points_scored != null ? n(r.home_points_scored) : volley ? 0 : hs;
  const aps = r.away_points_scored != null ? n(r.away_points_scored) : volley ? 0 : as;
  if (home) {
    addSide(home, home.home, v.home, hs, as);
    addCards(home, n(r.home_yellow), n(r.home_red), n(r.home_second_yellow));
    home.points_scored += hps;
    home.points_conceded += aps;
    if (r.no_show === 'home') home.no_shows++;
    if (v.shootout === 'home') home.shootout_wins++;
  }
  if (away) {
    addSide(away, away.away, v.away, as, hs);
    addCards(away, n(r.away_yellow), n(r.away_red), n(r.away_second_yellow));
    away.points_scored += aps;
    away.points_conceded += hps;
    if (r.no_show === 'away') away.no_shows++;
    if (v.shootout === 'away') away.shootout_wins++;
  }
}
