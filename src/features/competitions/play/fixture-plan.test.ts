import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { duels as duelResource } from '../../../domain/resources/duels';
import { generationBlocker, planFixtures } from './fixture-plan';
import { played, smallCompetition, tid } from './test-competition';

describe('planFixtures', () => {
  it('draws a double round robin of 6 teams as 30 duels in 10 rounds, each pair twice with home and away swapped', () => {
    const rows = smallCompetition(2);
    const plan = planFixtures(rows, rows.phases[0]!, 'seed-1');
    expect(plan.duels).toHaveLength(30);
    expect(new Set(plan.duels.map((d) => d.round)).size).toBe(10);
    const pairs = plan.duels.map((d) => `${String(d.home_team_id)}>${String(d.away_team_id)}`);
    expect(new Set(pairs).size).toBe(30);
    expect(plan.duels.every((d) => d.group_id === tid('group') && d.phase_id === tid('phase') && d.status === 'agendada')).toBe(true);
    expect(plan.summary).toBe('30 jogos em 10 rodadas (turno e returno).');
  });

  it('replays: the same seed gives the same duels with the same ids; another seed another draw', () => {
    const rows = smallCompetition(1);
    expect(planFixtures(rows, rows.phases[0]!, 's').duels).toEqual(planFixtures(rows, rows.phases[0]!, 's').duels);
    expect(planFixtures(rows, rows.phases[0]!, 't').duels.map((d) => d.id)).not.toEqual(planFixtures(rows, rows.phases[0]!, 's').duels.map((d) => d.id));
  });

  it('a knockout of 6 gives byes to the top seeds and writes where each later slot comes from', () => {
    const rows = smallCompetition();
    rows.phases = [{ ...rows.phases[0]!, kind: 'knockout', legs: 1, third_place: true }];
    rows.competitionteams = rows.competitionteams.map((e, i) => ({ ...e, group_id: undefined, seed: i + 1 }));
    const duels = planFixtures(rows, rows.phases[0]!, 'k').duels;
    expect(duels.some((d) => String(d.home_from ?? '').startsWith('winner:'))).toBe(true);
    expect(duels.filter((d) => d.bracket === 'third_place')).toHaveLength(1);
    expect(duels.filter((d) => d.bracket === 'third_place' && String(d.home_from).startsWith('loser:'))).toHaveLength(1);
  });

  it('writes rows the duels schema accepts, for every generator (knockout with third place, double elimination with reset)', () => {
    const rows = smallCompetition();
    rows.competitionteams = rows.competitionteams.map((e, i) => ({ ...e, group_id: undefined, seed: i + 1 }));
    const kinds = [{ kind: 'knockout', legs: 2, third_place: true }, { kind: 'double_elimination', grand_final_reset: true }, { kind: 'swiss', rounds: 3 }];
    for (const kind of kinds) {
      const phase = { ...rows.phases[0]!, ...kind };
      for (const duel of planFixtures({ ...rows, phases: [phase] }, phase, 'schema').duels) {
        const parsed = v.safeParse(duelResource.schema, duel);
        expect(parsed.issues?.map((i) => i.message), `${kind.kind}: ${JSON.stringify(duel)}`).toBeUndefined();
      }
    }
  });

  it('refuses to redraw a phase that has a result, and says why', () => {
    const rows = smallCompetition();
    expect(generationBlocker(rows, rows.phases[0]!)).toBeNull();
    rows.duels = [played(rows, 'Bahia', 'Ceará', 1, 0)];
    expect(generationBlocker(rows, rows.phases[0]!)).toBe('Esta fase já tem resultados: refazer a tabela apagaria jogos disputados, por isso não é permitido.');
  });

  it('a Swiss phase pairs its next round only once the current one has every result', () => {
    const rows = smallCompetition();
    rows.phases = [{ ...rows.phases[0]!, kind: 'swiss', rounds: 3 }];
    const first = planFixtures(rows, rows.phases[0]!, 'sw').duels;
    expect(first).toHaveLength(3);
    rows.duels = first.map((d) => ({ ...d }));
    expect(generationBlocker(rows, rows.phases[0]!)).toBe('Registre todos os resultados da rodada atual antes de gerar a próxima.');
    rows.duels = first.map((d) => ({ ...d, home_score: 1, away_score: 0 }));
    expect(generationBlocker(rows, rows.phases[0]!)).toBeNull();
    const second = planFixtures(rows, rows.phases[0]!, 'sw').duels;
    expect(second.every((d) => d.round === 2)).toBe(true);
    const before = new Set(first.map((d) => [d.home_team_id, d.away_team_id].sort().join()));
    expect(second.some((d) => before.has([d.home_team_id, d.away_team_id].sort().join()))).toBe(false);
  });
});
