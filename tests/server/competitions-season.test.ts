// The competitions' integration test: the real 2023 Série A (tests/data/brasileirao-2023) loaded
// through the wire contract by push, as a holder of the competition permissions (minimal records
// only), then read back from the public endpoint without a session: 380 duels with their scores,
// and the standings engine over that snapshot gives the published final table exactly. Then the
// refusals: a team outside the competition, a group of another phase, a result by someone without
// the permission and bad scores are refused in pt-BR and write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { computeStandings, type ResultInput } from '../../src/domain/competitions/standings';
import { uuidv7 } from '../../src/domain/uuid';
import { lockTenantVersion, StorageFailure, toRecordWrite, writeRecords } from '../../server/sync/sql-tx';
import { uniqueConflict } from '../../server/sync/unique-indexes';
import { FINAL_TABLE_COLUMNS, loadSeason, publishedTable } from '../data/brasileirao-2023/season';
import { associationRecord, CBF_CRITERIA, expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';
import { m, pushOk } from './sync-helpers';
import { storedData } from './record-helpers';

let token: string;
let outsider: string;
const season = loadSeason();
const ids = {
  sport: uuidv7(), regulation: uuidv7(), competition: uuidv7(), phase: uuidv7(), group: uuidv7(),
  team: new Map<string, string>(), duel: [] as string[],
};

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

const harness = testServer();

beforeAll(async () => {
  // atleta@demo.test holds no permission in the demo: it gets exactly what loading a season needs.
  await grantRole(harness.handle.db, 'atleta@demo.test', 'Carga de competições', ['competitions', 'regulations', 'associations', 'sports']);
  token = (await login(harness.app, 'atleta@demo.test')).token;
  outsider = (await login(harness.app, 'arbitro@demo.test')).token;
}, 60_000);

describe('the 2023 Série A through the wire contract', () => {
  it('loads 20 clubs, the CBF regulation, the competition and 380 results by push', async () => {
    const city = await seededRow(harness.handle.db, 'cities', `data->>'ibge' = '3550308'`);
    const type = await seededRow(harness.handle.db, 'associationstypes');
    const calls: [string, object][] = [['sports.put', { id: ids.sport, name: 'Futebol de campo', code: 'FUTC', team_sport: true, active: true }]];
    for (const team of season.teams) {
      const association = associationRecord(`${team.name} (clube)`, type.id, city.id);
      const id = uuidv7();
      ids.team.set(team.id, id);
      calls.push(['associations.put', association]);
      calls.push(['teams.put', { id, name: team.name, association_id: association.id, sport_id: ids.sport, category: 'Profissional', gender: 'masculino' }]);
    }
    calls.push(['regulations.put', { id: ids.regulation, name: 'CBF Série A 2023', sport_id: ids.sport, win_points: 3, draw_points: 1, loss_points: 0, criteria: CBF_CRITERIA }]);
    calls.push(['competitions.put', { id: ids.competition, name: 'Campeonato Brasileiro Série A', sport_id: ids.sport, season: 2023, regulation_id: ids.regulation }]);
    calls.push(['phases.put', { id: ids.phase, competition_id: ids.competition, name: 'Pontos corridos', kind: 'round_robin', order: 1 }]);
    calls.push(['groups.put', { id: ids.group, phase_id: ids.phase, name: 'Único' }]);
    for (const team of season.teams) {
      calls.push(['competitionteams.put', { id: uuidv7(), competition_id: ids.competition, team_id: ids.team.get(team.id), group_id: ids.group }]);
    }
    for (const r of season.results) {
      const id = uuidv7();
      ids.duel.push(id);
      calls.push(['duels.put', {
        id, competition_id: ids.competition, phase_id: ids.phase, group_id: ids.group, round: r.round,
        home_team_id: ids.team.get(r.home_team_id), away_team_id: ids.team.get(r.away_team_id), starts_at: r.starts_at,
      }]);
    }
    season.results.forEach((r, i) => calls.push(['duels.result', {
      id: ids.duel[i], home_score: r.home_score, away_score: r.away_score, home_yellow: r.home_yellow, away_yellow: r.away_yellow, home_red: r.home_red, away_red: r.away_red,
    }]));
    expect(calls).toHaveLength(1 + 40 + 4 + 20 + 760);
    expectAllOk(await pushAll(harness.app, token, calls));
  }, 120_000);

  it('serves the season on the public endpoint without a session: 380 duels with their scores', async () => {
    const list = await call(harness.app, '/api/v1/public/competitions');
    expect(list.status, list.text).toBe(200);
    expect(list.json.competitions).toContainEqual(expect.objectContaining({ id: ids.competition, name: 'Campeonato Brasileiro Série A', season: 2023 }));
    const res = await call(harness.app, `/api/v1/public/competitions/${ids.competition}`);
    expect(res.status, res.text).toBe(200);
    const snap = res.json;
    expect(snap.duels).toHaveLength(380);
    const byId = new Map<string, Record<string, unknown>>(snap.duels.map((d: Record<string, unknown>) => [d.id, d]));
    season.results.forEach((r, i) => {
      expect(byId.get(ids.duel[i]!), `jogo ${i + 1}`).toMatchObject({ home_score: r.home_score, away_score: r.away_score, home_red: r.home_red, away_yellow: r.away_yellow, status: 'realizada' });
    });
    expect(snap.competitionteams).toHaveLength(20);
    expect(snap.teams).toHaveLength(20);
  });

  it('gives the published final table when the standings engine reads the snapshot', async () => {
    const snap = (await call(harness.app, `/api/v1/public/competitions/${ids.competition}`)).json;
    const [regulation] = snap.regulations;
    const table = computeStandings({
      teams: snap.teams.map((t: { id: string; name: string }) => ({ id: t.id, name: t.name })),
      results: snap.duels as ResultInput[],
      rules: regulation,
      seed: snap.competition.id,
    });
    const asPublished = table.rows.map((row) => Object.fromEntries(FINAL_TABLE_COLUMNS.map((c) => [c, c === 'team' ? row.name : row[c]])));
    expect(asPublished).toEqual(publishedTable());
  });
});

describe('refusals (pt-BR, nothing written)', () => {
  const duel = (over: Record<string, unknown> = {}) => ({
    id: uuidv7(), competition_id: ids.competition, phase_id: ids.phase, group_id: ids.group, round: 39,
    home_team_id: ids.team.get(season.teams[0]!.id), away_team_id: ids.team.get(season.teams[1]!.id), starts_at: '2023-12-10', ...over,
  });
  const one = async (name: string, args: object, as = token) => (await pushOk(harness.app, as, uuidv7(), [m(1, name, args)])).results[0]!;

  it('a duel with a team outside the competition', async () => {
    const [club] = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM records WHERE collection = 'teams' AND data->>'name' = 'Sub-17 Masculino' LIMIT 1`);
    const team = club?.id ?? (await seededRow(harness.handle.db, 'teams')).id;
    const args = duel({ away_team_id: team });
    expect(await one('duels.put', args)).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'O visitante não é uma equipe confirmada nesta competição.' });
    expect(await stored('duels', args.id)).toBeUndefined();
  });

  it('a duel in a group of another phase', async () => {
    const phase = { id: uuidv7(), competition_id: ids.competition, name: 'Final', kind: 'knockout', order: 2 };
    const group = { id: uuidv7(), phase_id: phase.id, name: 'Chave final' };
    await pushOk(harness.app, token, uuidv7(), [m(1, 'phases.put', phase), m(2, 'groups.put', group)]);
    const args = duel({ group_id: group.id });
    expect(await one('duels.put', args)).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'O grupo não pertence à fase deste jogo.' });
    expect(await stored('duels', args.id)).toBeUndefined();
  });

  it('deleting a competition, a phase or a group that duels still use', async () => {
    for (const [name, id, field] of [['competitions.delete', ids.competition, 'Competição'], ['phases.delete', ids.phase, 'Fase'], ['groups.delete', ids.group, 'Grupo']] as const) {
      const result = await one(name, { id });
      expect(result, name).toMatchObject({ ok: false, code: 'in_use', message: expect.stringMatching(/^Não é possível excluir: \d+ \w+/) });
      expect((result as { message: string }).message, name).toContain(`(campo ${field})`);
    }
    expect(await stored('competitions', ids.competition)).toBeDefined();
    expect(await stored('groups', ids.group)).toBeDefined();
  });

  it('an athlete registered by a second team of the same competition', async () => {
    const entries = await harness.handle.db.query<{ id: string }>(
      `SELECT id::text FROM records WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1 ORDER BY id LIMIT 2`, [ids.competition],
    );
    const profileId = (await seededRow(harness.handle.db, 'profiles')).id;
    const member = (entry: string, role = 'atleta') => ({ id: uuidv7(), competition_id: ids.competition, competitionteam_id: entry, profile_id: profileId, role });
    expect(await one('competitionmembers.put', member(entries[0]!.id))).toEqual({ seq: 1, ok: true });
    const second = member(entries[1]!.id);
    expect(await one('competitionmembers.put', second)).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'Este atleta já está inscrito por outra equipe nesta competição.' });
    expect(await stored('competitionmembers', second.id)).toBeUndefined();
    expect(await one('competitionmembers.put', member(entries[1]!.id, 'tecnico'))).toEqual({ seq: 1, ok: true });
    // The database refuses it too (009_competitions.sql), and the push turns that into the same message.
    const [tenant] = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM tenants WHERE code = 'demo'`);
    const error = await harness.handle.db.tx(async (tx) => {
      await lockTenantVersion(tx, tenant!.id);
      await writeRecords(tx, tenant!.id, [toRecordWrite({ collection: 'competitionmembers', id: second.id, row: second })], new Date());
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFailure);
    expect(uniqueConflict((error as StorageFailure).original)).toMatchObject({ code: 'duplicate', message: 'Este atleta já está inscrito por outra equipe nesta competição.' });
  });

  it('a result by someone without the permission, and bad scores', async () => {
    const id = ids.duel[0]!;
    const before = await stored('duels', id);
    const result = { id, home_score: 5, away_score: 0, home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0 };
    expect(await one('duels.result', result, outsider)).toEqual({ seq: 1, ok: false, code: 'forbidden', message: 'Você não tem permissão para registrar resultados.' });
    expect(await one('duels.result', { ...result, home_score: -1 })).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'Placar do mandante: no mínimo 0.' });
    expect(await one('duels.result', { ...result, away_score: '3' })).toMatchObject({ ok: false, code: 'invalid', message: 'Informe o placar do visitante.' });
    expect(await one('duels.result', { ...result, home_red: undefined })).toMatchObject({ ok: false, message: 'Informe os cartões vermelhos do mandante.' });
    // A generic put cannot forge it either: the stored result stays.
    expect(await one('duels.put', { ...before, home_score: 9 })).toEqual({ seq: 1, ok: true });
    expect(await stored('duels', id)).toEqual(before);
  });
});
