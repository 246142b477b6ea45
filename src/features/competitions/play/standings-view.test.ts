import { describe, expect, it } from 'vitest';
import { adjustmentsFrom, competitionTables, duelsWithDecisions, punishmentsInForce } from './standings-view';
import { played, smallCompetition, tid } from './test-competition';

const punishment = (over: Record<string, unknown>) => ({
  id: tid('p', JSON.stringify(over)), kind: 'perda_pontos', competition_id: tid('competition'), team_id: tid('team', 'Bahia'), points: -3,
  basis: 'CBJD art. 214', decided_by: 'TJD', decided_at: '2026-05-01', status: 'definitiva', ...over,
});

describe('the tables of a competition from its rows', () => {
  it('orders the group by the regulation and marks the zone of each position', () => {
    const rows = smallCompetition();
    rows.duels = [played(rows, 'Bahia', 'Ceará', 2, 0), played(rows, 'Atlético', 'Goiás', 1, 1), played(rows, 'Sport', 'Fortaleza', 0, 3)];
    const [table] = competitionTables(rows);
    expect(table!.standings.rows.map((r) => [r.name, r.points])).toEqual([
      ['Fortaleza', 3], ['Bahia', 3], ['Atlético', 1], ['Goiás', 1], ['Ceará', 0], ['Sport', 0],
    ]);
    expect(table!.zones.map((z) => [z.from, z.to, z.zone.name])).toEqual([[1, 2, 'Classificação']]);
  });

  it('applies a points deduction in force, and ignores a suspended or revoked one and one an appeal replaced', () => {
    const rows = smallCompetition();
    rows.duels = [played(rows, 'Bahia', 'Ceará', 2, 0)];
    const original = punishment({ points: -6 });
    rows.punishments = [
      original,
      punishment({ points: -3, supersedes_id: original.id, basis: 'Recurso ao STJD' }),
      punishment({ points: -10, status: 'suspensa' }),
      punishment({ points: -10, status: 'revogada' }),
    ];
    expect(punishmentsInForce(rows.punishments).map((p) => p.points)).toEqual([-3]);
    expect(adjustmentsFrom(rows.punishments)).toEqual([expect.objectContaining({ team_id: tid('team', 'Bahia'), points: -3, reason: 'Recurso ao STJD' })]);
    const bahia = competitionTables(rows)[0]!.standings.rows.find((r) => r.name === 'Bahia')!;
    expect([bahia.points, bahia.deduction]).toEqual([0, -3]);
  });

  it('counts an awarded result (W.O.) instead of the score played, and an annulled match for nobody', () => {
    const rows = smallCompetition();
    const a = played(rows, 'Bahia', 'Ceará', 2, 0);
    const b = played(rows, 'Sport', 'Goiás', 1, 0);
    rows.duels = [a, b];
    rows.punishments = [
      punishment({ kind: 'wo', duel_id: a.id, team_id: null, points: null, awarded_home_score: 0, awarded_away_score: 3 }),
      punishment({ kind: 'anulacao', duel_id: b.id, team_id: null, points: null }),
    ];
    const counted = duelsWithDecisions(rows.duels, rows.punishments);
    expect(counted.map((d) => [d.home_score, d.away_score])).toEqual([[0, 3], [null, null]]);
    const table = competitionTables(rows)[0]!.standings.rows;
    expect(table.find((r) => r.name === 'Ceará')!.points).toBe(3);
    expect(table.find((r) => r.name === 'Sport')!.played).toBe(0);
  });
});
