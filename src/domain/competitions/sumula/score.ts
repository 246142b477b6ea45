// The score is derived from the súmula's events, never typed (COMPETITIONS.md §5.6): the same
// function on the phone (running score) and on the server (checking a confirmation).
import { cardsByPerson, liveEvents, type SumulaEvent, type SumulaSport } from './events';

export interface SumulaScore {
  home: number;
  away: number;
  /** Volleyball: rally points over the match (the scores are then sets). */
  home_points?: number;
  away_points?: number;
}

export interface Sides {
  home_team_id: string;
  away_team_id: string;
}

/**
 * Football and futsal: goals (`goal`, `penalty_goal`) count for the event's team; an `own_goal`
 * carries the team of the player who scored it and counts for the opponent. Volleyball: `set_end`
 * names the set's winner (the score is in sets), `point` events add up the rally points.
 */
export function scoreFromEvents(events: readonly SumulaEvent[], sport: SumulaSport, sides: Sides): SumulaScore {
  const score: SumulaScore = { home: 0, away: 0 };
  const add = (team: string | null | undefined, against = false) => {
    const home = team === sides.home_team_id;
    if (!home && team !== sides.away_team_id) return;
    if (home !== against) score.home++;
    else score.away++;
  };
  const live = liveEvents(events);
  if (sport === 'volleyball') {
    score.home_points = 0;
    score.away_points = 0;
    for (const e of live) {
      if (e.kind === 'set_end') add(e.team_id);
      if (e.kind === 'point') {
        if (e.team_id === sides.home_team_id) score.home_points++;
        else if (e.team_id === sides.away_team_id) score.away_points++;
      }
    }
    return score;
  }
  for (const e of live) {
    if (e.kind === 'goal' || e.kind === 'penalty_goal') add(e.team_id);
    else if (e.kind === 'own_goal') add(e.team_id, true);
  }
  return score;
}

/** The duel's card counts, per side, as `duels.result` stores them. */
export function cardTotals(events: readonly SumulaEvent[], sides: Sides) {
  const t = { home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0, home_second_yellow: 0, away_second_yellow: 0 };
  for (const p of cardsByPerson(events)) {
    const side = p.team_id === sides.home_team_id ? 'home' : p.team_id === sides.away_team_id ? 'away' : null;
    if (!side) continue;
    t[`${side}_yellow`] += p.yellows;
    if (p.indirectRed) t[`${side}_second_yellow`]++;
    if (p.directRed || p.indirectRed) t[`${side}_red`]++;
  }
  return t;
}

/** Which scoring the súmula uses: the regulation's sport when it says, else the sport's code. */
export function sumulaSport(regulationSport: unknown, sportCode: unknown): SumulaSport {
  if (regulationSport === 'volleyball' || /^VOL/.test(String(sportCode ?? ''))) return 'volleyball';
  if (/^(FTS|FUTSAL|FUS)/.test(String(sportCode ?? ''))) return 'futsal';
  return 'football';
}
