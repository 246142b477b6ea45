// Futsal's accumulated fouls (COMPETITIONS.md §5.1, COMET's futsal sheet): each team's
// fouls count per period, and from the sixth on every foul is a direct free kick without a wall
// (Laws of the Game of Futsal, law 13). The match mode shows the count and warns at the sixth.
import { liveEvents, type SumulaEvent } from './events';
import type { Sides } from './score';

/** Fouls a team may commit in a period before the sanction: the sixth is the first punished one. */
export const FOUL_ALLOWANCE = 5;

export interface Fouls {
  home: number;
  away: number;
}

/** Each side's accumulated fouls in `period` (voided ones do not count). */
export function accumulatedFouls(events: readonly SumulaEvent[], sides: Sides, period: number): Fouls {
  const fouls: Fouls = { home: 0, away: 0 };
  for (const e of liveEvents(events)) {
    if (e.kind !== 'foul' || (e.period ?? 1) !== period) continue;
    if (e.team_id === sides.home_team_id) fouls.home++;
    else if (e.team_id === sides.away_team_id) fouls.away++;
  }
  return fouls;
}

/** True once a team has reached the sixth accumulated foul: every foul is now a free kick without a wall. */
export const foulWarning = (count: number): boolean => count > FOUL_ALLOWANCE;
