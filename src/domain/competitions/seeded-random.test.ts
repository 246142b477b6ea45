import { describe, expect, it } from 'vitest';
import { newSeed, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('replays the same stream from the same seed, and a different one from another', () => {
    const a = seededRandom('sorteio-2026');
    const b = seededRandom('sorteio-2026');
    const c = seededRandom('sorteio-2027');
    const take = (r: ReturnType<typeof seededRandom>) => Array.from({ length: 50 }, () => r.int(1000));
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it('draws integers in range, roughly uniformly', () => {
    const r = seededRandom('uniforme');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[r.int(6)]!++;
    for (const n of counts) expect(n).toBeGreaterThan(850);
    for (const n of counts) expect(n).toBeLessThan(1150);
  });

  it('shuffles into a permutation, reproducibly', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const once = seededRandom('x').shuffle(items);
    expect([...once].sort((p, q) => p - q)).toEqual(items);
    expect(seededRandom('x').shuffle(items)).toEqual(once);
    expect(once).not.toEqual(items);
  });

  it('makes distinct fresh seeds', () => {
    expect(newSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(newSeed());
  });
});
