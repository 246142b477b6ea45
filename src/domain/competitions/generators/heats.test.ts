import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreOutLanes, seedHeats, type HeatEntry } from './heats';

/** r1 fastest … rN slowest. */
const timed = (n: number): HeatEntry[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, time_ms: 60_000 + i * 100 }));
const laneOf = (heat: { lanes: { lane: number; entry: string }[] }, entry: string) => heat.lanes.find((l) => l.entry === entry)?.lane;

describe('seedHeats', () => {
  it('fills lanes centre-out (World Aquatics): 8, 6 and 10 lanes, and the same rule for odd counts', () => {
    expect(centreOutLanes(8)).toEqual([4, 5, 3, 6, 2, 7, 1, 8]);
    expect(centreOutLanes(6)).toEqual([3, 4, 2, 5, 1, 6]);
    expect(centreOutLanes(10)).toEqual([5, 6, 4, 7, 3, 8, 2, 9, 1, 10]);
    expect(centreOutLanes(9)).toEqual([5, 6, 4, 7, 3, 8, 2, 9, 1]);
  });

  it('one heat is seeded like a final', () => {
    const { heats } = seedHeats({ entries: timed(8), lanes: 8, seed: 's' });
    expect(heats).toHaveLength(1);
    expect([4, 5, 3, 6, 2, 7, 1, 8].map((lane) => heats[0]!.lanes.find((l) => l.lane === lane)!.entry)).toEqual(timed(8).map((e) => e.id));
  });

  it('two heats: fastest to heat 2, next to heat 1, alternating; three heats circle-seeded 3-2-1', () => {
    const two = seedHeats({ entries: timed(16), lanes: 8, seed: 's' }).heats;
    expect(laneOf(two[1]!, 'r1')).toBe(4);
    expect(laneOf(two[0]!, 'r2')).toBe(4);
    expect(laneOf(two[1]!, 'r3')).toBe(5);
    const three = seedHeats({ entries: timed(24), lanes: 8, seed: 's' }).heats;
    expect(three.map((h) => laneOf(h, `r${4 - h.number}`))).toEqual([4, 4, 4]);
    expect(three[2]!.lanes.map((l) => l.entry).sort()).toEqual(['r1', 'r10', 'r13', 'r16', 'r19', 'r22', 'r4', 'r7'].sort());
  });

  it('four or more heats: the last three circle-seeded, earlier heats filled by time, the first keeps three', () => {
    const { heats } = seedHeats({ entries: timed(26), lanes: 8, seed: 's' });
    expect(heats.map((h) => h.lanes.length)).toEqual([3, 7, 8, 8]);
    // Circle over heats 4, 3, 2: the 23 fastest; heat 1 the three slowest.
    expect(heats[0]!.lanes.map((l) => l.entry).sort()).toEqual(['r24', 'r25', 'r26']);
    expect(heats.map((h) => laneOf(h, `r${5 - h.number}`))).toEqual([undefined, 4, 4, 4]);
  });

  it('no time goes last and ties are drawn from the seed, reproducibly', () => {
    const entries: HeatEntry[] = [{ id: 'semTempo', time_ms: null }, { id: 'a', time_ms: 1000 }, { id: 'b', time_ms: 1000 }, { id: 'c', time_ms: 900 }];
    const { heats } = seedHeats({ entries, lanes: 4, seed: 'x' });
    expect(laneOf(heats[0]!, 'c')).toBe(2);
    expect(laneOf(heats[0]!, 'semTempo')).toBe(4);
    const orders = new Set(Array.from({ length: 20 }, (_, i) => laneOf(seedHeats({ entries, lanes: 4, seed: `s${i}` }).heats[0]!, 'a')));
    expect(orders).toEqual(new Set([3, 1]));
    expect(seedHeats({ entries, lanes: 4, seed: 'x' })).toEqual(seedHeats({ entries, lanes: 4, seed: 'x' }));
  });

  it('serpentine deals every heat in a snake', () => {
    const { heats } = seedHeats({ entries: timed(12), lanes: 4, seed: 's', method: 'serpentine' });
    const byHeat = heats.map((h) => h.lanes.map((l) => l.entry).sort());
    expect(byHeat).toEqual([['r3', 'r4', 'r9', 'r10'].sort(), ['r2', 'r5', 'r8', 'r11'].sort(), ['r1', 'r6', 'r7', 'r12'].sort()]);
  });

  it('every entry in exactly one heat and lane, lanes within range, the fastest in the last heat\'s best lane, preliminary heats of three or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 4, max: 10 }),
        fc.constantFrom<'circle' | 'serpentine'>('circle', 'serpentine'),
        fc.array(fc.option(fc.integer({ min: 20_000, max: 30_000 }), { nil: null }), { minLength: 120, maxLength: 120 }),
        (n, lanes, method, times) => {
          const entries = Array.from({ length: n }, (_, i) => ({ id: `e${i}`, time_ms: times[i]! }));
          const { heats } = seedHeats({ entries, lanes, seed: 'p', method });
          expect(heats).toHaveLength(Math.ceil(n / lanes));
          const placed = heats.flatMap((h) => h.lanes.map((l) => l.entry));
          expect(placed.sort()).toEqual(entries.map((e) => e.id).sort());
          for (const h of heats) {
            expect(new Set(h.lanes.map((l) => l.lane)).size).toBe(h.lanes.length);
            for (const l of h.lanes) expect(l.lane >= 1 && l.lane <= lanes).toBe(true);
            if (heats.length > 1 && lanes >= 6) expect(h.lanes.length).toBeGreaterThanOrEqual(3);
          }
          const best = Math.min(...entries.map((e) => e.time_ms ?? Infinity));
          const last = heats[heats.length - 1]!;
          const centre = last.lanes.find((l) => l.lane === Math.ceil(lanes / 2))!;
          if (best !== Infinity) expect(entries.find((e) => e.id === centre.entry)!.time_ms).toBe(best);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a lane priority that is not a permutation of the lanes, in pt-BR', () => {
    expect(() => seedHeats({ entries: timed(3), lanes: 4, seed: 's', laneOrder: [1, 2, 2, 4] })).toThrow(/cada raia de 1 a 4/);
  });
});
