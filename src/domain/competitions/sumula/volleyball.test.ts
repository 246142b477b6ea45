import { describe, expect, it } from 'vitest';
import type { SumulaEvent } from './events';
import { setTarget, setWinner, volleyballState } from './volleyball';

const sides = { home_team_id: 'h', away_team_id: 'a' };
let n = 0;
const ev = (kind: string, team: string, set: number): SumulaEvent => ({ id: `e${String(++n).padStart(4, '0')}`, kind, team_id: team, period: set });
const points = (team: string, count: number, set: number) => Array.from({ length: count }, () => ev('point', team, set));

describe('volleyball sets', () => {
  it('a set is won at 25 two points clear, the fifth at 15', () => {
    expect(setWinner(25, 23, 1)).toBe('home');
    expect(setWinner(25, 24, 1)).toBeNull();
    expect(setWinner(26, 28, 2)).toBe('away');
    expect(setTarget(5)).toBe(15);
    expect(setWinner(15, 13, 5)).toBe('home');
    expect(setWinner(15, 13, 4)).toBeNull();
  });

  it('points per set and sets won come from the events; the current set follows the last set_end', () => {
    const events = [...points('h', 25, 1), ...points('a', 20, 1), ev('set_end', 'h', 1), ...points('a', 3, 2), ...points('h', 1, 2)];
    const state = volleyballState(events, sides);
    expect(state.sets).toEqual([{ set: 1, home: 25, away: 20, winner: 'home' }, { set: 2, home: 1, away: 3 }]);
    expect(state.current).toBe(2);
    expect(state.won).toEqual({ home: 1, away: 0 });
    expect(state.over).toBe(false);
  });

  it('three sets win the match; a voided point comes off its set', () => {
    const wrong = ev('point', 'h', 1);
    const events = [wrong, { id: 'v', kind: 'void', ref_id: wrong.id, period: 1 }, ev('set_end', 'a', 1), ev('set_end', 'a', 2), ev('set_end', 'a', 3)];
    const state = volleyballState(events, sides);
    expect(state.sets[0]).toMatchObject({ home: 0, winner: 'away' });
    expect(state.over).toBe(true);
    expect(state.current).toBe(4);
  });
});
