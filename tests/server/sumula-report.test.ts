// The súmula's "after": `duels.confirm` with its OPTIONAL report (observations,
// incidents, captains) stored on the duel with its confirmation kept for the side-by-side view (a
// second one with another score is refused: the first report stands);
// the bare wire contract {id, home_score, away_score} still works; bad report input is refused in
// pt-BR and changes nothing; the confirmed súmula's digest and the public verification endpoint
// (GET /public/sumulas/:id: unconfirmed → 404 pt-BR, another tenant → not found); and the
// referee's PIN row (only its owner writes and pulls it, only as a hash).
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTAIN_TEAM_MESSAGE } from '../../src/domain/competitions/sumula/report';
import { reconfirmMessage } from '../../src/domain/competitions/sumula/sumula-closed';
import { sumulaDigest } from '../../src/domain/competitions/sumula/digest';
import { uuidv7 } from '../../src/domain/uuid';
import { SUMULA_NOT_FOUND } from '../../server/public/sumula-verify';
import { AMATEUR_NAME } from '../../server/seed/competitions-seed';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';
import { Replica } from './sync-helpers';
import { storedData } from './record-helpers';

let admin: string;
let referee: string;
let refereeUser = '';
const role = uuidv7();
const refereeId = uuidv7();
const team: string[] = [];
let competition = '';
let phase = '';
const P1 = uuidv7();
const P2 = uuidv7();

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

async function appointedDuel(): Promise<string> {
  const duel = uuidv7();
  expectAllOk(await pushAll(harness.app, admin, [
    ['duels.put', { id: duel, competition_id: competition, phase_id: phase, round: 3, home_team_id: team[0], away_team_id: team[1], starts_at: '2026-11-24T15:00', venue: 'Estádio Municipal' }],
    ['refereeappointments.put', { id: uuidv7(), duel_id: duel, competition_id: competition, referee_id: refereeId, role_id: role, user_id: refereeUser, status: 'aceita' }],
  ]));
  return duel;
}
const goal = (duel: string, side = 0) => ({ id: uuidv7(), duel_id: duel, team_id: team[side], kind: 'goal', period: 1, minute: 10, person_id: side === 0 ? P1 : P2 });
const report = () => ({
  observations: 'Partida disputada sob chuva forte.',
  incidents: [{ category: 'invasao_de_campo', text: 'Torcedor invadiu o campo aos 30 do 2º tempo.' }],
  captains: [{ team_id: team[0], name: 'João Capitão', ciente: true }, { team_id: team[1], name: 'Pedro Capitão', ciente: true }],
});

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Arbitragem (súmula, relatório)', ['competitions', 'referees', 'refereeschedules']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  referee = (await login(harness.app, 'arbitro@demo.test')).token;
  refereeUser = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  competition = (await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${AMATEUR_NAME}'`)).id;
  phase = (await seededRow(harness.handle.db, 'phases', `data->>'competition_id' = '${competition}'`)).id;
  const entries = await harness.handle.db.query<{ id: string; data: { team_id: string } }>(
    `SELECT id::text AS id, data FROM records WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1 ORDER BY id LIMIT 2`, [competition]);
  team.push(...entries.map((e) => e.data.team_id));
  expectAllOk(await pushAll(harness.app, admin, [
    ['refereeroles.put', { id: role, name: 'Árbitro (relatório)', sumula_access: 'confirma' }],
    ['referees.put', { id: refereeId, name: 'Rafael Árbitro', user_id: refereeUser, active: true }],
    // The scorers are registered members of their teams (duels.event checks it).
    ['competitionmembers.put', { id: uuidv7(), competition_id: competition, competitionteam_id: entries[0]!.id, profile_id: P1, role: 'atleta', shirt_number: 91 }],
    ['competitionmembers.put', { id: uuidv7(), competition_id: competition, competitionteam_id: entries[1]!.id, profile_id: P2, role: 'atleta', shirt_number: 92 }],
  ]));
}, 120_000);

