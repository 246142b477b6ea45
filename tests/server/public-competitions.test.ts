// The public competition endpoints: no session, public competitions only, no
// personal data (members, crews, people's punishments, who recorded a result), the tenant of the
// request only, 404 in pt-BR for what is private, unknown or in a hidden module, and `no-cache` with
// an ETag so the service worker's copy revalidates.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { CBF_CRITERIA, expectAllOk, pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';

const id = {
  competition: uuidv7(), hidden: uuidv7(), regulation: uuidv7(), phase: uuidv7(), group: uuidv7(), duel: uuidv7(),
  zone: uuidv7(), crew: uuidv7(), member: uuidv7(), deduction: uuidv7(), suspension: uuidv7(), pending: uuidv7(),
};
let profileId: string;
let teams: string[];
const CREW_PHONE = '11987654321';

const harness = testServer();

beforeAll(async () => {
  const { token, result: master } = await login(harness.app, 'master@demo.test');
  const sport = await seededRow(harness.handle.db, 'sports', `data->>'code' = 'FUT'`);
  profileId = (await seededRow(harness.handle.db, 'profiles')).id;
  const seededTeams = await harness.handle.db.query<{ data: { id: string; association_id: string } }>(
    `SELECT data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND collection = 'teams' AND NOT deleted ORDER BY r.id LIMIT 3`,
  );
  teams = seededTeams.map((t) => t.data.id);
  const entry = (team: string, over: object = {}) => ({ id: uuidv7(), competition_id: id.competition, team_id: team, group_id: id.group, ...over });
  const entries = [entry(teams[0]!), entry(teams[1]!)];
  expectAllOk(await pushAll(harness.app, token, [
    ['regulations.put', { id: id.regulation, name: 'Amador', sport_id: sport.id, win_points: 3, draw_points: 1, loss_points: 0, criteria: CBF_CRITERIA }],
    ['competitions.put', { id: id.competition, name: 'Copa Aberta', sport_id: sport.id, season: '2026/27', regulation_id: id.regulation, status: 'em_andamento' }],
    ['competitions.put', { id: id.hidden, name: 'Torneio Interno', sport_id: sport.id, season: 2026, regulation_id: id.regulation, visibility: 'private' }],
    ['phases.put', { id: id.phase, competition_id: id.competition, name: 'Grupos', kind: 'round_robin', order: 1 }],
    ['groups.put', { id: id.group, phase_id: id.phase, name: 'A' }],
    ...entries.map((e) => ['competitionteams.put', e] as [string, object]),
    ['competitionteams.put', { ...entry(teams[2]!), id: id.pending, status: 'pendente' }],
    ['duels.put', { id: id.duel, competition_id: id.competition, phase_id: id.phase, group_id: id.group, round: 1, home_team_id: teams[0], away_team_id: teams[1], starts_at: '2026-05-01T16:00' }],
    ['duels.result', { id: id.duel, home_score: 2, away_score: 2, home_yellow: 1, away_yellow: 0, home_red: 0, away_red: 0 }],
    ['classificationzones.put', { id: id.zone, name: 'Classificação', color: 'verde' }],
    ['classificationzonepositions.put', { id: uuidv7(), classificationzone_id: id.zone, competition_id: id.competition, from_position: 1, to_position: 1 }],
    ['competitionmembers.put', { id: id.member, competition_id: id.competition, competitionteam_id: entries[0]!.id, profile_id: profileId, role: 'atleta', shirt_number: 10 }],
    ['competitioncrews.put', { id: id.crew, competition_id: id.competition, name: 'Coordenadora Sigilosa', role: 'Delegada', phone: CREW_PHONE }],
    ['punishments.put', { id: id.deduction, kind: 'perda_pontos', competition_id: id.competition, team_id: teams[1], points: -3, basis: 'CBJD art. 214', decided_by: 'TJD – 1ª Comissão', decided_at: '2026-05-10', status: 'definitiva', description: 'Atleta irregular: nome na súmula.' }],
    ['punishments.put', { id: id.suspension, kind: 'suspensao_partidas', competition_id: id.competition, profile_id: profileId, matches: 2, basis: 'CBJD art. 250', decided_by: 'TJD', decided_at: '2026-05-10', status: 'definitiva' }],
  ]));
  expect(master.id).toBeTruthy();
}, 60_000);

describe('GET /api/v1/public/competitions', () => {
  it('lists the public competitions without a session, not the private one', async () => {
    const res = await call(harness.app, '/api/v1/public/competitions');
    expect(res.status, res.text).toBe(200);
    const listed = res.json.competitions.map((c: { id: string }) => c.id);
    expect(listed).toContain(id.competition);
    expect(listed).not.toContain(id.hidden);
    expect(res.json.competitions.find((c: { id: string }) => c.id === id.competition)).toEqual({
      id: id.competition, name: 'Copa Aberta', season: '2026/27', sport_id: expect.any(String), sport_name: 'Futebol', status: 'em_andamento', starts_on: null, ends_on: null,
    });
  });
});

