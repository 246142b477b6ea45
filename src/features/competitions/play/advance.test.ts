import { describe, expect, it } from 'vitest';
import { advanceWinners } from './advance';
import { planFixtures } from './fixture-plan';
import { smallCompetition, tid } from './test-competition';

describe('advanceWinners', () => {
  it('fills the final with the semi-finals winners and the third-place match with their losers, once decided', () => {
    const rows = smallCompetition();
    rows.competitionteams = rows.competitionteams.slice(0, 4).map((e, i) => ({ ...e, group_id: undefined, seed: i + 1 }));
    const phase = { ...rows.phases[0]!, kind: 'knockout', legs: 1, third_place: true };
    const duels = planFixtures({ ...rows, phases: [phase] }, phase, 'adv').duels;
    const semis = duels.filter((d) => d.round === 1);
    expect(semis).toHaveLength(2);
    expect(advanceWinners(phase, duels)).toEqual([]);

    const [a, b] = semis as [Record<string, unknown> & { id: string }, Record<string, unknown> & { id: string }];
    const played = duels.map((d) => d.id === a.id ? { ...d, home_score: 2, away_score: 0 }
      : d.id === b.id ? { ...d, home_score: 1, away_score: 1, decided_by: 'penalties', home_penalties: 3, away_penalties: 4 } : d);
    const filled = advanceWinners(phase, played);
    const final = filled.find((d) => d.bracket === 'final')!;
    const third = filled.find((d) => d.bracket === 'third_place')!;
    expect(new Set([final.home_team_id, final.away_team_id])).toEqual(new Set([a.home_team_id, b.away_team_id]));
    expect(new Set([third.home_team_id, third.away_team_id])).toEqual(new Set([a.away_team_id, b.home_team_id]));
    expect(filled.every((d) => String(d.home_team_id).length > 0 && d.home_team_id !== tid('none'))).toBe(true);
  });
});
