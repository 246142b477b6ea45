import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bergerTable, roundRobin } from './round-robin';
import type { Fixture } from './fixture';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const pairKey = (f: Fixture) => [f.home, f.away].sort().join('|');

/** Longest run of home or of away games (byes skipped: a rest does not break a run). */
function longestRun(fixtures: Fixture[], team: string): number {
  const played = fixtures.filter((f) => f.home === team || f.away === team).sort((a, b) => a.round - b.round);
  let worst = 0;
  let run = 0;
  let previous = '';
  for (const f of played) {
    const colour = f.home === team ? 'H' : 'A';
    run = colour === previous ? run + 1 : 1;
    previous = colour;
    worst = Math.max(worst, run);
  }
  return worst;
}

describe('roundRobin', () => {
  it('reproduces the published 6-entrant Berger table (FIDE C.05) when the table numbers are not drawn', () => {
    expect(bergerTable(6)).toEqual([
      [[1, 6], [2, 5], [3, 4]],
      [[6, 4], [5, 3], [1, 2]],
      [[2, 6], [3, 1], [4, 5]],
      [[6, 5], [1, 4], [2, 3]],
      [[3, 6], [4, 2], [5, 1]],
    ]);
    const { fixtures, byes } = roundRobin({ entrants: teams(6), legs: 1, seed: 's', shuffle: false });
    expect(byes).toEqual([]);
    expect(fixtures.filter((f) => f.round === 2).map((f) => `${f.home}-${f.away}`)).toEqual(['t6-t4', 't5-t3', 't1-t2']);
  });

  it('gives the highest Berger number\'s opponent the bye with an odd count (5 entrants: 6 is the bye)', () => {
    const { fixtures, byes } = roundRobin({ entrants: teams(5), legs: 1, seed: 's', shuffle: false });
    expect(byes).toEqual([
      { round: 1, entrant: 't1' },
      { round: 2, entrant: 't4' },
      { round: 3, entrant: 't2' },
      { round: 4, entrant: 't5' },
      { round: 5, entrant: 't3' },
    ]);
    expect(fixtures.filter((f) => f.round === 1).map((f) => `${f.home}-${f.away}`)).toEqual(['t2-t5', 't3-t4']);
  });

  it('meets every pair exactly once per leg, floor(n/2) matches a round, one bye per entrant per leg (n = 2..24)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.constantFrom<1 | 2>(1, 2), fc.string(), (n, legs, seed) => {
        const { fixtures, byes } = roundRobin({ entrants: teams(n), legs, seed });
        const roundsPerLeg = n % 2 === 0 ? n - 1 : n;
        for (const leg of [1, 2].slice(0, legs)) {
          const inLeg = fixtures.filter((f) => f.leg === leg);
          const pairs = inLeg.map(pairKey);
          expect(new Set(pairs).size).toBe(pairs.length);
          expect(pairs.length).toBe((n * (n - 1)) / 2);
          for (const f of inLeg) expect(f.home).not.toBe(f.away);
          const legByes = byes.filter((b) => Math.ceil(b.round / roundsPerLeg) === leg).map((b) => b.entrant);
          expect(legByes.sort()).toEqual(n % 2 === 1 ? teams(n).sort() : []);
        }
        for (let round = 1; round <= roundsPerLeg * legs; round++) {
          const inRound = fixtures.filter((f) => f.round === round);
          expect(inRound).toHaveLength(Math.floor(n / 2));
          const playing = inRound.flatMap((f) => [f.home, f.away]);
          expect(new Set(playing).size).toBe(playing.length);
        }
      }),
    );
  });

  it('mirrors the second turn: round r + rounds is round r with home and away swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.string(), (n, seed) => {
        const { fixtures } = roundRobin({ entrants: teams(n), legs: 2, seed });
        const rounds = n % 2 === 0 ? n - 1 : n;
        for (const f of fixtures.filter((x) => x.leg === 1)) {
          const mirror = fixtures.filter((x) => x.round === f.round + rounds && x.home === f.away && x.away === f.home);
          expect(mirror).toHaveLength(1);
        }
      }),
    );
  });

  it('balances home and away: home counts differ by at most 1 per turn, never three home or away in a row (n ≠ 4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.constantFrom<1 | 2>(1, 2), fc.string(), (n, legs, seed) => {
        const { fixtures } = roundRobin({ entrants: teams(n), legs, seed });
        for (const leg of [1, 2].slice(0, legs)) {
          const homes = teams(n).map((t) => fixtures.filter((f) => f.leg === leg && f.home === t).length);
          expect(Math.max(...homes) - Math.min(...homes)).toBeLessThanOrEqual(1);
        }
        const bound = n === 4 && legs === 2 ? 3 : 2;
        for (const t of teams(n)) expect(longestRun(fixtures, t)).toBeLessThanOrEqual(bound);
      }),
    );
  });

  it('four teams cannot avoid three in a row in a mirrored double turn, whatever the order (why n = 4 is the exception)', () => {
    // K4 has one 1-factorisation (three rounds); try every round order and every home/away choice.
    const rounds: [number, number][][] = [[[0, 1], [2, 3]], [[0, 2], [1, 3]], [[0, 3], [1, 2]]];
    const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let best = Infinity;
    for (const order of orders) {
      for (let mask = 0; mask < 64; mask++) {
        const first = order.map((r, i) => rounds[r]!.map(([a, b], j) => ((mask >> (i * 2 + j)) & 1 ? [b, a] : [a, b])));
        const all = [...first, ...first.map((round) => round.map(([a, b]) => [b, a]))];
        let worst = 0;
        for (let t = 0; t < 4; t++) {
          let run = 0;
          let previous = -1;
          for (const round of all) {
            const home = round.some(([h]) => h === t) ? 1 : 0;
            run = home === previous ? run + 1 : 1;
            previous = home;
            worst = Math.max(worst, run);
          }
        }
        best = Math.min(best, worst);
      }
    }
    expect(best).toBe(3);
  });

  it('replays the same draw and ids from the same seed, and draws differently from another', () => {
    const a = roundRobin({ entrants: teams(10), legs: 2, seed: 'sorteio-1' });
    expect(roundRobin({ entrants: teams(10), legs: 2, seed: 'sorteio-1' })).toEqual(a);
    const b = roundRobin({ entrants: teams(10), legs: 2, seed: 'sorteio-2' });
    expect(b.fixtures.map((f) => `${f.home}-${f.away}`)).not.toEqual(a.fixtures.map((f) => `${f.home}-${f.away}`));
    expect(new Set(a.fixtures.map((f) => f.id)).size).toBe(a.fixtures.length);
    expect(b.fixtures[0]!.id).not.toBe(a.fixtures[0]!.id);
    expect(roundRobin({ entrants: teams(10), legs: 2, seed: 'sorteio-1', scope: 'grupo-b' }).fixtures[0]!.id).not.toBe(a.fixtures[0]!.id);
  });

  it('without the mirror, reorders the second turn from the seed but never opens it with the last round of the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 16 }), fc.string(), (n, seed) => {
        const { fixtures } = roundRobin({ entrants: teams(n), legs: 2, seed, mirror: false });
        const rounds = n % 2 === 0 ? n - 1 : n;
        const lastOfFirst = new Set(fixtures.filter((f) => f.round === rounds).map(pairKey));
        const firstOfSecond = fixtures.filter((f) => f.round === rounds + 1).map(pairKey);
        expect(firstOfSecond.some((p) => lastOfFirst.has(p))).toBe(false);
        expect(new Set(fixtures.filter((f) => f.leg === 2).map(pairKey)).size).toBe((n * (n - 1)) / 2);
      }),
    );
  });

  it('refuses a repeated entrant or fewer than two, in pt-BR', () => {
    expect(() => roundRobin({ entrants: ['a', 'b', 'a'], legs: 1, seed: 's' })).toThrow(/repete "a"/);
    expect(() => roundRobin({ entrants: ['a'], legs: 1, seed: 's' })).toThrow(/pelo menos dois/);
  });
});
