import { describe, expect, it } from 'vitest';
import { computeRanking } from './ranking';

const names = new Map([['t1', 'Atlético'], ['t2', 'Botafogo'], ['t3', 'Corinthians']]);
const sc = (competition_id: string, team_id: string, position: number | null, points: number | null = null) => ({ competition_id, team_id, position, points });

describe('computeRanking', () => {
  it('adds the points table\'s points per placing over the ranking\'s competitions only', () => {
    const rows = computeRanking({ names, competitionIds: ['c1', 'c2'], pointsTable: [25, 18, 15], scores: [
      sc('c1', 't1', 1), sc('c1', 't2', 2), sc('c1', 't3', 3),
      sc('c2', 't2', 1), sc('c2', 't1', 3), sc('c2', 't3', 2),
      sc('c9', 't3', 1), // another competition: not counted
    ] });
    expect(rows.map((r) => [r.name, r.points, r.position])).toEqual([['Botafogo', 43, 1], ['Atlético', 40, 2], ['Corinthians', 33, 3]]);
    expect(rows[0]!.by_competition).toEqual({ c1: 18, c2: 25 });
  });

  it('without a table, adds the scores\' own points; equal totals share the position, listed by name', () => {
    const rows = computeRanking({ names, competitionIds: ['c1', 'c2'], scores: [
      sc('c1', 't3', 1, 30), sc('c2', 't1', 1, 20), sc('c1', 't1', 2, 10), sc('c2', 't2', 2, 12),
    ] });
    expect(rows.map((r) => [r.name, r.points, r.position, r.shared])).toEqual([
      ['Atlético', 30, 1, true], ['Corinthians', 30, 1, true], ['Botafogo', 12, 3, false],
    ]);
  });

  it('a placing beyond the table earns nothing', () => {
    const rows = computeRanking({ names, competitionIds: ['c1'], pointsTable: [3, 1], scores: [sc('c1', 't1', 5), sc('c1', 't2', 2)] });
    expect(rows.map((r) => [r.name, r.points])).toEqual([['Botafogo', 1], ['Atlético', 0]]);
  });
});
