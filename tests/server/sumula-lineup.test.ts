// The súmula's lineups (the "before" phase): `duels.lineup` puts registered members of either team
// in the match (starter, substitute, official, captain, shirt), records the pitch-side check, and
// refuses — in pt-BR, nothing written — a suspended person (with the reason), a stranger, an
// official as a starter, an unappointed writer and any change after the confirmation. Lineups reach
// the appointed referee's device by the relation scope, never another match's.
import { beforeAll, describe, expect, it } from 'vitest';
import { SUMULA_FORBIDDEN_MESSAGE } from '../../src/domain/competitions/sumula/sumula-access';
import { LINEUP_LOCKED_MESSAGE, LINEUP_MEMBER_MESSAGE, LINEUP_OFFICIAL_MESSAGE, lineupId, startersFullMessage } from '../../src/domain/competitions/sumula/sumula-lineup';
import { uuidv7 } from '../../src/domain/uuid';
import type { SqlParam } from '../../server/db/db';
import { expectAllOk, pushAll } from './competition-helpers';
import { login, testClock, testServer } from './helpers';
import { Replica } from './sync-helpers';

const clock = testClock(new Date());
let admin: string;
let referee: string;
let athlete: string;
type Data = Record<string, unknown> & { id: string };
/** The seeded duel the demo referee is appointed to today, its members by team, the suspended one. */
const demo = { duel: {} as Data, home: [] as Data[], away: [] as Data[], suspended: {} as Data, basis: '' };

const rows = async (collection: string, where: string, params: SqlParam[] = []) =>
  (await harness.handle.db.query<{ data: Data }>(`SELECT data FROM records WHERE collection = '${collection}' AND NOT deleted AND ${where}`, params)).map((r) => r.data);
const stored = async (id: string) => (await rows('duellineups', `id = $1`, [id]))[0];
const lineup = (member: Data, over: Record<string, unknown> = {}) => ['duels.lineup', { duel_id: demo.duel.id, member_id: member.id, role: 'titular', ...over }] as const;

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  referee = (await login(harness.app, 'arbitro@demo.test')).token;
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  const user = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  const [appointment] = await rows('refereeappointments', `owner_id = $1 AND data->>'status' = 'aceita'`, [user]);
  demo.duel = (await rows('duels', `id = $1`, [String(appointment!.duel_id)]))[0]!;
  const entries = await rows('competitionteams', `data->>'competition_id' = $1`, [String(demo.duel.competition_id)]);
  for (const side of ['home', 'away'] as const) {
    const entry = entries.find((e) => e.team_id === demo.duel[`${side}_team_id`])!;
    demo[side] = (await rows('competitionmembers', `data->>'competitionteam_id' = $1`, [String(entry.id)])).sort((a, b) => Number(a.shirt_number) - Number(b.shirt_number));
  }
  const [punishment] = await rows('punishments', `data->>'kind' = 'suspensao_partidas' AND data->>'competition_id' = $1`, [String(demo.duel.competition_id)]);
  demo.suspended = [...demo.home, ...demo.away].find((m) => m.profile_id === punishment!.profile_id)!;
  demo.basis = String(punishment!.basis);
}, 120_000);

