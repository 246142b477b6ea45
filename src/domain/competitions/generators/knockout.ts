// Single elimination (mata-mata) with seeds and byes, one or two legs, and an optional third-place match.
import { assertDistinct, type Fixture } from './fixture';
import { BracketBuilder, bracketSize, firstRoundSources, type Source } from './bracket';

export interface KnockoutInput {
  /** In seed order, best first. */
  entrants: string[];
  legs: 1 | 2;
  thirdPlace?: boolean;
  seed: string;
  /** Legs of the final and the third-place match (default: `legs`); many two-legged cups end in a single final. */
  finalLegs?: 1 | 2;
  /** Mixed into the fixture ids (e.g. the phase id). */
  scope?: string;
}

export interface KnockoutResult {
  fixtures: Fixture[];
  rounds: number;
  /** Entrants that skip round 1 (the top seeds, in seed order); they appear first in a round-2 fixture. */
  byes: string[];
  seed: string;
}

export function knockout(input: KnockoutInput): KnockoutResult {
  const { entrants, legs, seed, scope } = input;
  assertDistinct(entrants);
  if (entrants.length < 2) throw new Error('Um mata-mata precisa de pelo menos dois participantes.');
  const size = bracketSize(entrants.length);
  const rounds = Math.log2(size);
  const builder = new BracketBuilder(scope, seed, 'knockout');
  let current: Source[] = firstRoundSources(entrants, size);
  const byes: string[] = [];
  let semiLosers: Source[] = [];
  for (let round = 1; round <= rounds; round++) {
    const isFinal = round === rounds;
    const next: Source[] = [];
    const losers: Source[] = [];
    for (let slot = 0; slot < current.length / 2; slot++) {
      const top = current[2 * slot]!;
      const bottom = current[2 * slot + 1]!;
      const outcome = builder.match({ bracket: isFinal ? 'final' : 'winners', round, slot, legs: isFinal ? (input.finalLegs ?? legs) : legs }, top, bottom);
      if (round === 1 && outcome.fixtures.length === 0 && outcome.winner.kind === 'entrant') byes.push(outcome.winner.id);
      next.push(outcome.winner);
      losers.push(outcome.loser);
    }
    if (round === rounds - 1) semiLosers = losers;
    current = next;
  }
  // Only when both semi-finals are played (with three entrants one semi-final is a bye: no third match).
  if (input.thirdPlace && semiLosers.length === 2 && semiLosers.every((s) => s.kind !== 'empty')) {
    builder.match({ bracket: 'third_place', round: rounds, slot: 0, legs: input.finalLegs ?? legs }, semiLosers[0]!, semiLosers[1]!);
  }
  const seedOf = new Map(entrants.map((e, i) => [e, i]));
  byes.sort((a, b) => seedOf.get(a)! - seedOf.get(b)!);
  return { fixtures: builder.fixtures, rounds, byes, seed };
}
