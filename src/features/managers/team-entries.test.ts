// Which of the entity's teams may enter a competition (teamFits): the sport, then the naipe and the
// category when the competition states them.
import { describe, expect, it } from 'vitest';
import { teamFits } from './team-entries';

const team = { sport_id: 'fut', gender: 'masculino', category: 'Sub-17' };
const competition = { sport_id: 'fut' };

describe('teamFits', () => {
  it('needs the same sport; a competition stating no naipe or category takes any', () => {
    expect(teamFits(team, competition, null)).toBe(true);
    expect(teamFits(team, { sport_id: 'vol' }, null)).toBe(false);
  });

  it('needs the stated naipe', () => {
    expect(teamFits(team, { ...competition, gender: 'masculino' }, null)).toBe(true);
    expect(teamFits(team, { ...competition, gender: 'feminino' }, null)).toBe(false);
  });

  it('needs the stated category, compared by name without case or accents; unknown here, nothing fits', () => {
    const stated = { ...competition, category_id: 'cat' };
    expect(teamFits(team, stated, 'sub-17')).toBe(true);
    expect(teamFits({ ...team, category: 'Júnior' }, stated, 'JUNIOR')).toBe(true);
    expect(teamFits(team, stated, 'Adulto')).toBe(false);
    expect(teamFits(team, stated, null)).toBe(false);
  });
});