describe('duels.lineup', () => {
  it('the appointed referee lines up registered members: starter, captain, shirt; one row per duel and member', async () => {
    const [a, b] = demo.home.filter((m) => m.id !== demo.suspended.id);
    expectAllOk(await pushAll(harness.app, referee, [lineup(a!, { captain: true }), lineup(b!, { role: 'reserva', shirt_number: 99 })]));
    expect(await stored(lineupId(demo.duel.id, a!.id))).toMatchObject({ role: 'titular', captain: true, team_id: demo.duel.home_team_id, shirt_number: a!.shirt_number, profile_id: a!.profile_id });
    expect(await stored(lineupId(demo.duel.id, b!.id))).toMatchObject({ role: 'reserva', shirt_number: 99, captain: false });
    // The armband moves: one captain per team.
    expectAllOk(await pushAll(harness.app, referee, [lineup(b!, { captain: true })]));
    expect(await stored(lineupId(demo.duel.id, a!.id))).toMatchObject({ captain: false });
    // Another device lining up the same person writes the same row.
    expectAllOk(await pushAll(harness.app, admin, [lineup(a!)]));
    expect(await rows('duellineups', `data->>'member_id' = $1`, [a!.id])).toHaveLength(1);
  });

  it('records the pitch-side check (method and time), and takes a person out with role "fora"', async () => {
    const c = demo.away[3]!;
    expectAllOk(await pushAll(harness.app, referee, [lineup(c), lineup(c, { role: undefined, check: 'qr' })]));
    expect(await stored(lineupId(demo.duel.id, c.id))).toMatchObject({ role: 'titular', check_method: 'qr', checked_at: expect.any(String) });
    expectAllOk(await pushAll(harness.app, referee, [lineup(c, { role: 'fora' })]));
    expect(await stored(lineupId(demo.duel.id, c.id))).toBeUndefined();
  });

  it('refuses the suspended athlete with the punishment\'s basis and the matches left, nothing written', async () => {
    const [r] = await pushAll(harness.app, referee, [lineup(demo.suspended)]);
    expect(r).toMatchObject({ ok: false, message: `Suspenso: ${demo.basis} (resta 1 jogo a cumprir).` });
    expect(await stored(lineupId(demo.duel.id, demo.suspended.id))).toBeUndefined();
  });

  it('refuses a member of another match, an athlete as an official, a full eleven and a writer without súmula access', async () => {
    const other = (await rows('competitionmembers', `data->>'competition_id' = $1 AND NOT (id = ANY($2::uuid[]))`, [String(demo.duel.competition_id), [...demo.home, ...demo.away].map((m) => m.id)]))[0];
    if (other) expect((await pushAll(harness.app, referee, [lineup(other)]))[0]).toMatchObject({ ok: false, message: LINEUP_MEMBER_MESSAGE });
    expect((await pushAll(harness.app, referee, [['duels.lineup', { duel_id: demo.duel.id, member_id: uuidv7(), role: 'titular' }]]))[0]).toMatchObject({ ok: false, message: LINEUP_MEMBER_MESSAGE });
    expect((await pushAll(harness.app, referee, [lineup(demo.away[0]!, { role: 'oficial' })]))[0]).toMatchObject({ ok: false, message: LINEUP_OFFICIAL_MESSAGE });
    const eleven = demo.away.slice(4, 15);
    expectAllOk(await pushAll(harness.app, referee, eleven.map((m) => lineup(m))));
    expect((await pushAll(harness.app, referee, [lineup(demo.away[15]!)]))[0]).toMatchObject({ ok: false, message: startersFullMessage(11) });
    expect((await pushAll(harness.app, athlete, [lineup(demo.away[16]!, { role: 'reserva' })]))[0]).toMatchObject({ ok: false, message: SUMULA_FORBIDDEN_MESSAGE });
  });

  it('reaches the appointed referee\'s device by the relation scope', async () => {
    const device = new Replica();
    await device.sync(harness.app, referee);
    const ids = device.ids('duellineups');
    expect(ids).toContain(lineupId(demo.duel.id, demo.home[1]!.id));
    expect(ids.every((id) => device.get('duellineups', id)!.duel_id === demo.duel.id)).toBe(true);
  });

  it('the ID-card revocations of the match\'s people reach the referee (the pitch-side QR check), others do not', async () => {
    const [profile] = await rows('profiles', `id = $1`, [String(demo.home[2]!.profile_id)]);
    const mine = { id: uuidv7(), user_id: String(profile!.user_id), revoked_before: new Date().toISOString(), reason: 'Celular perdido' };
    const athleteUser = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'atleta@demo.test'`))[0]!.id;
    const other = { id: uuidv7(), user_id: athleteUser, revoked_before: new Date().toISOString(), reason: 'Outro jogo' };
    expectAllOk(await pushAll(harness.app, admin, [['cardrevocations.put', mine], ['cardrevocations.put', other]]));
    const device = new Replica();
    await device.sync(harness.app, referee);
    expect(device.get('cardrevocations', mine.id)).toMatchObject({ user_id: mine.user_id });
    expect(device.get('cardrevocations', other.id)).toBeUndefined();
  });

  it('after the súmula is confirmed the lineup is locked', async () => {
    expectAllOk(await pushAll(harness.app, referee, [['duels.confirm', { id: demo.duel.id, home_score: 0, away_score: 0 }]]));
    const [r] = await pushAll(harness.app, referee, [lineup(demo.home[5]!)]);
    expect(r).toMatchObject({ ok: false, message: LINEUP_LOCKED_MESSAGE });
  });
});
