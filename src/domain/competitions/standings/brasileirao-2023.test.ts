// The real 2023 Série A (tests/data/brasileirao-2023) through the engine: the CBF preset must give the
// published final table exactly, and the two natural mistakes of COMPETITIONS.md §1.1 must not.
import { describe, expect, it } from 'vitest';
import { FINAL_TABLE_COLUMNS, loadSeason, publishedTable, teamId } from '../../../../tests/data/brasileirao-2023/season';
import { computeStandings, explainSplit, headToHeadMatrix, preset, type RegulationRules, type StandingRow } from './index';

const season = loadSeason();
const cbf = preset('cbf_serie_a').rules;
const names = new Map(season.teams.map((t) => [t.id, t.name]));
const table = (rules: RegulationRules, results = season.results) => computeStandings({ teams: season.teams, results, rules, seed: 'brasileirao-2023' });
const asPublished = (row: StandingRow) => Object.fromEntries(FINAL_TABLE_COLUMNS.map((c) => [c, c === 'team' ? row.name : row[c]]));

describe('Brasileirão Série A 2023 with the CBF preset', () => {
  it('reproduces the published final table: 20 rows, every column, in order', () => {
    const published = publishedTable();
    expect(published).toHaveLength(20);
    expect(table(cbf).rows.map(asPublished)).toEqual(published);
  });

  it('points → goal difference → goals for (wins dropped) swaps 7th and 8th: Athletico-PR above Fluminense', () => {
    const right = table(cbf).rows.map((r) => r.name);
    const wrong = table({ ...cbf, criteria: ['points', 'goal_difference', 'goals_for'] }).rows.map((r) => r.name);
    expect(wrong).not.toEqual(right);
    const swapped = [...right];
    [swapped[6], swapped[7]] = [right[7]!, right[6]!];
    expect(wrong).toEqual(swapped);
    expect(wrong.slice(6, 8)).toEqual(['Athletico-PR', 'Fluminense']);
  });

  it('points → wins → goals for (goal difference skipped) swaps 3rd and 4th: Flamengo above Atlético-MG', () => {
    const right = table(cbf).rows.map((r) => r.name);
    const wrong = table({ ...cbf, criteria: ['points', 'wins', 'goals_for'] }).rows.map((r) => r.name);
    const swapped = [...right];
    [swapped[2], swapped[3]] = [right[3]!, right[2]!];
    expect(wrong).toEqual(swapped);
    expect(wrong.slice(2, 4)).toEqual(['Flamengo', 'Atlético-MG']);
  });

  it('says why Atlético-MG is above Flamengo (saldo de gols +20 × +14) and Fluminense above Athletico-PR (vitórias 16 × 14)', () => {
    const { rows, splits } = table(cbf);
    expect(splits).toHaveLength(rows.length - 1);
    const third = splits[2]!;
    expect([third.above, third.below]).toEqual([teamId('Atlético-MG'), teamId('Flamengo')]);
    expect(third.criterion).toBe('goal_difference');
    expect(third.level_on.map((l) => l.criterion)).toEqual(['points', 'wins']);
    const why = explainSplit(third, names, cbf);
    expect(why).toContain('Atlético-MG à frente de Flamengo');
    expect(why).toContain('empatados em pontos (66) e vitórias (19)');
    expect(why).toContain('saldo de gols +20 × +14');
    const seventh = splits[6]!;
    expect(seventh.criterion).toBe('wins');
    expect(explainSplit(seventh, names, cbf)).toContain('vitórias 16 × 14');
    // Every other neighbour pair is separated by points alone.
    expect(splits.filter((s) => s.criterion !== 'points').map((s) => s.position)).toEqual([3, 7]);
  });

  it('gives the published intermediate tables: after round 35 and after round 37 (dataset README)', () => {
    const top = (round: number, n: number) => table(cbf, season.results.filter((r) => r.round! <= round)).rows.slice(0, n);
    expect(top(35, 5).map((r) => [r.name, r.points])).toEqual([
      ['Palmeiras', 63], ['Flamengo', 63], ['Botafogo', 62], ['Atlético-MG', 60], ['Grêmio', 59],
    ]);
    expect(top(37, 5).map((r) => [r.name, r.points, r.goal_difference])).toEqual([
      ['Palmeiras', 69, expect.any(Number)], ['Atlético-MG', 66, 23], ['Flamengo', 66, 15], ['Grêmio', 65, expect.any(Number)], ['Botafogo', 64, expect.any(Number)],
    ]);
  });

  it('a −4 deduction (CBJD art. 214) drops Atlético-MG from 3rd to 5th (below Botafogo, still above Bragantino on wins) and the why names the reason', () => {
    const adjusted = computeStandings({
      teams: season.teams, results: season.results, rules: cbf, seed: 's',
      adjustments: [{ id: 'p1', team_id: teamId('Atlético-MG'), points: -4, reason: 'CBJD art. 214', decided_by: 'STJD' }],
    });
    const row = adjusted.rows.find((r) => r.name === 'Atlético-MG')!;
    expect(row.points).toBe(62);
    expect(row.deduction).toBe(-4);
    expect(row.position).toBe(5);
    expect(adjusted.splits[4]!.criterion).toBe('wins');
    const split = adjusted.splits[3]!;
    expect([split.above, split.below, split.criterion]).toEqual([teamId('Botafogo'), teamId('Atlético-MG'), 'points']);
    expect(split.adjustment_ids).toEqual(['p1']);
    const why = explainSplit(split, names, cbf);
    expect(why).toContain('pontos 64 × 62');
    expect(why).toContain('Atlético-MG perdeu 4 pontos: CBJD art. 214 (STJD)');
  });

  it('the head-to-head matrix holds both legs of Atlético-MG × Flamengo (1–2 in round 17, 0–3 in round 36)', () => {
    const order = table(cbf).rows.map((r) => ({ id: r.team_id, name: r.name }));
    const m = headToHeadMatrix(order, season.results);
    const [cam, fla] = [2, 3];
    expect(m.teams[cam]!.name).toBe('Atlético-MG');
    expect(m.cells[cam]![fla]!.map((c) => [c.round, c.home_score, c.away_score])).toEqual([[17, 1, 2]]);
    expect(m.cells[fla]![cam]!.map((c) => [c.round, c.home_score, c.away_score])).toEqual([[36, 0, 3]]);
    expect(m.cells[cam]![cam]).toEqual([]);
    expect(m.cells.flat(2)).toHaveLength(380);
  });
});

describe('Brasileirão 2023 home and away tables', () => {
  it('count each result only for the side asked, ranked by the same criteria', () => {
    const full = table(cbf).rows;
    for (const side of ['home', 'away'] as const) {
      const t = computeStandings({ teams: season.teams, results: season.results, rules: cbf, seed: 's', side });
      expect(t.rows).toHaveLength(20);
      for (const row of t.rows) {
        const whole = full.find((r) => r.team_id === row.team_id)!;
        expect([row.played, row.wins, row.draws, row.losses, row.points, row.goals_for, row.goals_against])
          .toEqual([whole[side].played, whole[side].wins, whole[side].draws, whole[side].losses, whole[side].points, whole[side].goals_for, whole[side].goals_against]);
        expect(row.played).toBe(19);
      }
      const points = t.rows.map((r) => r.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });
});
