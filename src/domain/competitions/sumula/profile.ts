// What each sport's súmula looks like on the pitch: how many periods, how long each is,
// whether the clock stops with the ball (futsal's timekeeper) and which event buttons the match mode
// offers. Football and futsal fully; volleyball as a second profile (sets instead of a clock).
import type { SumulaSport } from './events';

export interface SportProfile {
  sport: SumulaSport;
  /** Regular periods (volleyball: the most sets a match can have). */
  periods: number;
  /** Minutes of a regular period; null: no clock (volleyball plays to points). */
  periodMinutes: number | null;
  /** pt-BR name of a period ("1º tempo", "2º set"). */
  periodLabel(period: number): string;
  /** The event buttons the match mode shows, besides undo. */
  kinds: readonly string[];
}

const half = (period: number) => (period <= 2 ? `${period}º tempo` : `${period - 2}º tempo da prorrogação`);

export const SPORT_PROFILES: Readonly<Record<SumulaSport, SportProfile>> = {
  football: {
    sport: 'football', periods: 2, periodMinutes: 45, periodLabel: half,
    kinds: ['goal', 'penalty_goal', 'own_goal', 'yellow', 'red', 'substitution'],
  },
  futsal: {
    sport: 'futsal', periods: 2, periodMinutes: 20, periodLabel: half,
    kinds: ['goal', 'penalty_goal', 'own_goal', 'foul', 'yellow', 'red', 'substitution', 'timeout'],
  },
  volleyball: {
    sport: 'volleyball', periods: 5, periodMinutes: null, periodLabel: (set) => `${set}º set`,
    kinds: ['point', 'timeout', 'substitution', 'yellow', 'red'],
  },
};

export const profileOf = (sport: SumulaSport): SportProfile => SPORT_PROFILES[sport];
