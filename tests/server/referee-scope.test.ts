// Replication by relationship: a referee's device holds the members and profiles of the
// matches they are appointed to and nothing else; an appointment added or removed, or a member added
// to an appointed team, changes what the next pull brings (reset and backfill of those collections);
// an admin holding the permissions still pulls everything; nothing of another tenant arrives.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import { AMATEUR_NAME } from '../../server/seed/competitions-seed';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { profile, Replica } from './sync-helpers';
import { openTestDb } from './test-db';

let admin: string;
let referee: string;
let refereeUser: string;
const fx = {
  competition: '', phase: '', group: '', role: uuidv7(), referee: uuidv7(), appointment: uuidv7(), duel: [uuidv7(), uuidv7()],
  /** competitionteams ids of the two duels' four teams: [home1, away1, home2, away2]. */
  entry: [] as string[],
  team: [] as string[],
  /** members per entry index. */
  members: [[], [], [], []] as string[][],
  profiles: [[], [], [], []] as string[][],
};

function member(entry: number): [string, object][] {
  const p = profile(uuidv7(), { name: `Atleta ${entry}-${fx.members[entry]!.length}` });
  const id = uuidv7();
  fx.members[entry]!.push(id);
  fx.profiles[entry]!.push(p.id);
  return [
    ['profiles.put', p],
    ['competitionmembers.put', { id, competition_id: fx.competition, competitionteam_id: fx.entry[entry], profile_id: p.id, role: 'atleta', shirt_number: fx.members[entry]!.length }],
  ];
}

const appointment = (status = 'pendente') => ({
  id: fx.appointment, duel_id: fx.duel[0], competition_id: fx.competition, referee_id: fx.referee, role_id: fx.role, user_id: refereeUser, status,
});

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Arbitragem (teste)', ['competitions', 'referees', 'refereeschedules', 'users']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const ref = await login(harness.app, 'arbitro@demo.test');
  referee = ref.token;
  refereeUser = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  // The demo referee starts here without the seed's appointments (checked in the last suite).
  const seeded = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM records WHERE collection = 'refereeappointments' AND owner_id = $1 AND NOT deleted`, [refereeUser]);
  expectAllOk(await pushAll(harness.app, admin, seeded.map((a) => ['refereeappointments.delete', { id: a.id }] as [string, object])));
  const competition = await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${AMATEUR_NAME}'`);
  fx.competition = competition.id;
  fx.phase = (await seededRow(harness.handle.db, 'phases', `data->>'competition_id' = '${fx.competition}'`)).id;
  fx.group = (await seededRow(harness.handle.db, 'groups', `data->>'phase_id' = '${fx.phase}'`)).id;
  const entries = await harness.handle.db.query<{ data: { id: string; team_id: string } }>(
    `SELECT data FROM records e WHERE collection = 'competitionteams' AND NOT deleted AND data->>'competition_id' = $1
        AND NOT EXISTS (SELECT 1 FROM records m WHERE m.collection = 'competitionmembers' AND NOT m.deleted AND m.data->>'competitionteam_id' = e.id::text)
      ORDER BY id LIMIT 4`, [fx.competition],
  );
  fx.entry = entries.map((e) => e.data.id);
  fx.team = entries.map((e) => e.data.team_id);
  const calls: [string, object][] = [
    ['refereeroles.put', { id: fx.role, name: 'Árbitro (teste)' }],
    ['referees.put', { id: fx.referee, name: 'Rafael Árbitro', user_id: refereeUser, active: true }],
  ];
  fx.duel.forEach((id, i) => calls.push(['duels.put', {
    id, competition_id: fx.competition, phase_id: fx.phase, group_id: fx.group, round: 1, home_team_id: fx.team[2 * i], away_team_id: fx.team[2 * i + 1], starts_at: '2026-11-24T15:00',
  }]));
  for (let e = 0; e < 4; e++) for (let k = 0; k < 3; k++) calls.push(...member(e));
  expectAllOk(await pushAll(harness.app, admin, calls));
}, 120_000);

const appointedMembers = () => [...fx.members[0]!, ...fx.members[1]!].sort();
const appointedProfiles = () => [...fx.profiles[0]!, ...fx.profiles[1]!];

