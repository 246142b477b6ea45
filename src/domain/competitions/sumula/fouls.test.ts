import { describe, expect, it } from 'vitest';
import type { SumulaEvent } from './events';
import { accumulatedFouls, foulWarning } from './fouls';

const sides = { home_team_id: 'h', away_team_id: 'a' };
let n = 0;
const foul = (team: string, period = 1): SumulaEvent => ({ id: `f${++n}`, kind: 'foul', team_id: team, period, minute: n });

describe('futsal accumulated fouls', () => {
  it('count per team and per period; a voided foul does not count', () => {
    const wrong = foul('a');
    const events = [foul('h'), foul('h'), wrong, foul('a', 2), { id: 'v', kind: 'void', ref_id: wrong.id, period: 1 }];
    expect(accumulatedFouls(events, sides, 1)).toEqual({ home: 2, away: 0 });
    expect(accumulatedFouls(events, sides, 2)).toEqual({ home: 0, away: 1 });
  });

  it('warns from the sixth foul, not at the fifth', () => {
    const five = Array.from({ length: 5 }, () => foul('h'));
    expect(foulWarning(accumulatedFouls(five, sides, 1).home)).toBe(false);
    expect(foulWarning(accumulatedFouls([...five, foul('h')], sides, 1).home)).toBe(true);
  });
});
