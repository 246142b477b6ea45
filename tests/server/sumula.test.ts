// The súmula's wire contract: events from two devices merge once, a void removes one,
// a second yellow is an indirect red, a confirmation equal to the events' score locks the súmula
// and writes the result, a different one marks a divergence that keeps the result out of the
// standings until the federation resolves it (a second confirmation is refused: sumula-closed.test.ts);
// events after confirmation are refused
// in pt-BR; addenda only by the appointed árbitro within the regulation's window; and the automatic
// suspensions follow the confirmation as punishments rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DECIDER, suspensionId } from '../../src/domain/competitions/sumula/sumula-discipline';
import { SUMULA_LOCKED_MESSAGE } from '../../src/domain/competitions/sumula/sumula-event';
import { NOT_REGISTERED_MESSAGE } from '../../src/domain/competitions/sumula/sumula-members';
import { ADDENDUM_FORBIDDEN_MESSAGE, SUMULA_FORBIDDEN_MESSAGE } from '../../src/domain/competitions/sumula/sumula-access';
import { addendumLateMessage } from '../../src/domain/competitions/sumula/sumula-addendum';
import { uuidv7 } from '../../src/domain/uuid';
import { AMATEUR_NAME } from '../../server/seed/competitions-seed';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { DAY, login, testClock, testServer } from './helpers';
import { m, pushOk } from './sync-helpers';
import { storedData } from './record-helpers';

const clock = testClock(new Date('2026-11-24T12:00:00Z'));
let admin: string;
let referee: string;
let athlete: string;
const role = uuidv7();
const refereeId = uuidv7();
const team: string[] = [];
let competition = '';
let phase = '';
const P1 = uuidv7(), P2 = uuidv7(), P3 = uuidv7();

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);
const eventsOf = async (duel: string) =>
  harness.handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = 'duelevents' AND NOT deleted AND data->>'duel_id' = $1`, [duel]);

/** A new duel between the first two teams, the demo referee appointed (accepted) as árbitro. */
async function appointedDuel(): Promise<string> {
  const duel = uuidv7();
  const user = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  expectAllOk(await pushAll(harness.app, admin, [
    ['duels.put', { id: duel, competition_id: competition, phase_id: phase, round: 2, home_team_id: team[0], away_team_id: team[1], starts_at: '2026-11-24T15:00' }],
    ['refereeappointments.put', { id: uuidv7(), duel_id: duel, competition_id: competition, referee_id: refereeId, role_id: role, user_id: user, status: 'aceita' }],
  ]));
  return duel;
}

const ev = (duel: string, kind: string, over: Record<string, unknown> = {}) => ({ id: uuidv7(), duel_id: duel, team_id: team[0], kind, period: 1, minute: 10, ...over });

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Arbitragem (súmula)', ['competitions', 'referees', 'refereeschedules']);
  await harness.handle.db.query(`DELETE FROM role_permissions WHERE permission = 'refereeschedules' AND role_id IN (SELECT id FROM roles WHERE name = 'Árbitro')`);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  referee = (await login(harness.app, 'arbitro@demo.test')).token;
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  const user = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  competition = (await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${AMATEUR_NAME}'`)).id;
  phase = (await seededRow(harness.handle.db, 'phases', `data->>'competition_id' = '${competition}'`)).id;
  const entries = await harness.handle.db.query<{ data: { id: string; team_id: string } }>(
    `SELECT data FROM records WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1 ORDER BY id LIMIT 2`, [competition]);
  team.push(...entries.map((e) => e.data.team_id));
  // The people the events name are registered members of their teams (duels.event checks it).
  const registered = (profile: string, entry: number, shirt: number): [string, object] =>
    ['competitionmembers.put', { id: uuidv7(), competition_id: competition, competitionteam_id: entries[entry]!.data.id, profile_id: profile, role: 'atleta', shirt_number: shirt }];
  expectAllOk(await pushAll(harness.app, admin, [
    ['refereeroles.put', { id: role, name: 'Árbitro', sumula_access: 'confirma' }],
    ['referees.put', { id: refereeId, name: 'Rafael Árbitro', user_id: user, active: true }],
    registered(P1, 0, 91), registered(P2, 1, 92), registered(P3, 0, 93),
  ]));
}, 120_000);

