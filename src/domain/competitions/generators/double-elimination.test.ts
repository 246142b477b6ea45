import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketProblems } from './bracket-checks';
import { bracketSize } from './bracket';
import { doubleElimination } from './double-elimination';
import { playBracket } from './simulate';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('doubleElimination', () => {
  it('8 entrants: 7 winners\' matches, 6 losers\' matches, the final and its conditional reset', () => {
    const { fixtures, winnersRounds, losersRounds } = doubleElimination({ entrants: teams(8), grandFinalReset: true, seed: 'd' });
    expect([winnersRounds, losersRounds]).toEqual([3, 4]);
    expect(fixtures.filter((f) => f.bracket === 'winners')).toHaveLength(7);
    expect(fixtures.filter((f) => f.bracket === 'losers')).toHaveLength(6);
    const [final] = fixtures.filter((f) => f.bracket === 'final');
    const [reset] = fixtures.filter((f) => f.bracket === 'final_reset');
    expect(reset!.conditional).toBe(true);
    expect([reset!.home_from, reset!.away_from]).toEqual([{ kind: 'loser', match: final!.id }, { kind: 'winner', match: final!.id }]);
    // The first drop round crosses: the loser of the top half's winners' round 2 meets survivors from the bottom half.
    const lb2 = fixtures.filter((f) => f.bracket === 'losers' && f.round === 2);
    const wr2 = fixtures.filter((f) => f.bracket === 'winners' && f.round === 2).map((f) => f.id);
    expect(lb2.map((f) => wr2.indexOf(f.away_from!.match))).toEqual([1, 0]);
    expect(doubleElimination({ entrants: teams(8), grandFinalReset: false, seed: 'd' }).fixtures.some((f) => f.bracket === 'final_reset')).toBe(false);
  });

  it('is complete for 2..128 entrants with byes: sources earlier, each entrant named once, top seeds get the byes, everyone but the champion loses exactly twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.infiniteStream(fc.boolean()), (n, coins) => {
        const entrants = teams(n);
        const { fixtures } = doubleElimination({ entrants, grandFinalReset: true, seed: 'd' });
        expect(bracketProblems(fixtures, entrants)).toEqual([]);
        const byes = bracketSize(n) - n;
        for (const [i, e] of entrants.entries()) {
          const first = fixtures.find((f) => f.home === e || f.away === e)!;
          expect(first.bracket).toBe('winners');
          expect(first.round).toBe(i < byes ? 2 : 1);
        }
        expect(fixtures.filter((f) => f.bracket === 'final')).toHaveLength(1);
        expect(fixtures.filter((f) => f.bracket === 'final_reset')).toHaveLength(1);
        const it = coins[Symbol.iterator]();
        const played = playBracket(fixtures, () => (it.next().value ? 'home' : 'away'));
        const losses = new Map<string, number>();
        for (const p of played) losses.set(p.loser, (losses.get(p.loser) ?? 0) + 1);
        const champion = entrants.filter((e) => (losses.get(e) ?? 0) < 2);
        expect(champion).toHaveLength(1);
        for (const e of entrants) if (e !== champion[0]) expect(losses.get(e)).toBe(2);
        // Both brackets reach the final: its two sides come from the winners' final and the losers' bracket (or its only loser).
        const finalAt = played.findIndex((p) => p.fixture.bracket === 'final');
        const final = played[finalAt]!;
        const lostBefore = (team: string) => played.slice(0, finalAt).filter((p) => p.loser === team).length;
        expect(lostBefore(final.home)).toBe(0);
        expect(lostBefore(final.away)).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('routes the drops so that no rematch can happen in the first half of the losers\' rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 128 }), fc.infiniteStream(fc.boolean()), (n, coins) => {
        const { fixtures, losersRounds } = doubleElimination({ entrants: teams(n), grandFinalReset: false, seed: 'd' });
        const it = coins[Symbol.iterator]();
        const met = new Set<string>();
        for (const p of playBracket(fixtures, () => (it.next().value ? 'home' : 'away'))) {
          const key = [p.home, p.away].sort().join('|');
          if (p.fixture.bracket === 'losers' && p.fixture.round <= losersRounds / 2) expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('derives the same ids from the same seed', () => {
    const a = doubleElimination({ entrants: teams(20), grandFinalReset: true, seed: 'x' });
    expect(doubleElimination({ entrants: teams(20), grandFinalReset: true, seed: 'x' })).toEqual(a);
    expect(new Set(a.fixtures.map((f) => f.id)).size).toBe(a.fixtures.length);
  });
});
