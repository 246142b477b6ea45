// What every fixture generator produces: matches between opaque entrant ids (team or athlete ids;
// the generators never look inside them). A knockout slot whose team is not known yet holds null and
// says where the team will come from (the winner or the loser of an earlier match).
import { derivedId } from '../../uuid';

export interface FixtureSource {
  kind: 'winner' | 'loser';
  /** The id of the match whose result decides the slot; for a two-legged tie, its second leg. */
  match: string;
}

export interface Fixture {
  id: string;
  /** The scheduled round within its bracket (1-based), not a date: a postponed match keeps its round. */
  round: number;
  /** The leg of a two-legged tie; in a round robin, the turn (1 = turno, 2 = returno). */
  leg?: 1 | 2;
  home: string | null;
  away: string | null;
  home_from?: FixtureSource | null;
  away_from?: FixtureSource | null;
  bracket?: 'winners' | 'losers' | 'final' | 'final_reset' | 'third_place';
  /** The match's position in its round of the bracket (0-based, counting positions a bye left empty), for drawing it. */
  slot?: number;
  /** Both legs of a two-legged tie share it. */
  tie?: string;
  /** Played only if an earlier result calls for it (the grand-final reset). */
  conditional?: boolean;
}

/**
 * A fixture's id, from the draw's seed and its position: replaying the draw gives the same ids, so a
 * draw re-run on another device (or by an auditor) writes the same rows, not duplicates. `scope`
 * (e.g. the phase or group id) keeps two draws that reuse a seed apart.
 */
export function fixtureId(scope: string | undefined, seed: string, generator: string, ...position: (string | number)[]): string {
  return derivedId('competitions.fixture', scope ?? '', seed, generator, ...position.map(String));
}

/** Group names in draw order: A, B, …, Z, AA, AB, … */
export function groupName(index: number): string {
  let name = '';
  let n = index;
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** Every entrant once: a repeated id would make a team play itself. */
export function assertDistinct(entrants: readonly string[], what = 'participantes'): void {
  const seen = new Set<string>();
  for (const e of entrants) {
    if (seen.has(e)) throw new Error(`A lista de ${what} repete "${e}".`);
    seen.add(e);
  }
}