describe('GET /api/v1/public/competitions/:id', () => {
  it('serves the snapshot without a session: table data, results, zones and the deduction', async () => {
    const res = await call(harness.app, `/api/v1/public/competitions/${id.competition}`);
    expect(res.status, res.text).toBe(200);
    const snap = res.json;
    expect(snap.competition).toMatchObject({ id: id.competition, name: 'Copa Aberta', season: '2026/27' });
    expect(snap.regulations.map((r: { id: string }) => r.id)).toEqual([id.regulation]);
    expect(snap.duels).toEqual([expect.objectContaining({ id: id.duel, home_score: 2, away_score: 2, status: 'realizada' })]);
    expect(snap.classificationzones).toEqual([{ id: id.zone, name: 'Classificação', color: 'verde' }]);
    expect(snap.classificationzonepositions).toHaveLength(1);
    expect(snap.teams.map((t: { id: string }) => t.id).sort()).toEqual([teams[0], teams[1]].sort());
    expect(snap.associations.length).toBeGreaterThan(0);
    expect(Object.keys(snap.associations[0]).sort()).toEqual(expect.arrayContaining(['id', 'name']));
  });

  it('never leaks personal rows: no members, crews, people punished, pending entries or who recorded a result', async () => {
    const res = await call(harness.app, `/api/v1/public/competitions/${id.competition}`);
    const snap = res.json;
    expect(Object.keys(snap)).not.toEqual(expect.arrayContaining(['competitionmembers']));
    expect(snap).not.toHaveProperty('competitioncrews');
    expect(snap.punishments).toEqual([{
      id: id.deduction, kind: 'perda_pontos', competition_id: id.competition, team_id: teams[1], points: -3, basis: 'CBJD art. 214',
      decided_by: 'TJD – 1ª Comissão', decided_at: '2026-05-10', status: 'definitiva',
    }]);
    expect(snap.competitionteams.map((e: { id: string }) => e.id)).not.toContain(id.pending);
    expect(snap.duels[0]).not.toHaveProperty('result_by');
    for (const secret of [profileId, id.member, id.crew, id.suspension, CREW_PHONE, 'Coordenadora Sigilosa', 'Atleta irregular', teams[2]!]) {
      expect(res.text, secret).not.toContain(secret);
    }
  });

  it('answers 404 in pt-BR for a private, unknown or malformed competition', async () => {
    for (const path of [id.hidden, uuidv7(), 'nao-e-um-id']) {
      const res = await call(harness.app, `/api/v1/public/competitions/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ status: 0, message: 'Competição não encontrada ou não pública.' });
    }
  });

  it('answers only for the tenant of the request (host or /c/{code})', async () => {
    expect((await call(harness.app, `/api/v1/public/competitions/${id.competition}`, { host: 'outra.localhost' })).status).toBe(404);
    const other = await call(harness.app, '/api/v1/public/competitions', { host: 'outra.localhost' });
    expect(other.json.competitions.map((c: { id: string }) => c.id)).not.toContain(id.competition);
    const connect = await call(harness.app, `/c/demo/api/v1/public/competitions/${id.competition}`, { host: 'connect.example' });
    expect(connect.status, connect.text).toBe(200);
    expect(connect.json.competition.id).toBe(id.competition);
    expect((await call(harness.app, `/c/outra/api/v1/public/competitions/${id.competition}`, { host: 'connect.example' })).status).toBe(404);
  });

  it('is no-cache with an ETag, and a matching If-None-Match gets 304 with no body', async () => {
    const first = await call(harness.app, `/api/v1/public/competitions/${id.competition}`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await call(harness.app, `/api/v1/public/competitions/${id.competition}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const weak = await call(harness.app, `/api/v1/public/competitions/${id.competition}`, { headers: { 'if-none-match': `W/${etag.replace(/^W\//, '')}` } });
    expect(weak.status).toBe(304);
  });

  it('shows a new result at once: the answer and its ETag change with the next write', async () => {
    const first = await call(harness.app, `/api/v1/public/competitions/${id.competition}`);
    expect((await call(harness.app, `/api/v1/public/competitions/${id.competition}`)).headers.get('etag')).toBe(first.headers.get('etag'));
    const { token } = await login(harness.app, 'master@demo.test');
    expectAllOk(await pushAll(harness.app, token, [['duels.result', { id: id.duel, home_score: 3, away_score: 2, home_yellow: 1, away_yellow: 0, home_red: 0, away_red: 0 }]]));
    const after = await call(harness.app, `/api/v1/public/competitions/${id.competition}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.json.duels[0]).toMatchObject({ home_score: 3, away_score: 2 });
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('answers 404 when the tenant hides the competitions module', async () => {
    await harness.handle.db.query(`UPDATE tenants SET hidden_modules = array_append(hidden_modules, 'competitions') WHERE code = 'demo'`);
    try {
      const res = await call(harness.app, `/api/v1/public/competitions/${id.competition}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Competições não estão disponíveis neste cliente.');
      expect((await call(harness.app, '/api/v1/public/competitions')).status).toBe(404);
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET hidden_modules = array_remove(hidden_modules, 'competitions') WHERE code = 'demo'`);
    }
  });
});
