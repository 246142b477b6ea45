import { describe, expect, it } from 'vitest';
import { medalTable } from './medal-table';

const names = new Map([['a', 'Araraquara'], ['b', 'Bauru'], ['c', 'Campinas'], ['d', 'Diadema']]);
const s = (association_id: string, place: number, points?: number) => ({ association_id, place, points: points ?? null });

describe('medalTable', () => {
  it('orders gold, then silver, then bronze, then name', () => {
    const { rows } = medalTable({ names, scores: [
      s('a', 2), s('a', 2), s('b', 1), s('c', 2), s('c', 3), s('d', 2), s('d', 3),
    ] });
    expect(rows.map((r) => [r.name, r.gold, r.silver, r.bronze, r.position])).toEqual([
      ['Bauru', 1, 0, 0, 1],
      ['Araraquara', 0, 2, 0, 2],
      // Level on every medal: the same position, listed by name.
      ['Campinas', 0, 1, 1, 3],
      ['Diadema', 0, 1, 1, 3],
    ]);
    expect(rows[2]!.shared).toBe(true);
    expect(rows[0]!.shared).toBe(false);
  });

  it('counts both golds of a first place tied between two associations', () => {
    // 100 m: a and b tie for first (two golds), c is third (no silver awarded).
    const { rows } = medalTable({ names, scores: [s('a', 1), s('b', 1), s('c', 3)] });
    expect(rows.map((r) => [r.name, r.gold, r.bronze, r.position, r.shared])).toEqual([
      ['Araraquara', 1, 0, 1, true], ['Bauru', 1, 0, 1, true], ['Campinas', 0, 1, 3, false],
    ]);
  });

  it('ranks by the points table when there is one, the row\'s own points winning over the table', () => {
    const { rows, byPoints } = medalTable({ names, pointsTable: [10, 8, 6, 5], scores: [
      s('a', 1), // 10
      s('b', 2), s('b', 2), // 16: more points, fewer golds
      s('c', 4), s('c', 1, 3), // 5 + 3 (recorded on the row)
    ] });
    expect(byPoints).toBe(true);
    expect(rows.map((r) => [r.name, r.points, r.position])).toEqual([['Bauru', 16, 1], ['Araraquara', 10, 2], ['Campinas', 8, 3]]);
  });

  it('without a points table, medals decide even when a row carries points', () => {
    const { rows, byPoints } = medalTable({ names, scores: [s('a', 1), s('b', 2, 99)] });
    expect(byPoints).toBe(false);
    expect(rows.map((r) => r.name)).toEqual(['Araraquara', 'Bauru']);
  });
});
