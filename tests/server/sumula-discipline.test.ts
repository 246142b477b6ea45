// Discipline through the real push path (COMPETITIONS.md §6.1; CBF RGC art. 47):
// confirmed súmulas of the amateur championship (its regulation is the `amateur_state` preset, which
// keeps the CBF defaults) write the automatic suspensions — the third yellow of a series suspends for
// one match and the series restarts, two yellows in one match are a red (one match) whose yellows do
// not count towards the series — and a suspension is served: the team's next match refuses the
// player, a match the team plays counts it down, and the match after that accepts him.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DECIDER, suspensionId } from '../../src/domain/competitions/sumula/sumula-discipline';
import { lineupId } from '../../src/domain/competitions/sumula/sumula-lineup';
import { uuidv7 } from '../../src/domain/uuid';
import { AMATEUR_NAME } from '../../server/seed/competitions-seed';
import { expectAllOk, pushAll, seededRow } from './competition-helpers';
import { login, testClock, testServer } from './helpers';
import { storedData } from './record-helpers';

const clock = testClock(new Date('2026-11-24T12:00:00Z'));
let admin: string;
let referee: string;
const role = uuidv7();
const refereeId = uuidv7();
const team: string[] = [];
let competition = '';
let phase = '';
/** Home-team players: Y collects a yellow series, Z a second yellow amid single yellows, S a red by two yellows. */
const Y = uuidv7(), Z = uuidv7(), S = uuidv7();
const memberOf = new Map<string, string>();
/** The match S was sent off in (second test), whose suspension the third test sees served. */
let sentOff = '';

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

/** A duel of the first two teams at `startsAt`, the demo referee appointed (accepted) as árbitro. */
async function appointedDuel(startsAt: string): Promise<string> {
  const duel = uuidv7();
  const user = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  expectAllOk(await pushAll(harness.app, admin, [
    ['duels.put', { id: duel, competition_id: competition, phase_id: phase, round: 3, home_team_id: team[0], away_team_id: team[1], starts_at: startsAt }],
    ['refereeappointments.put', { id: uuidv7(), duel_id: duel, competition_id: competition, referee_id: refereeId, role_id: role, user_id: user, status: 'aceita' }],
  ]));
  return duel;
}

/** The referee's pitch-side record: each person's yellows (one `yellow` tap each), then the confirmation of a goalless match. */
async function playAndConfirm(startsAt: string, yellows: readonly string[]): Promise<string> {
  const duel = await appointedDuel(startsAt);
  const taps = yellows.map((person, i): [string, object] => ['duels.event', { id: uuidv7(), duel_id: duel, team_id: team[0], kind: 'yellow', period: 1, minute: 10 + i, person_id: person }]);
  expectAllOk(await pushAll(harness.app, referee, [...taps, ['duels.confirm', { id: duel, home_score: 0, away_score: 0 }]]));
  expect(await stored('duels', duel)).toMatchObject({ sumula_status: 'confirmada' });
  return duel;
}

const lineup = (duel: string, person: string) => ['duels.lineup', { duel_id: duel, member_id: memberOf.get(person), role: 'titular' }] as const;

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  referee = (await login(harness.app, 'arbitro@demo.test')).token;
  const user = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  const amateur = await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${AMATEUR_NAME}'`);
  competition = amateur.id;
  // The premise: the competition's regulation sets no discipline field of its own (the preset's CBF defaults apply).
  const regulation = await stored('regulations', String(amateur.regulation_id));
  expect(regulation).toMatchObject({ preset: 'amateur_state' });
  expect(regulation!.yellow_threshold ?? 3).toBe(3);
  phase = (await seededRow(harness.handle.db, 'phases', `data->>'competition_id' = '${competition}'`)).id;
  const entries = await harness.handle.db.query<{ data: { id: string; team_id: string } }>(
    `SELECT data FROM records WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1 ORDER BY id LIMIT 2`, [competition]);
  team.push(...entries.map((e) => e.data.team_id));
  const registered = [Y, Z, S].map((profile, i): [string, object] => {
    const id = uuidv7();
    memberOf.set(profile, id);
    return ['competitionmembers.put', { id, competition_id: competition, competitionteam_id: entries[0]!.data.id, profile_id: profile, role: 'atleta', shirt_number: 81 + i }];
  });
  expectAllOk(await pushAll(harness.app, admin, [
    ['refereeroles.put', { id: role, name: 'Árbitro', sumula_access: 'confirma' }],
    ['referees.put', { id: refereeId, name: 'Rafael Árbitro', user_id: user, active: true }],
    ...registered,
  ]));
}, 120_000);

