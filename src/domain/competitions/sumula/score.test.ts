import { describe, expect, it } from 'vitest';
import { cardTotals, scoreFromEvents } from './score';
import type { SumulaEvent } from './events';

const H = 'home', A = 'away';
const sides = { home_team_id: H, away_team_id: A };
let n = 0;
const ev = (kind: string, team: string, over: Partial<SumulaEvent> = {}): SumulaEvent => ({ id: `e${++n}`, kind, team_id: team, period: 1, minute: n, ...over });

describe('scoreFromEvents', () => {
  it('football: goals and penalty goals for the team, own goals for the opponent', () => {
    expect(scoreFromEvents([ev('goal', H), ev('penalty_goal', A), ev('own_goal', A), ev('yellow', H)], 'football', sides)).toEqual({ home: 2, away: 1 });
  });

  it('a voided goal does not count, and replaying the same event id does not add', () => {
    const g = ev('goal', H);
    expect(scoreFromEvents([g, ev('goal', A), ev('void', H, { ref_id: g.id })], 'football', sides)).toEqual({ home: 0, away: 1 });
  });

  it('volleyball: sets won from set_end, rally points from point events', () => {
    const events = [ev('point', H), ev('point', H), ev('point', A), ev('set_end', H), ev('set_end', A), ev('set_end', H)];
    expect(scoreFromEvents(events, 'volleyball', sides)).toEqual({ home: 2, away: 1, home_points: 2, away_points: 1 });
  });

  it('counts cards per side, a second yellow being a red', () => {
    const events = [ev('yellow', H, { person_id: 'p1' }), ev('yellow', H, { person_id: 'p1' }), ev('red', A, { person_id: 'p2' })];
    expect(cardTotals(events, sides)).toEqual({ home_yellow: 2, away_yellow: 0, home_red: 1, away_red: 1, home_second_yellow: 1, away_second_yellow: 0 });
  });
});