describe('duels.confirm with the report', () => {
  it('stores observations, incidents and captains, the claim and the digest of the confirmed content', async () => {
    const duel = await appointedDuel();
    const g = goal(duel);
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', g], ['duels.confirm', { id: duel, home_score: 1, away_score: 0, ...report() }]]));
    const row = (await stored('duels', duel))!;
    expect(row).toMatchObject({
      sumula_status: 'confirmada', home_score: 1, away_score: 0,
      sumula_observations: 'Partida disputada sob chuva forte.',
      sumula_incidents: [{ category: 'invasao_de_campo', text: 'Torcedor invadiu o campo aos 30 do 2º tempo.' }],
      sumula_captains: [{ team_id: team[0], name: 'João Capitão', ciente: true }, { team_id: team[1], name: 'Pedro Capitão', ciente: true }],
      sumula_claims: [{ home_score: 1, away_score: 0, by: refereeUser }],
    });
    const event = (await stored('duelevents', g.id))!;
    const expected = sumulaDigest({
      id: duel, competition_id: competition, home_team_id: team[0], away_team_id: team[1], home_score: 1, away_score: 0, confirmed_by: refereeUser,
      observations: row.sumula_observations, incidents: row.sumula_incidents, captains: row.sumula_captains,
    }, [event as never]);
    expect(row.sumula_digest, JSON.stringify([row, event])).toBe(expected);
  });

  it('the bare wire contract {id, home_score, away_score} still confirms', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 0, away_score: 0 }]]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 0, sumula_observations: null, sumula_incidents: null, sumula_captains: null });
  });

  it.each([
    ['an unknown incident category', { incidents: [{ category: 'briga', text: 'Confusão.' }] }, 'Escolha a categoria da ocorrência.'],
    ['an incident without text', { incidents: [{ category: 'agressao', text: ' ' }] }, 'Descreva a ocorrência (ao menos 3 caracteres).'],
    ['a captain who is not "ciente"', { captains: [{ team_id: '', name: 'João', ciente: false }] }, null],
    ['two captains of one team', { captains: [{ team_id: 'T0', name: 'João', ciente: true }, { team_id: 'T0', name: 'José', ciente: true }] }, 'Informe no máximo um capitão por equipe.'],
    ['a captain of another team', { captains: [{ team_id: uuidv7(), name: 'João', ciente: true }] }, CAPTAIN_TEAM_MESSAGE],
    ['observations too long', { observations: 'x'.repeat(4001) }, 'As observações devem ter no máximo 4000 caracteres.'],
  ])('refuses %s in pt-BR and changes nothing', async (_label, bad, message) => {
    const duel = await appointedDuel();
    const args = JSON.parse(JSON.stringify(bad).replaceAll('"T0"', JSON.stringify(team[0])).replaceAll('""', JSON.stringify(team[0]))) as object;
    const [r] = await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 0, away_score: 0, ...args }]]);
    expect(r).toMatchObject({ ok: false, message: message ?? expect.stringMatching(/ciente/) });
    const row = (await stored('duels', duel))!;
    expect(row.sumula_status).toBeUndefined();
    expect(row.home_score).toBeUndefined();
  });

  it('a second, different confirmation is refused: the first claim and report stand; a divergent one gets its digest when resolved', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', goal(duel)], ['duels.confirm', { id: duel, home_score: 1, away_score: 0, ...report() }]]));
    const [second] = await pushAll(harness.app, admin, [['duels.confirm', { id: duel, home_score: 2, away_score: 0, observations: 'Outra versão.' }]]);
    expect(second).toMatchObject({ ok: false, message: reconfirmMessage(1, 0) });
    const row = (await stored('duels', duel))!;
    expect(row).toMatchObject({ sumula_status: 'confirmada', sumula_observations: 'Partida disputada sob chuva forte.', sumula_digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(row.sumula_claims).toMatchObject([{ home_score: 1, away_score: 0 }]);
    const divergent = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', goal(divergent)], ['duels.confirm', { id: divergent, home_score: 2, away_score: 0, ...report() }]]));
    expect(await stored('duels', divergent)).toMatchObject({ sumula_status: 'divergencia', sumula_digest: null, sumula_claims: [{ home_score: 2, away_score: 0 }] });
    expectAllOk(await pushAll(harness.app, admin, [['duels.resolve', { id: divergent, home_score: 1, away_score: 0, reason: 'Conferido com o vídeo.' }]]));
    expect((await stored('duels', divergent))!.sumula_digest).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET /public/sumulas/:id', () => {
  it('answers the confirmed súmula: competition, teams, score, confirmed at/by and its digest', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', goal(duel, 1)], ['duels.confirm', { id: duel, home_score: 0, away_score: 1, ...report() }]]));
    const row = (await stored('duels', duel))!;
    const res = await call(harness.app, `/api/v1/public/sumulas/${duel}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 1,
      sumula: { id: duel, competition: AMATEUR_NAME, home_score: 0, away_score: 1, confirmed_by: 'Rafael Árbitro', confirmed_at: row.sumula_at, digest: row.sumula_digest, addenda: 0, venue: 'Estádio Municipal' },
    });
    // What a paper shows, never the people or the events.
    expect(JSON.stringify(res.json)).not.toContain('João Capitão');
    expect(JSON.stringify(res.json)).not.toContain(P1);
    expectAllOk(await pushAll(harness.app, referee, [['duels.addendum', { id: uuidv7(), duel_id: duel, text: 'Correção do minuto do gol: 12.' }]]));
    expect((await call(harness.app, `/api/v1/public/sumulas/${duel}`)).json).toMatchObject({ sumula: { addenda: 1 } });
  });

  it('unconfirmed, divergent, unknown or malformed → 404 in pt-BR', async () => {
    const open = await appointedDuel();
    const divergent = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: divergent, home_score: 3, away_score: 0 }]]));
    for (const id of [open, divergent, uuidv7(), 'nao-e-um-id']) {
      const res = await call(harness.app, `/api/v1/public/sumulas/${id}`);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ status: 0, message: SUMULA_NOT_FOUND });
    }
  });

  it('another tenant does not find it (host or /c/{code})', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 0, away_score: 0 }]]));
    expect((await call(harness.app, `/api/v1/public/sumulas/${duel}`)).status).toBe(200);
    expect((await call(harness.app, `/api/v1/public/sumulas/${duel}`, { host: 'outra.localhost' })).status).toBe(404);
    expect((await call(harness.app, `/c/outra/api/v1/public/sumulas/${duel}`, { host: 'connect.example' })).status).toBe(404);
    expect((await call(harness.app, `/c/demo/api/v1/public/sumulas/${duel}`, { host: 'connect.example' })).status).toBe(200);
  });
});

describe('refereepins', () => {
  const pin = (user: string) => ({ id: user, user_id: user, salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'B'.repeat(43) + '=', iterations: 210_000 });

  it('the referee writes their own PIN hash and only they pull it', async () => {
    expectAllOk(await pushAll(harness.app, referee, [['refereepins.put', pin(refereeUser)]]));
    const mine = new Replica();
    await mine.sync(harness.app, referee, 5000);
    expect(mine.ids('refereepins')).toEqual([refereeUser]);
    expect(mine.get('refereepins', refereeUser)).toMatchObject({ hash: pin(refereeUser).hash });
    const theirs = new Replica();
    await theirs.sync(harness.app, admin, 5000);
    expect(theirs.ids('refereepins')).toEqual([]);
  });

  it("refuses a row for another user's slot or with a PIN in clear", async () => {
    const other = uuidv7();
    const [slot] = await pushAll(harness.app, referee, [['refereepins.put', { ...pin(refereeUser), id: other }]]);
    expect(slot).toMatchObject({ ok: false });
    const [clear] = await pushAll(harness.app, referee, [['refereepins.put', { ...pin(refereeUser), hash: '1234' }]]);
    expect(clear).toMatchObject({ ok: false, message: expect.stringMatching(/PIN/) });
  });
});
