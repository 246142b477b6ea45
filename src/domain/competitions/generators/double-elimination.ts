// Double elimination: a winners' bracket (seeded like the knockout, byes to the top seeds), a losers'
// bracket where each winners' round drops its losers in, and a grand final between the two champions,
// with the optional reset (a second final, played only if the losers'-bracket champion wins the first,
// since only then has the winners' champion lost once too).
//
// Losers' bracket: round 1 pairs the losers of winners' round 1; then, for each later winners' round j,
// a "drop" round pairs the losers'-bracket survivors with the losers of round j, and (except after the
// winners' final) an internal round halves them. To avoid early rematches, each drop round's order is
// chosen among natural / reversed / half-shifted / both (the orders brackets-manager and
// tournament-pairings alternate): the one where fewest dropped teams could meet someone they may already
// have played in the winners' bracket (their regions of the draw overlap), then fewest such pairs in
// the next internal round. The choice is computed, not tabulated, so it holds for every size and bye.
import { assertDistinct, type Fixture } from './fixture';
import { BracketBuilder, bracketSize, firstRoundSources, type Source } from './bracket';

export interface DoubleEliminationInput {
  /** In seed order, best first. */
  entrants: string[];
  grandFinalReset: boolean;
  seed: string;
  /** Mixed into the fixture ids (e.g. the phase id). */
  scope?: string;
}

export interface DoubleEliminationResult {
  fixtures: Fixture[];
  seed: string;
  /** Winners' rounds and losers' rounds (the grand final is round 1 of bracket 'final', the reset round 2). */
  winnersRounds: number;
  losersRounds: number;
}

/** A slot plus the parts of the draw (bracket positions [from, to)) its occupant may come from. */
interface Tracked {
  source: Source;
  origin: [number, number][];
}

const ORDERS = ['reverse', 'half_shift', 'reverse_half_shift', 'natural'] as const;
type Order = (typeof ORDERS)[number];

function reorder<T>(items: readonly T[], order: Order): T[] {
  const half = items.length / 2;
  const halfShift = (xs: readonly T[]) => (xs.length < 2 ? [...xs] : [...xs.slice(half), ...xs.slice(0, half)]);
  switch (order) {
    case 'natural':
      return [...items];
    case 'reverse':
      return [...items].reverse();
    case 'half_shift':
      return halfShift(items);
    case 'reverse_half_shift':
      return halfShift([...items].reverse());
  }
}

const overlaps = (a: Tracked, b: Tracked) => a.origin.some(([a0, a1]) => b.origin.some(([b0, b1]) => a0 < b1 && b0 < a1));

/** Pairs (top, bottom) that may be a rematch; walkovers are not matches. */
function conflicts(pairs: [Tracked, Tracked][]): number {
  return pairs.filter(([a, b]) => a.source.kind !== 'empty' && b.source.kind !== 'empty' && overlaps(a, b)).length;
}

const inPairs = <T>(xs: readonly T[]): [T, T][] => Array.from({ length: xs.length / 2 }, (_, i) => [xs[2 * i]!, xs[2 * i + 1]!]);

export function doubleElimination(input: DoubleEliminationInput): DoubleEliminationResult {
  const { entrants, seed, scope } = input;
  assertDistinct(entrants);
  if (entrants.length < 2) throw new Error('Uma dupla eliminação precisa de pelo menos dois participantes.');
  const size = bracketSize(entrants.length);
  const k = Math.log2(size);
  const builder = new BracketBuilder(scope, seed, 'double_elimination');

  const play = (bracket: 'winners' | 'losers', round: number, pairs: [Tracked, Tracked][]) =>
    pairs.map(([top, bottom], slot) => {
      const outcome = builder.match({ bracket, round, slot }, top.source, bottom.source);
      const origin = [...top.origin, ...bottom.origin];
      return { winner: { source: outcome.winner, origin } as Tracked, loser: { source: outcome.loser, origin } as Tracked };
    });

  // Winners' bracket; the loser of winners' round r, slot i, has played only within positions [i·2^r, (i+1)·2^r).
  let winners: Tracked[] = firstRoundSources(entrants, size).map((source, position) => ({ source, origin: [[position, position + 1]] }));
  const dropped: Tracked[][] = [];
  for (let round = 1; round <= k; round++) {
    const results = play('winners', round, inPairs(winners));
    winners = results.map((r) => r.winner);
    dropped.push(results.map((r, slot) => ({ source: r.loser.source, origin: [[slot * 2 ** round, (slot + 1) * 2 ** round]] })));
  }

  // Losers' bracket.
  let losersRound = 0;
  let losers: Tracked[];
  if (k === 1) {
    losers = dropped[0]!;
  } else {
    losers = play('losers', ++losersRound, inPairs(dropped[0]!)).map((r) => r.winner);
    for (let j = 2; j <= k; j++) {
      const drop = chooseDropOrder(losers, dropped[j - 1]!, j < k);
      losers = play('losers', ++losersRound, losers.map((survivor, i) => [survivor, drop[i]!])).map((r) => r.winner);
      if (j < k) losers = play('losers', ++losersRound, inPairs(losers)).map((r) => r.winner);
    }
  }

  const final = builder.match({ bracket: 'final', round: 1, slot: 0 }, winners[0]!.source, losers[0]!.source);
  if (input.grandFinalReset && final.fixtures.length > 0) {
    // If it is played, the losers' champion won the first final: the winners' champion is its loser and keeps home.
    builder.match({ bracket: 'final_reset', round: 2, slot: 0, conditional: true }, final.loser, final.winner);
  }
  return { fixtures: builder.fixtures, seed, winnersRounds: k, losersRounds: losersRound };
}

function chooseDropOrder(survivors: Tracked[], drop: Tracked[], internalNext: boolean): Tracked[] {
  let best: { order: Tracked[]; score: [number, number] } | null = null;
  for (const name of ORDERS) {
    const order = reorder(drop, name);
    const pairs = survivors.map((s, i): [Tracked, Tracked] => [s, order[i]!]);
    const now = conflicts(pairs);
    let next = 0;
    if (internalNext) {
      const merged = pairs.map(([a, b]): Tracked => ({ source: a.source.kind === 'empty' ? b.source : a.source, origin: [...a.origin, ...b.origin] }));
      next = conflicts(inPairs(merged));
    }
    if (!best || now < best.score[0] || (now === best.score[0] && next < best.score[1])) best = { order, score: [now, next] };
  }
  return best!.order;
}