describe('relation scope: a referee replicates the matches they are appointed to', () => {
  const device = new Replica();

  it('holds no member of any match before an appointment', async () => {
    await device.sync(harness.app, referee);
    expect(device.ids('competitionmembers')).toEqual([]);
    expect(device.ids('profiles').filter((id) => fx.profiles.flat().includes(id))).toEqual([]);
    expect(device.ids('duels')).toEqual(expect.arrayContaining(fx.duel)); // duels are tenant-wide already
  });

  it('appointment added: the duel\'s members and their profiles arrive, never another match\'s', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['refereeappointments.put', appointment()]]));
    const pages = await device.sync(harness.app, referee);
    expect(pages.some((p) => p.reset?.includes('competitionmembers'))).toBe(true);
    expect(device.ids('competitionmembers')).toEqual(appointedMembers());
    expect(device.ids('profiles')).toEqual(expect.arrayContaining(appointedProfiles()));
    for (const other of [...fx.profiles[2]!, ...fx.profiles[3]!]) expect(device.get('profiles', other)).toBeUndefined();
    expect(device.get('refereeappointments', fx.appointment)).toMatchObject({ status: 'pendente' });
    expect(device.get('referees', fx.referee)).toMatchObject({ name: 'Rafael Árbitro' });
  });

  it('a member added to an appointed team arrives on the next pull; one added to another match does not', async () => {
    expectAllOk(await pushAll(harness.app, admin, [...member(1), ...member(3)]));
    await device.sync(harness.app, referee);
    expect(device.ids('competitionmembers')).toEqual(appointedMembers());
    expect(device.get('competitionmembers', fx.members[3]!.at(-1)!)).toBeUndefined();
  });

  it('the referee answers their own appointment (status only) and keeps the match', async () => {
    const results = await pushAll(harness.app, referee, [['refereeappointments.put', { ...appointment('aceita'), responded_at: '2026-11-24T10:00:00.000Z' }]]);
    expectAllOk(results);
    const forged = await pushAll(harness.app, referee, [['refereeappointments.put', { ...appointment('aceita'), duel_id: fx.duel[1] }]]);
    expect(forged[0]).toMatchObject({ ok: false });
    await device.sync(harness.app, referee);
    expect(device.ids('competitionmembers')).toEqual(appointedMembers());
  });

  it('an admin holding the permissions pulls every member of the tenant\'s matches', async () => {
    const full = new Replica();
    await full.sync(harness.app, admin);
    expect(full.ids('competitionmembers')).toEqual(expect.arrayContaining(fx.members.flat()));
  });

  it('appointment removed: the members and their profiles leave the device', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['refereeappointments.delete', { id: fx.appointment }]]));
    await device.sync(harness.app, referee);
    expect(device.ids('competitionmembers')).toEqual([]);
    for (const p of fx.profiles.flat()) expect(device.get('profiles', p)).toBeUndefined();
    expect(device.get('refereeappointments', fx.appointment)).toBeUndefined();
    // A fresh device of the same referee agrees.
    const fresh = new Replica();
    await fresh.sync(harness.app, referee);
    expect(fresh.ids('competitionmembers')).toEqual([]);
  });

  it('a declined appointment reaches nothing', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['refereeappointments.put', appointment('recusada')]]));
    await device.sync(harness.app, referee);
    expect(device.ids('competitionmembers')).toEqual([]);
    expect(device.get('refereeappointments', fx.appointment)).toMatchObject({ status: 'recusada' });
  });
});

describe('relation scope across tenants', () => {
  it('rows of another tenant naming the same user never reach the referee', async () => {
    const [outra] = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM tenants WHERE code = 'outra'`);
    const ids = { duel: uuidv7(), entry: uuidv7(), team: uuidv7(), member: uuidv7(), competition: uuidv7(), appointment: uuidv7() };
    const rows: [string, string, Record<string, unknown>][] = [
      ['refereeappointments', ids.appointment, { duel_id: ids.duel, competition_id: ids.competition, referee_id: uuidv7(), role_id: uuidv7(), user_id: refereeUser, status: 'aceita' }],
      ['duels', ids.duel, { competition_id: ids.competition, phase_id: uuidv7(), round: 1, home_team_id: ids.team, away_team_id: uuidv7() }],
      ['competitionteams', ids.entry, { competition_id: ids.competition, team_id: ids.team, status: 'confirmada' }],
      ['competitionmembers', ids.member, { competition_id: ids.competition, competitionteam_id: ids.entry, profile_id: uuidv7(), role: 'atleta' }],
    ];
    for (const [collection, id, data] of rows) {
      const [{ version }] = (await harness.handle.db.query<{ version: number }>(`UPDATE tenant_versions SET version = version + 1 WHERE tenant_id = $1 RETURNING version`, [outra!.id])) as [{ version: number }];
      const json = JSON.stringify({ id, ...data });
      await harness.handle.db.query(
        `INSERT INTO records (tenant_id, collection, id, version, owner_id, data, wire, updated_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, now())`,
        [outra!.id, collection, id, version, collection === 'refereeappointments' ? refereeUser : null, json, `{"collection":"${collection}","id":"${id}","version":${version},"data":${json}}`],
      );
    }
    const device = new Replica();
    await device.sync(harness.app, referee);
    expect(device.get('competitionmembers', ids.member)).toBeUndefined();
    expect(device.get('refereeappointments', ids.appointment)).toBeUndefined();
  });
});

describe('demo refereeing (server/seed/referees-seed.ts)', () => {
  it('arbitro@demo.test is appointed today and next week, and today\'s two teams arrive with 18 members each, one suspended', async () => {
    const fresh = await openTestDb();
    try {
      const demoApp = createApp({ db: fresh.db });
      const token = (await login(demoApp, 'arbitro@demo.test')).token;
      const device = new Replica();
      await device.sync(demoApp, token);
      const appointments = device.ids('refereeappointments').map((id) => device.get('refereeappointments', id)!);
      const days = appointments.map((a) => String(device.get('duels', a.duel_id as string)!.starts_at).slice(0, 10)).sort();
      expect(days).toHaveLength(2);
      // The seed's "today" is the day it ran (the test database may be a cached dump): a week apart.
      expect(Date.parse(days[1]!) - Date.parse(days[0]!)).toBe(7 * 86_400_000);
      const members = device.ids('competitionmembers').map((id) => device.get('competitionmembers', id)!);
      expect(members).toHaveLength(36);
      for (const m of members) expect(device.get('profiles', m.profile_id as string)).toMatchObject({ photo_url: expect.any(String) });
      const suspended = device.ids('punishments').map((id) => device.get('punishments', id)!).filter((p) => members.some((m) => m.profile_id === p.profile_id));
      expect(suspended).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
