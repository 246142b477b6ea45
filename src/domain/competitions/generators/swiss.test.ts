import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlossomMatching } from './matching';
import { swissRound, type SwissGame } from './swiss';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const key = (a: string | null, b: string | null) => [a, b].sort().join('|');

/** Exhaustive: can `free` be paired (with one resting, if odd, among those without a bye) without a rematch? */
function pairingExists(free: string[], met: Set<string>, hadBye: Set<string>): boolean {
  if (free.length === 0) return true;
  if (free.length % 2 === 1) return free.some((p) => !hadBye.has(p) && pairingExists(free.filter((q) => q !== p), met, hadBye));
  const [first, ...rest] = free;
  return rest.some((q) => !met.has(key(first!, q)) && pairingExists(rest.filter((r) => r !== q), met, hadBye));
}

describe('swissRound', () => {
  it('round 1 pairs the top half against the bottom half, board colours alternating', () => {
    const { pairings, bye } = swissRound({ entrants: players(8), rounds: [], seed: 'suico' });
    expect(bye).toBeNull();
    expect(pairings.map((p) => key(p.home, p.away))).toEqual([key('p1', 'p5'), key('p2', 'p6'), key('p3', 'p7'), key('p4', 'p8')]);
    const topAtHome = pairings.map((p) => ['p1', 'p2', 'p3', 'p4'].includes(p.home!));
    expect(topAtHome).toEqual([topAtHome[0], !topAtHome[0], topAtHome[0], !topAtHome[0]]);
  });

  it('gives the bye to the lowest ranked who has not had one', () => {
    const first = swissRound({ entrants: players(5), rounds: [], seed: 's' });
    expect(first.bye).toBe('p5');
    const history: SwissGame[][] = [[...first.pairings.map((p) => ({ home: p.home, away: p.away, home_score: 1, away_score: 1 })), { home: 'p5', away: null }]];
    // p5 now leads on points (a bye is a win) and has had its bye: the lowest without one rests.
    expect(swissRound({ entrants: players(5), rounds: history, seed: 's' }).bye).toBe('p4');
  });

  it('looks ahead instead of dead-ending: p1–p2 would leave p3 and p4, who already met', () => {
    const rounds: SwissGame[][] = [[{ home: 'p3', away: 'p4', home_score: 0, away_score: 0 }, { home: 'p1', away: 'p5', home_score: 1, away_score: 0 }, { home: 'p2', away: 'p6', home_score: 1, away_score: 0 }]];
    const entrants = ['p1', 'p2', 'p3', 'p4'];
    const { pairings } = swissRound({ entrants, rounds, seed: 's' });
    const pairs = pairings.map((p) => key(p.home, p.away));
    expect(pairs).not.toContain(key('p1', 'p2'));
    expect(pairs).not.toContain(key('p3', 'p4'));
    expect(pairs).toHaveLength(2);
  });

  it('over simulated rounds with random results: no rematch ever, at most one bye each, colour difference within ±2, never three in a row unless relaxed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.infiniteStream(fc.integer({ min: 0, max: 2 })), fc.string(), (n, wanted, results, seed) => {
        const entrants = players(n);
        const rounds: SwissGame[][] = [];
        const met = new Set<string>();
        const hadBye = new Set<string>();
        const colours = new Map(entrants.map((p) => [p, [] as number[]]));
        const scores = results[Symbol.iterator]();
        const total = Math.min(wanted, n % 2 === 0 ? n - 1 : n);
        for (let r = 0; r < total; r++) {
          let result;
          try {
            result = swissRound({ entrants, rounds, seed });
          } catch (error) {
            // Only when no rematch-free pairing exists at all (checked exhaustively for small fields).
            expect(String(error)).toMatch(/Não há emparelhamento possível/);
            if (n <= 12) expect(pairingExists(entrants, met, hadBye)).toBe(false);
            else throw error;
            return;
          }
          const { pairings, bye, relaxed } = result;
          const seen = new Set<string>();
          for (const p of pairings) {
            expect(met.has(key(p.home, p.away))).toBe(false);
            met.add(key(p.home, p.away));
            for (const t of [p.home!, p.away!]) {
              expect(seen.has(t)).toBe(false);
              seen.add(t);
            }
            colours.get(p.home!)!.push(1);
            colours.get(p.away!)!.push(-1);
          }
          if (bye) {
            expect(hadBye.has(bye)).toBe(false);
            hadBye.add(bye);
            seen.add(bye);
          }
          expect(seen.size).toBe(n);
          // Judged on who played this round (an earlier relaxed round may have left someone resting out of bounds).
          for (const [player, c] of colours) {
            if (player === bye) continue;
            const difference = c.reduce((a, b) => a + b, 0);
            if (relaxed !== 'colour_difference') expect(Math.abs(difference)).toBeLessThanOrEqual(2);
            if (relaxed === 'none' && c.length >= 3) expect(Math.abs(c.slice(-3).reduce((a, b) => a + b, 0))).toBeLessThan(3);
          }
          rounds.push([
            ...pairings.map((p) => {
              const s = scores.next().value!;
              return { home: p.home, away: p.away, home_score: s === 0 ? 1 : 0, away_score: s === 2 ? 1 : 0 };
            }),
            ...(bye ? [{ home: bye, away: null }] : []),
          ]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the colour rules, unrelaxed, in the few rounds a Swiss event plays (⌈log2 n⌉ rounds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 64 }), fc.infiniteStream(fc.integer({ min: 0, max: 2 })), (n, results) => {
        const entrants = players(n);
        const rounds: SwissGame[][] = [];
        const scores = results[Symbol.iterator]();
        for (let r = 0; r < Math.ceil(Math.log2(n)); r++) {
          const { pairings, bye, relaxed } = swissRound({ entrants, rounds, seed: 'x' });
          expect(relaxed).toBe('none');
          rounds.push([
            ...pairings.map((p) => ({ home: p.home, away: p.away, home_score: scores.next().value!, away_score: 1 })),
            ...(bye ? [{ home: bye, away: null }] : []),
          ]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the blossom oracle finds a perfect matching where a greedy one would not (a 6-cycle plus chords)', () => {
    const edges = new Set(['0-1', '1-2', '2-3', '3-4', '4-5', '0-5', '0-2']);
    const m = new BlossomMatching(6, (a, b) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`));
    expect(m.maximise()).toBe(true);
    const triangles = new Set(['0-1', '1-2', '0-2', '3-4', '4-5', '3-5']);
    expect(new BlossomMatching(6, (a, b) => triangles.has(`${Math.min(a, b)}-${Math.max(a, b)}`)).maximise()).toBe(false);
  });
});
