// The demo competitions (server/seed/competitions-seed.ts): the finished 2023 Série A, browsable on
// the public endpoint with its published table, and an upcoming amateur championship without
// fixtures; the demo admin and master hold every competition permission, and the seeded rows obey
// the mutators' rules (re-saving them through a push is accepted).
import { beforeAll, describe, expect, it } from 'vitest';
import { computeStandings, type ResultInput } from '../../src/domain/competitions/standings';
import { AMATEUR_NAME, SERIE_A_NAME } from '../../server/seed/competitions-seed';
import { FINAL_TABLE_COLUMNS, publishedTable } from '../data/brasileirao-2023/season';
import { expectAllOk, pushAll } from './competition-helpers';
import { call, login, testServer } from './helpers';


const COMPETITION_PERMISSIONS = [
  'competitions', 'competitions_full', 'regulations', 'competitionsseries', 'competitionscategories', 'competitionsstages', 'punishments',
  'rankings', 'olympics', 'olympics_full', 'duelssecurities', 'documents',
];

async function competitionId(name: string): Promise<string> {
  const list = (await call(harness.app, '/api/v1/public/competitions')).json.competitions as { id: string; name: string }[];
  return list.find((c) => c.name === name)!.id;
}

const harness = testServer();

beforeAll(async () => {
}, 60_000);

describe('demo competitions', () => {
  it('shows the finished 2023 Série A on the public endpoint, with its published table and zones', async () => {
    const res = await call(harness.app, `/api/v1/public/competitions/${await competitionId(SERIE_A_NAME)}`);
    expect(res.status, res.text).toBe(200);
    const snap = res.json;
    expect(snap.competition).toMatchObject({ season: 2023, status: 'encerrada' });
    expect(snap.duels).toHaveLength(380);
    expect(snap.associations).toHaveLength(20);
    expect(snap.classificationzonepositions.map((p: { from_position: number; to_position: number }) => [p.from_position, p.to_position]).sort((a: number[], b: number[]) => a[0]! - b[0]!))
      .toEqual([[1, 4], [5, 6], [7, 12], [17, 20]]);
    const table = computeStandings({ teams: snap.teams, results: snap.duels as ResultInput[], rules: snap.regulations[0], seed: snap.competition.id });
    expect(table.rows.map((row) => Object.fromEntries(FINAL_TABLE_COLUMNS.map((c) => [c, c === 'team' ? row.name : row[c]])))).toEqual(publishedTable());
  });

  it('has an upcoming amateur championship: 6 clubs in one round-robin group, only the refereed fixtures', async () => {
    const snap = (await call(harness.app, `/api/v1/public/competitions/${await competitionId(AMATEUR_NAME)}`)).json;
    expect(snap.competition.status).toBe('inscricoes');
    expect(snap.phases).toEqual([expect.objectContaining({ kind: 'round_robin' })]);
    expect(snap.groups).toHaveLength(1);
    expect(snap.competitionteams).toHaveLength(6);
    // Only the two fixtures the demo referee is appointed to: today's and next week's.
    expect(snap.duels).toHaveLength(2);
  });

  it('gives the demo admin and master every competition permission', async () => {
    const admin = await login(harness.app, 'admin@demo.test');
    expect(admin.result.permissions_names).toEqual(expect.arrayContaining(COMPETITION_PERMISSIONS));
    expect((await login(harness.app, 'master@demo.test')).result.master).toBe(true);
  });

  it('seeds rows the mutators accept: the admin re-saves a duel and corrects a result of the finished season', async () => {
    const { token } = await login(harness.app, 'admin@demo.test');
    const [duel] = await harness.handle.db.query<{ data: Record<string, unknown> & { id: string } }>(
      `SELECT data FROM records WHERE collection = 'duels' AND NOT deleted AND data->>'round' = '38' ORDER BY id LIMIT 1`,
    );
    const d = duel!.data;
    expectAllOk(await pushAll(harness.app, token, [
      ['duels.put', { ...d, venue: 'Estádio da demonstração' }],
      ['duels.result', { id: d.id, home_score: d.home_score, away_score: d.away_score, home_yellow: d.home_yellow, away_yellow: d.away_yellow, home_red: d.home_red, away_red: d.away_red }],
    ]));
  });
});