describe('automatic suspensions written by confirmed súmulas', () => {
  it('the third yellow of a series suspends for one match and the series restarts; the yellows of a red by two yellows do not count', async () => {
    const m1 = await playAndConfirm('2026-10-04T15:00', [Y, Z]);
    const m2 = await playAndConfirm('2026-10-11T15:00', [Y, Z, Z]);
    expect(await stored('punishments', suspensionId(m1, Y, 'series'))).toBeUndefined();
    expect(await stored('punishments', suspensionId(m2, Y, 'series'))).toBeUndefined();
    const m3 = await playAndConfirm('2026-10-18T15:00', [Y, Z]);
    expect(await stored('punishments', suspensionId(m3, Y, 'series'))).toMatchObject({
      kind: 'suspensao_partidas', profile_id: Y, team_id: team[0], duel_id: m3, matches: 1, basis: '3º cartão amarelo', status: 'definitiva', decided_by: AUTOMATIC_DECIDER,
    });
    // Z: one yellow, then two in one match (a red of its own), then one: two counted, no series.
    expect(await stored('punishments', suspensionId(m2, Z, 'second_yellow'))).toMatchObject({ matches: 1 });
    expect(await stored('punishments', suspensionId(m3, Z, 'series'))).toBeUndefined();
    // Y's fourth yellow starts a new series.
    const m4 = await playAndConfirm('2026-10-25T15:00', [Y]);
    expect(await stored('punishments', suspensionId(m4, Y, 'series'))).toBeUndefined();
  });

  it('a second yellow in one match is a red: one match, and not a direct red nor a series', async () => {
    const duel = await playAndConfirm('2026-11-01T15:00', [S, S]);
    sentOff = duel;
    expect(await stored('duels', duel)).toMatchObject({ home_red: 1 });
    expect(await stored('punishments', suspensionId(duel, S, 'second_yellow'))).toMatchObject({
      kind: 'suspensao_partidas', profile_id: S, team_id: team[0], duel_id: duel, matches: 1,
      basis: 'Cartão vermelho (segundo amarelo)', status: 'definitiva', decided_by: AUTOMATIC_DECIDER,
    });
    expect(await stored('punishments', suspensionId(duel, S, 'red'))).toBeUndefined();
    expect(await stored('punishments', suspensionId(duel, S, 'series'))).toBeUndefined();
  });

  it('the suspension is served: the next match refuses the player, a match the team plays counts it down, the one after accepts him', async () => {
    expect(await stored('punishments', suspensionId(sentOff, S, 'second_yellow'))).toMatchObject({ matches: 1 });
    const next = await appointedDuel('2026-11-08T15:00');
    const [refused] = await pushAll(harness.app, referee, [lineup(next, S)]);
    expect(refused).toMatchObject({ ok: false, message: 'Suspenso: Cartão vermelho (segundo amarelo) (resta 1 jogo a cumprir).' });
    expect(await stored('duellineups', lineupId(next, memberOf.get(S)!))).toBeUndefined();
    // The team plays that match without him: the súmula's confirmation is what counts it.
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: next, home_score: 0, away_score: 0 }]]));
    const after = await appointedDuel('2026-11-15T15:00');
    expectAllOk(await pushAll(harness.app, referee, [lineup(after, S)]));
    expect(await stored('duellineups', lineupId(after, memberOf.get(S)!))).toMatchObject({ profile_id: S, role: 'titular' });
  });
});
