import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progression } from './progression';

describe('progression', () => {
  it('the first two of each heat, then the two fastest of the rest (Q and q)', () => {
    const heats = [
      { number: 1, results: [{ entry: 'a1', time_ms: 10_100 }, { entry: 'a2', time_ms: 10_200 }, { entry: 'a3', time_ms: 10_250 }, { entry: 'a4', time_ms: 10_400 }] },
      { number: 2, results: [{ entry: 'b1', time_ms: 10_300 }, { entry: 'b2', time_ms: 10_350 }, { entry: 'b3', time_ms: 10_360 }, { entry: 'b4', time_ms: null }] },
    ];
    const result = progression({ heats, byPlace: 2, fastestLosers: 2 });
    expect(result.qualified).toEqual([
      { entry: 'a1', by: 'place' },
      { entry: 'a2', by: 'place' },
      { entry: 'b1', by: 'place' },
      { entry: 'b2', by: 'place' },
      { entry: 'a3', by: 'time' },
      { entry: 'b3', by: 'time' },
    ]);
    expect(result.ties).toEqual([]);
  });

  it('reports a tie by time for the last place instead of settling it', () => {
    const heats = [
      { number: 1, results: [{ entry: 'a1', time_ms: 100 }, { entry: 'a2', time_ms: 120 }, { entry: 'a3', time_ms: 130 }] },
      { number: 2, results: [{ entry: 'b1', time_ms: 101 }, { entry: 'b2', time_ms: 120 }, { entry: 'b3', time_ms: 125 }] },
    ];
    // Two places for two level on time: both go through, nothing to settle.
    const both = progression({ heats, byPlace: 1, fastestLosers: 2 });
    expect(both.qualified.filter((q) => q.by === 'time').map((q) => q.entry)).toEqual(['a2', 'b2']);
    expect(both.ties).toEqual([]);
    // One place for two: neither is named; the tie is reported with the place it is for.
    const one = progression({ heats, byPlace: 1, fastestLosers: 1 });
    expect(one.qualified.filter((q) => q.by === 'time')).toEqual([]);
    expect(one.ties).toEqual([['a2', 'b2']]);
    expect(one.open).toBe(1);
  });

  it('an official place (photo finish) beats the time order, and no time never qualifies', () => {
    const heats = [{ number: 1, results: [{ entry: 'x', time_ms: 100, place: 2 }, { entry: 'y', time_ms: 100, place: 1 }, { entry: 'z', time_ms: null, place: 3 }] }];
    expect(progression({ heats, byPlace: 1, fastestLosers: 5 }).qualified).toEqual([{ entry: 'y', by: 'place' }, { entry: 'x', by: 'time' }]);
  });

  it('qualifies heats × byPlace + fastestLosers when times are distinct and there are enough finishers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 8 }), (heatCount, size, byPlace, losers) => {
        let t = 0;
        const heats = Array.from({ length: heatCount }, (_, h) => ({
          number: h + 1,
          results: Array.from({ length: size }, (_, i) => ({ entry: `h${h}e${i}`, time_ms: 50_000 + ((t++ * 7919) % 10_007) })),
        }));
        const { qualified, ties } = progression({ heats, byPlace, fastestLosers: losers });
        const expected = heatCount * Math.min(byPlace, size) + Math.min(losers, heatCount * Math.max(0, size - byPlace));
        expect(ties).toEqual([]);
        expect(qualified).toHaveLength(expected);
        expect(new Set(qualified.map((q) => q.entry)).size).toBe(expected);
      }),
    );
  });
});
