// A person's sports history replicates to them by relation (relations.ts ownMemberships, ownEvents,
// ownEventVoids): their own competitionmembers rows and the súmula events naming them, with the voids
// that remove those; never another athlete's. The demo athlete's seeded history (account-history-seed.ts)
// arrives whole on their device.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { HISTORY_COMPETITION } from '../../server/seed/account-history-seed';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { newAccount } from './record-helpers';
import { profile, Replica } from './sync-helpers';

let admin: string;
let athlete: string;
let athleteProfile: string;
let other: { token: string; id: string };
const otherProfile = profile('', { name: 'Bruno Outro' });
const otherMember = uuidv7();
const otherGoal = uuidv7();
let cup: { id: string };
let seeded: { members: string[]; events: string[] };

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Histórico (teste)', ['competitions', 'users']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const a = await login(harness.app, 'atleta@demo.test');
  athlete = a.token;
  athleteProfile = (await seededRow(harness.handle.db, 'profiles', `owner_id = '${a.result.id}'`)).id;
  cup = await seededRow(harness.handle.db, 'competitions', `data->>'name' = '${HISTORY_COMPETITION}'`);
  const ids = async (collection: string, where: string) =>
    (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE collection = $1 AND NOT deleted AND ${where} ORDER BY id`, [collection])).map((r) => r.id);
  seeded = {
    members: await ids('competitionmembers', `data->>'profile_id' = '${athleteProfile}'`),
    events: await ids('duelevents', `data->>'competition_id' = '${cup.id}'`),
  };
  // Another athlete of the same cup, for the other team of its first match, with a goal in it.
  const tenantId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  other = await newAccount(harness.handle.db, harness.app, tenantId, 'historico', 'Bruno Outro', 660_000_000);
  otherProfile.user_id = other.id;
  const duel = await seededRow(harness.handle.db, 'duels', `data->>'competition_id' = '${cup.id}' AND data->>'round' = '1'`);
  const entry = await seededRow(harness.handle.db, 'competitionteams', `data->>'competition_id' = '${cup.id}' AND data->>'team_id' = '${String(duel.away_team_id)}'`);
  expectAllOk(await pushAll(harness.app, admin, [
    ['profiles.put', otherProfile],
    ['competitionmembers.put', { id: otherMember, competition_id: cup.id, competitionteam_id: entry.id, profile_id: otherProfile.id, role: 'atleta', shirt_number: 7 }],
    ['duels.event', { id: otherGoal, duel_id: duel.id, team_id: duel.away_team_id, kind: 'goal', minute: 80, period: 2, person_id: otherProfile.id }],
  ]));
}, 120_000);

describe('relation scope: a person replicates their own sports history', () => {
  it('the seed gives the demo athlete a registration and events, one of them voided', () => {
    expect(seeded.members).toHaveLength(1);
    expect(seeded.events.length).toBeGreaterThanOrEqual(6);
  });

  it("the demo athlete's device holds their registration and every event of theirs (voids included), nothing of another athlete", async () => {
    const device = new Replica();
    await device.sync(harness.app, athlete);
    expect(device.ids('competitionmembers')).toEqual(seeded.members);
    expect(device.ids('duelevents')).toEqual(seeded.events);
    const voids = device.ids('duelevents').map((id) => device.get('duelevents', id)!).filter((e) => e.kind === 'void');
    expect(voids).toHaveLength(1);
    expect(device.get('competitionmembers', otherMember)).toBeUndefined();
    expect(device.get('duelevents', otherGoal)).toBeUndefined();
    expect(device.get('profiles', otherProfile.id)).toBeUndefined();
    // What the history page joins them with is tenant-wide: the cup, its entries and matches.
    expect(device.get('competitions', cup.id)).toMatchObject({ name: HISTORY_COMPETITION });
  });

  it("the other athlete's device holds their own registration and goal, none of the demo athlete's", async () => {
    const device = new Replica();
    await device.sync(harness.app, other.token);
    expect(device.ids('competitionmembers')).toEqual([otherMember]);
    expect(device.ids('duelevents')).toEqual([otherGoal]);
  });

  it('a registration removed leaves the device on the next pull', async () => {
    const device = new Replica();
    await device.sync(harness.app, other.token);
    expectAllOk(await pushAll(harness.app, admin, [['competitionmembers.delete', { id: otherMember }]]));
    await device.sync(harness.app, other.token);
    expect(device.ids('competitionmembers')).toEqual([]);
  });
});
