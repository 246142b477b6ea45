import { describe, expect, it } from 'vitest';
import { bracketRounds, roundTitle } from './bracket-view';
import { planFixtures } from './fixture-plan';
import { smallCompetition, tid } from './test-competition';

const phase = { id: tid('ko'), kind: 'knockout', name: 'Mata-mata', legs: 2 };
const leg = (n: 1 | 2, home: string, away: string, hs: number, as: number, extra: Record<string, unknown> = {}) => ({
  id: tid('leg', String(n), home), phase_id: phase.id, round: 1, leg: n, tie: 'final', home_team_id: home, away_team_id: away, home_score: hs, away_score: as, ...extra,
});

describe('bracketRounds', () => {
  it('names rounds from the end', () => {
    expect([1, 2, 3, 4].map((r) => roundTitle(r, 4))).toEqual(['Oitavas de final', 'Quartas de final', 'Semifinal', 'Final']);
  });

  it("titles a generated knockout's rounds: quarter-finals to the final, and the third-place match apart", () => {
    const rows = smallCompetition();
    const ko = { ...rows.phases[0]!, kind: 'knockout', legs: 1, third_place: true };
    rows.competitionteams = rows.competitionteams.map((e, i) => ({ ...e, group_id: undefined, seed: i + 1 }));
    const duels = planFixtures({ ...rows, phases: [ko] }, ko, 'titles').duels;
    expect(bracketRounds(ko, duels).map((r) => [r.title, r.ties.length]).sort()).toEqual(
      [['Disputa de terceiro lugar', 1], ['Final', 1], ['Quartas de final', 2], ['Semifinal', 2]],
    );
  });

  it('a two-legged tie shows the aggregate and who went through, decided on penalties after a level aggregate', () => {
    const [final] = bracketRounds(phase, [leg(1, 'A', 'B', 2, 1), leg(2, 'B', 'A', 1, 0, { decided_by: 'penalties', home_penalties: 4, away_penalties: 2 })]);
    expect(final!.title).toBe('Final');
    expect(final!.ties).toHaveLength(1);
    expect(final!.ties[0]).toMatchObject({ aggregate: { A: 2, B: 2 }, winner: 'B', decidedBy: 'penalties' });
  });

  it('an unfinished tie has no aggregate yet', () => {
    const [final] = bracketRounds(phase, [leg(1, 'A', 'B', 2, 1), { ...leg(2, 'B', 'A', 0, 0), home_score: null, away_score: null }]);
    expect(final!.ties[0]).toMatchObject({ aggregate: null, winner: null });
  });
});
