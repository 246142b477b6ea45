// Relation projections (RelationScope `fields`): a row that reaches a device only
// through a relation carries only the fields that relation declares (a referee gets an athlete's
// name and photo, never the CPF, phone or birth date); the viewer's own rows and rows reached by a
// permission come whole; a permission granted later replaces the projected copies with whole rows
// (reset and backfill), and revoking it brings the projection back. Also the demo Árbitro role:
// `my_referees` only, so the referee neither pulls nor writes the whole scale.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { expectAllOk, grantRole, pushAll } from './competition-helpers';
import { login, testServer } from './helpers';
import { Replica } from './sync-helpers';

let admin: string;
let referee: string;
let refereeUser: string;
/** The demo's appointment today (aceita) and the profiles of its two teams' members. */
let today: Record<string, unknown>;
let memberProfiles: string[];

// user_id travels (the pitch-side QR check matches a signed card's user to a member); these never do.
const PERSONAL = ['cpf', 'phone', 'email', 'birthdate', 'gender', 'association_id'];

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Arbitragem (projeção)', ['competitions', 'referees', 'refereeschedules', 'users']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  referee = (await login(harness.app, 'arbitro@demo.test')).token;
  refereeUser = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE lower(email) = 'arbitro@demo.test'`))[0]!.id;
  const appointments = await harness.handle.db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE collection = 'refereeappointments' AND owner_id = $1 AND NOT deleted AND data->>'status' = 'aceita'`, [refereeUser],
  );
  today = appointments[0]!.data;
  const members = await harness.handle.db.query<{ profile_id: string }>(
    `SELECT m.data->>'profile_id' AS profile_id FROM records d
       JOIN records e ON e.collection = 'competitionteams' AND NOT e.deleted AND e.data->>'competition_id' = d.data->>'competition_id'
                     AND e.data->>'team_id' IN (d.data->>'home_team_id', d.data->>'away_team_id')
       JOIN records m ON m.collection = 'competitionmembers' AND NOT m.deleted AND m.data->>'competitionteam_id' = e.id::text
      WHERE d.collection = 'duels' AND d.id = $1::uuid`, [String(today.duel_id)],
  );
  memberProfiles = members.map((m) => m.profile_id);
}, 120_000);

describe('demo Árbitro role: my_referees only', () => {
  it('holds my_referees and not refereeschedules', async () => {
    const rows = await harness.handle.db.query<{ permission: string }>(
      `SELECT rp.permission FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN tenants t ON t.id = r.tenant_id
        WHERE t.code = 'demo' AND r.name = 'Árbitro' ORDER BY 1`,
    );
    expect(rows.map((r) => r.permission)).toEqual(['my_referees']);
  });

  it('the referee pulls only their appointments and their crews\', and may not appoint anyone', async () => {
    const other = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM records WHERE collection = 'refereeappointments' AND owner_id IS DISTINCT FROM $1 AND NOT deleted`, [refereeUser]);
    const device = new Replica();
    await device.sync(harness.app, referee);
    for (const a of device.ids('refereeappointments')) expect(device.get('refereeappointments', a)!.user_id).toBe(refereeUser);
    for (const a of other) expect(device.get('refereeappointments', a.id)).toBeUndefined();
    const forged = await pushAll(harness.app, referee, [['refereeappointments.put', { ...today, id: uuidv7(), status: 'aceita' }]]);
    expect(forged[0]).toMatchObject({ ok: false });
  });
});

describe('relation projection: what reaches a device only through a relation', () => {
  const device = new Replica();

  it('the referee\'s device holds the members\' profiles with name and photo, without CPF, phone or birth date', async () => {
    await device.sync(harness.app, referee);
    expect(memberProfiles).toHaveLength(36);
    for (const id of memberProfiles) {
      const p = device.get('profiles', id);
      expect(p).toMatchObject({ id, name: expect.any(String), photo_url: expect.any(String) });
      for (const field of PERSONAL) expect(p, field).not.toHaveProperty(field);
    }
  });

  it('the referee\'s own profile and referee row come whole (owner)', async () => {
    const own = device.ids('profiles').map((id) => device.get('profiles', id)!).find((p) => p.user_id === refereeUser);
    expect(own).toMatchObject({ cpf: expect.any(String) });
    const me = device.ids('referees').map((id) => device.get('referees', id)!).find((r) => r.user_id === refereeUser);
    expect(me).toMatchObject({ phone: '11990000004' });
  });

  it('another official of the same match: name and role, not their phone nor their note', async () => {
    const colleague = { id: uuidv7(), name: 'Bruna Assistente', phone: '11988887777', active: true };
    const role = (await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM records WHERE collection = 'refereeroles' AND data->>'name' = 'Assistente 1'`))[0]!.id;
    const crew = { id: uuidv7(), duel_id: today.duel_id, competition_id: today.competition_id, referee_id: colleague.id, role_id: role, user_id: null, status: 'aceita', note: 'Chego de ônibus, 1h antes' };
    expectAllOk(await pushAll(harness.app, admin, [['referees.put', colleague], ['refereeappointments.put', crew]]));
    await device.sync(harness.app, referee);
    expect(device.get('referees', colleague.id)).toEqual({ id: colleague.id, name: 'Bruna Assistente', active: true });
    const seen = device.get('refereeappointments', crew.id)!;
    expect(seen).toMatchObject({ referee_id: colleague.id, role_id: role, status: 'aceita' });
    expect(seen).not.toHaveProperty('note');
  });

  it('an admin holding `users` pulls the same profiles whole', async () => {
    const full = new Replica();
    await full.sync(harness.app, admin);
    for (const id of memberProfiles) expect(full.get('profiles', id)).toMatchObject({ cpf: expect.any(String), birthdate: expect.any(String) });
  });

  it('a change to a projected row arrives projected', async () => {
    const id = memberProfiles[0]!;
    const [row] = await harness.handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = 'profiles' AND id = $1::uuid`, [id]);
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', { ...row!.data, name: 'Nome Corrigido', phone: '11977776666' }]]));
    await device.sync(harness.app, referee);
    expect(device.get('profiles', id)).toMatchObject({ name: 'Nome Corrigido' });
    expect(device.get('profiles', id)).not.toHaveProperty('phone');
  });

  it('`users` granted to the referee: the next pull replaces the projected profiles with whole rows; revoked: projected again', async () => {
    await grantRole(harness.handle.db, 'arbitro@demo.test', 'Cadastro (projeção)', ['users']);
    await device.sync(harness.app, referee);
    for (const id of memberProfiles) expect(device.get('profiles', id)).toMatchObject({ cpf: expect.any(String) });
    await harness.handle.db.query(`DELETE FROM user_roles WHERE role_id IN (SELECT id FROM roles WHERE name = 'Cadastro (projeção)')`);
    const pages = await device.sync(harness.app, referee);
    expect(pages.some((p) => p.reset?.includes('profiles'))).toBe(true);
    for (const id of memberProfiles) expect(device.get('profiles', id)).not.toHaveProperty('cpf');
  });
});
