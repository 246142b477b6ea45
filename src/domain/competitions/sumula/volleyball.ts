// Volleyball's súmula as a second sport profile (FIVB scoresheet, COMPETITIONS.md §5.1):
// a `point` event per rally won (period = the set), a `set_end` naming the set's winner. The points
// of each set and the sets won are derived from the events, like the football score; the match mode
// proposes the set's end when the rules say it is over (25, the deciding set 15, two points clear)
// and the referee confirms it with a tap.
import { liveEvents, type SumulaEvent } from './events';
import type { Sides } from './score';

export interface SetScore {
  set: number;
  home: number;
  away: number;
  /** Set by a `set_end` event; undefined while the set is being played. */
  winner?: 'home' | 'away';
}

export interface VolleyballState {
  sets: SetScore[];
  /** The set being played (the first without a winner). */
  current: number;
  won: { home: number; away: number };
  /** Best of five: three sets win. */
  over: boolean;
}

export const SETS_TO_WIN = 3;

/** Points a set is played to: 25, the fifth (deciding) set 15. */
export const setTarget = (set: number): number => (set >= 2 * SETS_TO_WIN - 1 ? 15 : 25);

/** The side that has won a set at this score (target reached and two points clear), if any. */
export function setWinner(home: number, away: number, set: number): 'home' | 'away' | null {
  const target = setTarget(set);
  if (home >= target && home - away >= 2) return 'home';
  if (away >= target && away - home >= 2) return 'away';
  return null;
}

export function volleyballState(events: readonly SumulaEvent[], sides: Sides): VolleyballState {
  const sets = new Map<number, SetScore>();
  const setOf = (n: number) => sets.get(n) ?? sets.set(n, { set: n, home: 0, away: 0 }).get(n)!;
  const side = (team: string | null | undefined) => (team === sides.home_team_id ? 'home' : team === sides.away_team_id ? 'away' : null);
  for (const e of liveEvents(events)) {
    const s = side(e.team_id);
    if (!s) continue;
    if (e.kind === 'point') setOf(e.period ?? 1)[s]++;
    else if (e.kind === 'set_end') setOf(e.period ?? 1).winner = s;
  }
  const list = [...sets.values()].sort((a, b) => a.set - b.set);
  const won = { home: list.filter((s) => s.winner === 'home').length, away: list.filter((s) => s.winner === 'away').length };
  let current = 1;
  while (sets.get(current)?.winner) current++;
  if (!sets.has(current)) list.push({ set: current, home: 0, away: 0 });
  return { sets: list, current, won, over: won.home >= SETS_TO_WIN || won.away >= SETS_TO_WIN };
}
