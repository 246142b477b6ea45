// The wiring shared by the elimination generators: a slot is filled by an entrant, by the winner or the
// loser of an earlier match, or by nobody (a bye). A match with both slots filled becomes a fixture (two,
// for a two-legged tie); a match with one slot empty is a walkover that is never played: its only
// entrant passes straight on, so no BYE-vs-BYE and no phantom fixtures, wherever the bye lands (first
// round, or the losers' bracket when the first-round loser it waited for never existed).
import { fixtureId, type Fixture, type FixtureSource } from './fixture';

export type Source =
  | { kind: 'entrant'; id: string }
  | { kind: 'winner' | 'loser'; match: string }
  | { kind: 'empty' };

export const EMPTY: Source = { kind: 'empty' };

export interface MatchOutcome {
  winner: Source;
  loser: Source;
  /** The fixture ids created (none for a walkover). */
  fixtures: string[];
}

export interface MatchSpec {
  bracket: NonNullable<Fixture['bracket']>;
  round: number;
  slot: number;
  legs?: 1 | 2;
  conditional?: boolean;
}

const team = (s: Source): string | null => (s.kind === 'entrant' ? s.id : null);
const from = (s: Source): FixtureSource | null => (s.kind === 'winner' || s.kind === 'loser' ? { kind: s.kind, match: s.match } : null);

export class BracketBuilder {
  readonly fixtures: Fixture[] = [];

  constructor(
    private readonly scope: string | undefined,
    private readonly seed: string,
    private readonly generator: string,
  ) {}

  /** `top` is the better-placed side: home in a single match and in the second (deciding) leg. */
  match(spec: MatchSpec, top: Source, bottom: Source): MatchOutcome {
    if (top.kind === 'empty' || bottom.kind === 'empty') {
      return { winner: top.kind === 'empty' ? bottom : top, loser: EMPTY, fixtures: [] };
    }
    const id = (leg: number) => fixtureId(this.scope, this.seed, this.generator, spec.bracket, spec.round, spec.slot, leg);
    const base = { round: spec.round, bracket: spec.bracket, slot: spec.slot, ...(spec.conditional ? { conditional: true } : {}) };
    const ids: string[] = [];
    if ((spec.legs ?? 1) === 1) {
      const fixtureIdOne = id(1);
      this.fixtures.push({ id: fixtureIdOne, ...base, home: team(top), away: team(bottom), home_from: from(top), away_from: from(bottom) });
      ids.push(fixtureIdOne);
    } else {
      // Leg 1 at the worse-placed side, the deciding leg 2 at the better-placed one.
      const tie = fixtureId(this.scope, this.seed, this.generator, 'tie', spec.bracket, spec.round, spec.slot);
      const first = id(1);
      const second = id(2);
      this.fixtures.push({ id: first, ...base, leg: 1, tie, home: team(bottom), away: team(top), home_from: from(bottom), away_from: from(top) });
      this.fixtures.push({ id: second, ...base, leg: 2, tie, home: team(top), away: team(bottom), home_from: from(top), away_from: from(bottom) });
      ids.push(first, second);
    }
    // A tie is decided at the end of its last leg: later slots point there.
    const decider = ids[ids.length - 1]!;
    return { winner: { kind: 'winner', match: decider }, loser: { kind: 'loser', match: decider }, fixtures: ids };
  }
}

/**
 * Classic seed positions for a bracket of `size` (a power of two): repeated expansion of [1, 2] into
 * p, 2·len + 1 − p. For 8: 1-8, 4-5, 2-7, 3-6, so seeds 1 and 2 can meet only in the final.
 */
export function seedPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const len = positions.length * 2;
    positions = positions.flatMap((p) => [p, len + 1 - p]);
  }
  return positions;
}

export function bracketSize(entrants: number): number {
  let size = 1;
  while (size < entrants) size *= 2;
  return Math.max(size, 2);
}

/** The first-round slots in bracket order: seeds beyond the entrant count are empty (the byes, which fall to the top seeds). */
export function firstRoundSources(entrants: readonly string[], size: number): Source[] {
  return seedPositions(size).map((seed): Source => (seed <= entrants.length ? { kind: 'entrant', id: entrants[seed - 1]! } : EMPTY));
}
