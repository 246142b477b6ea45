import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketProblems } from './bracket-checks';
import { seedPositions } from './bracket';
import { knockout } from './knockout';
import { playBracket } from './simulate';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('knockout', () => {
  it('places 8 seeds 1–8, 4–5, 2–7, 3–6 (seeds 1 and 2 meet only in the final)', () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const { fixtures, rounds, byes } = knockout({ entrants: teams(8), legs: 1, seed: 'k' });
    expect(rounds).toBe(3);
    expect(byes).toEqual([]);
    expect(fixtures.filter((f) => f.round === 1).map((f) => `${f.home}-${f.away}`)).toEqual(['s1-s8', 's4-s5', 's2-s7', 's3-s6']);
    const final = fixtures.filter((f) => f.bracket === 'final');
    expect(final).toHaveLength(1);
    expect(final[0]!.round).toBe(3);
  });

  it('gives the byes to the top seeds, who enter in round 2 (6 entrants)', () => {
    const { fixtures, byes } = knockout({ entrants: teams(6), legs: 1, seed: 'k' });
    expect(byes).toEqual(['s1', 's2']);
    expect(fixtures.filter((f) => f.round === 1).map((f) => `${f.home}-${f.away}`)).toEqual(['s4-s5', 's3-s6']);
    const round2 = fixtures.filter((f) => f.round === 2);
    expect(round2.map((f) => f.home)).toEqual(['s1', 's2']);
    expect(round2.every((f) => f.away === null && f.away_from?.kind === 'winner')).toBe(true);
  });

  it('is a complete, consistent bracket for 2..128 entrants, one or two legs: sources earlier, each entrant named once, byes only for top seeds, one champion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.constantFrom<1 | 2>(1, 2), fc.boolean(), fc.infiniteStream(fc.boolean()), (n, legs, thirdPlace, coins) => {
        const entrants = teams(n);
        const { fixtures, rounds, byes } = knockout({ entrants, legs, thirdPlace, seed: 'k' });
        expect(bracketProblems(fixtures, entrants)).toEqual([]);
        const size = 2 ** rounds;
        expect(size / 2).toBeLessThan(n);
        expect(size).toBeGreaterThanOrEqual(n);
        expect(byes).toEqual(entrants.slice(0, size - n));
        // No BYE-vs-BYE and no phantom match: every fixture has two sides.
        for (const f of fixtures) {
          expect(f.home !== null || f.home_from).toBeTruthy();
          expect(f.away !== null || f.away_from).toBeTruthy();
        }
        // Bye entrants are named in round 2, the others in round 1.
        for (const e of entrants) {
          const first = fixtures.find((f) => f.home === e || f.away === e)!;
          expect(first.round).toBe(byes.includes(e) ? 2 : 1);
        }
        const finals = new Set(fixtures.filter((f) => f.bracket === 'final').map((f) => f.tie ?? f.id));
        expect(finals.size).toBe(1);
        const it = coins[Symbol.iterator]();
        const played = playBracket(fixtures, () => (it.next().value ? 'home' : 'away')).filter((p) => p.winner);
        const losses = new Map<string, number>();
        for (const p of played) if (p.fixture.bracket !== 'third_place') losses.set(p.loser, (losses.get(p.loser) ?? 0) + 1);
        expect(played.filter((p) => p.fixture.bracket !== 'third_place')).toHaveLength(n - 1);
        expect([...losses.values()].every((l) => l === 1)).toBe(true);
        expect(losses.size).toBe(n - 1);
        expect(played.some((p) => p.fixture.bracket === 'third_place')).toBe(thirdPlace && n >= 4);
      }),
      { numRuns: 200 },
    );
  });

  it('two legs: both legs share the tie, the second swaps home and away, and later slots wait for the second leg', () => {
    const { fixtures } = knockout({ entrants: teams(8), legs: 2, seed: 'k' });
    const byTie = new Map<string, typeof fixtures>();
    for (const f of fixtures) byTie.set(f.tie!, [...(byTie.get(f.tie!) ?? []), f]);
    expect(byTie.size).toBe(7);
    for (const [, [first, second]] of byTie) {
      expect([first!.leg, second!.leg]).toEqual([1, 2]);
      expect([second!.home, second!.away, second!.home_from, second!.away_from]).toEqual([first!.away, first!.home, first!.away_from, first!.home_from]);
    }
    const secondLegs = new Set(fixtures.filter((f) => f.leg === 2).map((f) => f.id));
    for (const f of fixtures) for (const from of [f.home_from, f.away_from]) if (from) expect(secondLegs.has(from.match)).toBe(true);
    // The better seed hosts the deciding leg.
    expect(fixtures.filter((f) => f.round === 1 && f.leg === 2).map((f) => f.home)).toEqual(['s1', 's4', 's2', 's3']);
  });

  it('a single final after two-legged rounds when asked, and a third-place match from the semi-final losers', () => {
    const { fixtures } = knockout({ entrants: teams(4), legs: 2, finalLegs: 1, thirdPlace: true, seed: 'k' });
    const final = fixtures.filter((f) => f.bracket === 'final');
    const third = fixtures.filter((f) => f.bracket === 'third_place');
    expect(final).toHaveLength(1);
    expect(third).toHaveLength(1);
    expect([third[0]!.home_from!.kind, third[0]!.away_from!.kind]).toEqual(['loser', 'loser']);
  });

  it('derives the same ids from the same seed, other ids from another', () => {
    const a = knockout({ entrants: teams(16), legs: 1, seed: 'a' }).fixtures.map((f) => f.id);
    expect(knockout({ entrants: teams(16), legs: 1, seed: 'a' }).fixtures.map((f) => f.id)).toEqual(a);
    expect(knockout({ entrants: teams(16), legs: 1, seed: 'b' }).fixtures.map((f) => f.id)).not.toEqual(a);
  });
});
