import { describe, expect, it } from 'vitest';
import { tieOutcome } from './tie-outcome';

// Leg 1 at B's, leg 2 at A's (the better placed hosts the second leg).
const legs = (b: [number, number], a: [number, number]) => [
  { home: 'B', away: 'A', home_score: b[0], away_score: b[1] },
  { home: 'A', away: 'B', home_score: a[0], away_score: a[1] },
];

describe('tieOutcome', () => {
  it('decides on aggregate goals', () => {
    expect(tieOutcome({ legs: legs([2, 1], [3, 1]) })).toEqual({ winner: 'A', decidedBy: 'aggregate', aggregate: { A: 4, B: 3 } });
  });

  it('away goals only when the regulation says so (UEFA until 2021, CBF 2003)', () => {
    // 1-2 at B's, 1-0 at A's: 2-2 on aggregate, A scored two away, B one.
    expect(tieOutcome({ legs: legs([1, 2], [0, 1]), awayGoals: true })).toMatchObject({ winner: 'A', decidedBy: 'away_goals' });
    expect(tieOutcome({ legs: legs([1, 2], [0, 1]) })).toEqual({ winner: null, decidedBy: null, aggregate: { A: 2, B: 2 } });
  });

  it('extra time at the end of the second leg, then penalties; shoot-out goals never enter the aggregate', () => {
    expect(tieOutcome({ legs: legs([1, 1], [0, 0]), extraTime: { home: 1, away: 0 } })).toEqual({ winner: 'A', decidedBy: 'extra_time', aggregate: { A: 2, B: 1 } });
    expect(tieOutcome({ legs: legs([1, 1], [0, 0]), extraTime: { home: 0, away: 0 }, penalties: { home: 3, away: 4 } })).toEqual({
      winner: 'B',
      decidedBy: 'penalties',
      aggregate: { A: 1, B: 1 },
    });
  });

  it('under the old away-goals rule an away goal in extra time still counts double', () => {
    // 1-1 and 1-1 after 90', 1-1 in extra time at A's: B scored 1 + 1 away, A 1.
    expect(tieOutcome({ legs: legs([1, 1], [1, 1]), awayGoals: true, extraTime: { home: 1, away: 1 } })).toMatchObject({ winner: 'B', decidedBy: 'away_goals' });
  });

  it('the better-placed side\'s advantage (vantagem do empate) settles a level aggregate before extra time', () => {
    expect(tieOutcome({ legs: legs([2, 2], [1, 1]), advantage: 'A', penalties: { home: 0, away: 5 } })).toMatchObject({ winner: 'A', decidedBy: 'advantage' });
  });

  it('a single match is a tie of one leg, where away goals mean nothing', () => {
    expect(tieOutcome({ legs: [{ home: 'A', away: 'B', home_score: 0, away_score: 0 }], awayGoals: true, penalties: { home: 5, away: 4 } })).toMatchObject({
      winner: 'A',
      decidedBy: 'penalties',
    });
  });

  it('refuses legs between different teams, in pt-BR', () => {
    expect(() => tieOutcome({ legs: [{ home: 'A', away: 'B', home_score: 1, away_score: 0 }, { home: 'A', away: 'C', home_score: 1, away_score: 0 }] })).toThrow(/mesmos dois times/);
  });
});