describe('duels.event', () => {
  it('merges the same event from two devices once, and a void removes one', async () => {
    const duel = await appointedDuel();
    const goal = ev(duel, 'goal', { person_id: P1 });
    const away = ev(duel, 'goal', { team_id: team[1], person_id: P2 });
    expect((await pushOk(harness.app, referee, uuidv7(), [m(1, 'duels.event', goal)])).results).toEqual([{ seq: 1, ok: true }]);
    expect((await pushOk(harness.app, admin, uuidv7(), [m(1, 'duels.event', goal), m(2, 'duels.event', away)])).results.every((r) => r.ok)).toBe(true);
    expect(await eventsOf(duel)).toHaveLength(2);
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', ev(duel, 'void', { ref_id: away.id, team_id: null })]]));
    // 1 × 0 now: confirming 1 × 1 diverges.
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 1, away_score: 1 }]]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'divergencia' });
  });

  it('a second yellow of the same person is stored as an indirect red', async () => {
    const duel = await appointedDuel();
    const first = ev(duel, 'yellow', { person_id: P1 });
    const second = ev(duel, 'yellow', { person_id: P1, minute: 40 });
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', first], ['duels.event', second]]));
    expect(await stored('duelevents', second.id)).toMatchObject({ kind: 'second_yellow', indirect: true });
  });

  it('refuses a person who is not a registered member of the event\'s team in the competition', async () => {
    const duel = await appointedDuel();
    const stranger = await pushAll(harness.app, referee, [['duels.event', ev(duel, 'goal', { person_id: uuidv7() })]]);
    expect(stranger[0]).toMatchObject({ ok: false, message: NOT_REGISTERED_MESSAGE });
    // P2 plays for the other team: not a scorer of team[0], and not the one coming in for it.
    const otherTeam = await pushAll(harness.app, referee, [['duels.event', ev(duel, 'yellow', { person_id: P2 })]]);
    expect(otherTeam[0]).toMatchObject({ ok: false, message: NOT_REGISTERED_MESSAGE });
    const sub = await pushAll(harness.app, referee, [['duels.event', ev(duel, 'substitution', { person_id: P1, in_person_id: P2 })]]);
    expect(sub[0]).toMatchObject({ ok: false, message: NOT_REGISTERED_MESSAGE });
    expect(await eventsOf(duel)).toHaveLength(0);
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', ev(duel, 'substitution', { person_id: P1, in_person_id: P3 })]]));
  });

  it('refuses someone not appointed to the duel', async () => {
    const duel = await appointedDuel();
    const [r] = await pushAll(harness.app, athlete, [['duels.event', ev(duel, 'goal', { person_id: P1 })]]);
    expect(r).toMatchObject({ ok: false, message: SUMULA_FORBIDDEN_MESSAGE });
    expect(await eventsOf(duel)).toHaveLength(0);
  });
});

describe('duels.confirm, duels.resolve and the suspensions', () => {
  it('equal score: confirmada, the result written, events refused afterwards, a replay changes nothing', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [
      ['duels.event', ev(duel, 'goal', { person_id: P1 })], ['duels.event', ev(duel, 'red', { person_id: P1, minute: 80 })],
      ['duels.confirm', { id: duel, home_score: 1, away_score: 0 }],
    ]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', status: 'realizada', home_score: 1, away_score: 0, home_red: 1 });
    const [late] = await pushAll(harness.app, referee, [['duels.event', ev(duel, 'goal', { person_id: P1 })]]);
    expect(late).toMatchObject({ ok: false, message: SUMULA_LOCKED_MESSAGE });
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 1, away_score: 0 }]]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 1 });
    // A direct red: one match, written by the server, with a derived id.
    expect(await stored('punishments', suspensionId(duel, P1, 'red'))).toMatchObject({
      kind: 'suspensao_partidas', profile_id: P1, duel_id: duel, matches: 1, basis: 'Cartão vermelho', status: 'definitiva', decided_by: AUTOMATIC_DECIDER,
    });
  });

  it('a confirmation that differs from the events diverges and keeps the result out; the federation resolves it', async () => {
    const duel = await appointedDuel();
    expectAllOk(await pushAll(harness.app, referee, [['duels.event', ev(duel, 'goal', { person_id: P1 })], ['duels.confirm', { id: duel, home_score: 2, away_score: 0 }]]));
    const divergent = await stored('duels', duel);
    expect(divergent).toMatchObject({ sumula_status: 'divergencia', sumula_home_score: 2 });
    expect(divergent!.home_score).toBeUndefined();
    expectAllOk(await pushAll(harness.app, admin, [['duels.resolve', { id: duel, home_score: 1, away_score: 0, reason: 'Conferido com o vídeo.' }]]));
    expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 1, away_score: 0, sumula_resolution: 'Conferido com o vídeo.' });
  });
});

describe('duels.addendum', () => {
  it('only the appointed árbitro, after confirmation, within the window', async () => {
    const duel = await appointedDuel();
    const early = await pushAll(harness.app, referee, [['duels.addendum', { id: uuidv7(), duel_id: duel, text: 'Antes da confirmação.' }]]);
    expect(early[0]).toMatchObject({ ok: false });
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: duel, home_score: 0, away_score: 0 }]]));
    const addendum = { id: uuidv7(), duel_id: duel, text: 'O atleta 10 foi advertido por reclamação após o apito final.' };
    expectAllOk(await pushAll(harness.app, referee, [['duels.addendum', addendum]]));
    expect(await stored('dueladendos', addendum.id)).toMatchObject({ text: addendum.text, at: expect.any(String) });
    const [byAdmin] = await pushAll(harness.app, admin, [['duels.addendum', { ...addendum, id: uuidv7() }]]);
    expect(byAdmin).toMatchObject({ ok: false, message: ADDENDUM_FORBIDDEN_MESSAGE });
    clock.advance(3 * DAY + 1000);
    const [late] = await pushAll(harness.app, referee, [['duels.addendum', { ...addendum, id: uuidv7() }]]);
    expect(late).toMatchObject({ ok: false, message: addendumLateMessage(72) });
  });
});
