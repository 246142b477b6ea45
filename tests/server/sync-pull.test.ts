// GET /api/v1/sync/pull on the real server: paging, tombstones, lastSeq, scopes (public, tenant,
// owner, permission:), moved rows, and scope changes (grant → rows arrive, revoke → reset).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_LIMIT_MAX, SCHEMA_VERSION } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { expectFailure, login, testServer } from './helpers';
import { country, m, profile, pull, pullRaw, pushOk, Replica, sport } from './sync-helpers';

type Account = { token: string; id: string };
let master: Account;
let admin: Account;
let athlete: Account;
let staff: Account;
const consoleError = vi.spyOn(console, 'error');

const harness = testServer();

beforeAll(async () => {
  const as = async (login_: string): Promise<Account> => {
    const a = await login(harness.app, login_);
    return { token: a.token, id: a.result.id };
  };
  [master, admin, athlete, staff] = [await as('master@demo.test'), await as('admin@demo.test'), await as('atleta@demo.test'), await as('staff@demo.test')];
});
beforeEach(() => consoleError.mockClear());

/** The tenant's counter now (a cursor from which only later writes come). */
async function head(): Promise<number> {
  const [row] = await harness.handle.db.query<{ version: number }>(`SELECT v.version FROM tenant_versions v JOIN tenants t ON t.id = v.tenant_id WHERE t.code = 'demo'`);
  return row?.version ?? 0;
}

async function fullPull(account: Account, limit = PULL_LIMIT_MAX): Promise<Replica> {
  const replica = new Replica();
  await replica.sync(harness.app, account.token, limit);
  return replica;
}

describe('pull', () => {
  it('pages changes after the cursor, in version order, with tombstones, lastSeq and schemaVersion', async () => {
    const start = await head();
    const clientId = uuidv7();
    const rows = [country({ name: 'A' }), country({ name: 'B' }), country({ name: 'C' })];
    await pushOk(harness.app, admin.token, clientId, rows.map((r, i) => m(i + 1, 'countries.put', r)));
    await pushOk(harness.app, admin.token, clientId, [m(4, 'countries.delete', { id: rows[0]!.id })]);

    const p1 = await pull(harness.app, admin.token, clientId, start, 2);
    // A's row now carries the newest version (its tombstone): the first page holds B and C.
    expect(p1).toMatchObject({ status: 1, hasMore: true, cursor: start + 3, lastSeq: 4, schemaVersion: SCHEMA_VERSION });
    expect(p1.changes).toEqual([
      { collection: 'countries', id: rows[1]!.id, version: start + 2, data: rows[1] },
      { collection: 'countries', id: rows[2]!.id, version: start + 3, data: rows[2] },
    ]);
    const p2 = await pull(harness.app, admin.token, clientId, p1.cursor, 2);
    expect(p2).toEqual({ status: 1, hasMore: false, cursor: start + 4, lastSeq: 4, schemaVersion: SCHEMA_VERSION, changes: [{ collection: 'countries', id: rows[0]!.id, version: start + 4, deleted: true }] });
    expect((await pull(harness.app, admin.token, clientId, p2.cursor)).changes).toEqual([]);
    // An unknown client: lastSeq 0; exactly `limit` rows left: hasMore false.
    const exact = await pull(harness.app, admin.token, uuidv7(), start + 1, 3);
    expect(exact).toMatchObject({ hasMore: false, lastSeq: 0, cursor: start + 4 });
    expect(exact.changes).toHaveLength(3);
  });

  it('a full pull equals the stored live rows, whatever the page size', async () => {
    const start = await head();
    const clientId = uuidv7();
    const made = Array.from({ length: 23 }, (_, i) => sport({ name: `Esporte ${i}` }));
    await pushOk(harness.app, admin.token, clientId, made.map((r, i) => m(i + 1, 'sports.put', r)));
    await pushOk(harness.app, admin.token, clientId, made.slice(0, 5).map((r, i) => m(24 + i, 'sports.delete', { id: r.id })));
    const big = await fullPull(master);
    expect((await fullPull(master, 1000)).rows).toEqual(big.rows);
    // Small pages over the tail only: from 0, the seeded catalogue (~6k rows) would take thousands of requests.
    const tail = async (limit: number) => {
      const replica = new Replica();
      replica.cursor = start;
      await replica.sync(harness.app, master.token, limit);
      return replica;
    };
    const tailBig = await tail(PULL_LIMIT_MAX);
    expect(tailBig.ids('sports')).toHaveLength(18);
    for (const limit of [1, 7]) expect((await tail(limit)).rows).toEqual(tailBig.rows);
    const live = await harness.handle.db.query<{ collection: string; id: string; data: Record<string, unknown> }>(
      `SELECT r.collection, r.id::text, r.data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND NOT r.deleted`,
    );
    expect(big.rows.size).toBe(live.length);
    for (const r of live) expect(big.get(r.collection, r.id)).toEqual(r.data);
  });

  it('scopes rows: athletes get public and tenant rows and their own profile, never other profiles', async () => {
    const seeded = (await fullPull(athlete)).ids('profiles'); // the demo seed gives the athlete one
    expect(seeded).toHaveLength(1);
    const mine = profile(athlete.id, { name: 'Lucas Atleta' }); // written by the federation (owners change only contacts)
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', mine)]);
    const theirs = profile(admin.id, { name: 'Ana Administradora' });
    const c = country();
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', theirs), m(2, 'countries.put', c), m(3, 'associationstypes.put', { id: uuidv7(), name: 'Clube' })]);

    const view = await fullPull(athlete);
    expect(view.ids('profiles')).toEqual([...seeded, mine.id].sort());
    expect(view.get('countries', c.id)).toEqual(c);
    expect(view.ids('associationstypes').length).toBeGreaterThan(0); // tenant scope
    // Not even a tombstone of someone else's profile: the ids of other users' rows are not sent.
    expect(view.pages.flatMap((p) => p.changes).filter((ch) => ch.collection === 'profiles').map((ch) => ch.id).sort()).toEqual([...seeded, mine.id].sort());

    const adminView = await fullPull(admin);
    expect(adminView.ids('profiles')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const staffView = await fullPull(staff); // meals only: no `users`
    expect(staffView.ids('profiles')).toEqual([]);
  });

  it('rows of collections outside the registry are never sent', async () => {
    const [{ id: tenantId }] = await harness.handle.db.query<{ id: string }>(`SELECT id FROM tenants WHERE code = 'demo'`) as [{ id: string }];
    const secret = uuidv7();
    await harness.handle.db.tx(async (tx) => {
      const [{ version }] = (await tx.query<{ version: number }>(`UPDATE tenant_versions SET version = version + 1 WHERE tenant_id = $1 RETURNING version`, [tenantId])) as [{ version: number }];
      await tx.query(`INSERT INTO records (tenant_id, collection, id, version, data, wire, updated_at) VALUES ($1, 'secrets', $2, $3, '{"x":1}', '{"collection":"secrets"}', now())`, [tenantId, secret, version]);
    });
    const view = await fullPull(master);
    expect(view.pages.flatMap((p) => p.changes).some((c) => c.id === secret)).toBe(false);
    await harness.handle.db.query(`DELETE FROM records WHERE collection = 'secrets'`);
  });

  it('a row moved to another owner reaches the previous owner as a tombstone', async () => {
    const device = new Replica();
    const mine = profile(athlete.id, { name: 'Lucas Movido' });
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', mine)]);
    await device.sync(harness.app, athlete.token);
    expect(device.get('profiles', mine.id)).toMatchObject(mine);
    // An administrator (holder of `users`) links the profile to another person.
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', { ...mine, user_id: staff.id })]);
    const pages = await device.sync(harness.app, athlete.token);
    expect(pages.flatMap((p) => p.changes)).toEqual([{ collection: 'profiles', id: mine.id, version: expect.any(Number), deleted: true }]);
    expect(device.get('profiles', mine.id)).toBeUndefined();
    expect((await fullPull(staff)).ids('profiles')).toEqual([mine.id]); // the new owner's own row
  });

  it('rejects malformed queries with 400 and a pt-BR message, and needs a session', async () => {
    const clientId = uuidv7();
    for (const q of ['', `clientId=x`, `clientId=${clientId}&cursor=-1`, `clientId=${clientId}&cursor=abc`, `clientId=${clientId}&cursor=1.5`, `clientId=${clientId}&limit=-5`, `clientId=${clientId}&limit=${'9'.repeat(10_000)}`, `clientId=${'a'.repeat(10_000)}`, `clientId=${clientId}&cursor=${'1'.repeat(16)}`]) {
      const res = await pullRaw(harness.app, admin.token, q);
      expectFailure(res, 400);
      expect(res.json.message).toMatch(/^Parâmetros de sincronização inválidos/);
    }
    expectFailure(await pullRaw(harness.app, undefined, `clientId=${clientId}`), 401);
    expect((await pull(harness.app, admin.token, clientId, 0, 99_999)).status).toBe(1); // limit is clamped
    expect(consoleError).not.toHaveBeenCalled();
  });
});

// A grant backfills every profile of the demo tenant in pages of 2-3 rows, each page evaluating every
// relation scope: with the registers, exams, finances and markets seeded this takes 25-30 s alone on
// this machine (10-13 s before them), so the scope changes get 90 s rather than the suite's 30.
describe('scope changes', { timeout: 90_000 }, () => {
  let roleId: string;

  async function grantUsers(userId: string) {
    const [row] = await harness.handle.db.query<{ id: string; tenant_id: string }>(
      `INSERT INTO roles (tenant_id, name) SELECT id, 'Cadastro de pessoas' FROM tenants WHERE code = 'demo'
       ON CONFLICT (tenant_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text, tenant_id::text`,
    );
    roleId = row!.id;
    await harness.handle.db.query(`INSERT INTO role_permissions (tenant_id, role_id, permission) VALUES ($1, $2, 'users') ON CONFLICT DO NOTHING`, [row!.tenant_id, roleId]);
    await harness.handle.db.query(`INSERT INTO user_roles (tenant_id, user_id, role_id) VALUES ($1, $2, $3)`, [row!.tenant_id, userId, roleId]);
  }
  const revokeUsers = (userId: string) => harness.handle.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_id = $2`, [userId, roleId]);

  it('granting a permission brings the rows on the next pull; revoking it resets them away', async () => {
    const own = profile(athlete.id, { name: 'Lucas Escopo' });
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', own)]);
    const others = Array.from({ length: 7 }, (_, i) => profile(admin.id, { name: `Pessoa ${i}` }));
    await pushOk(harness.app, admin.token, uuidv7(), others.map((p, i) => m(i + 1, 'profiles.put', p)));

    const device = new Replica();
    await device.sync(harness.app, athlete.token); // the seeded catalogue in big pages; small ones from here on
    const ownOnly = device.ids('profiles');
    expect(ownOnly).toContain(own.id);
    expect(ownOnly.some((id) => others.some((o) => o.id === id))).toBe(false);

    await grantUsers(athlete.id);
    const granted = await device.sync(harness.app, athlete.token, 3);
    const everyone = (await fullPull(master)).ids('profiles');
    expect(device.ids('profiles')).toEqual(everyone);
    expect(granted.some((p) => p.reset)).toBe(false); // a grant adds, it never empties
    expect(granted.length).toBeGreaterThan(2); // backfill in pages of at most `limit`
    for (const page of granted) expect(page.changes.length).toBeLessThanOrEqual(3);

    // Writes during and after the change keep flowing.
    const late = profile(admin.id, { name: 'Pessoa tardia' });
    await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', late)]);
    await device.sync(harness.app, athlete.token, 3);
    expect(device.get('profiles', late.id)).toMatchObject(late);

    await revokeUsers(athlete.id);
    const revoked = await device.sync(harness.app, athlete.token, 3);
    // Every collection that `users` alone made visible empties: profiles, card revocations, and the
    // requests of others (approvals: `users` reviewers replicate every request), and others'
    // consents and guardian links.
    const resets = revoked.filter((p) => p.reset).map((p) => [...p.reset!].sort());
    expect(resets).toEqual([['approvals', 'cardrevocations', 'consents', 'guardians', 'profiles']]); // one reset, in registry order
    expect(device.ids('profiles')).toEqual(ownOnly.sort());

    // Nothing more to do once delivered: the next pull is an ordinary empty one, and the client's
    // row says what its replica holds, with no plan left.
    const quiet = await device.sync(harness.app, athlete.token, 3);
    expect(quiet).toHaveLength(1);
    expect(quiet[0]).toMatchObject({ hasMore: false, changes: [] });
    expect(quiet[0]!.reset).toBeUndefined();
    const [client] = await harness.handle.db.query<{ scope: Record<string, string>; plan: unknown }>(`SELECT scope, plan FROM sync_clients WHERE client_id = $1`, [device.clientId]);
    // Profiles: the athlete's own, plus those their (no) referee appointments reach (relation-scope.ts).
    expect(client).toMatchObject({ plan: null, scope: { profiles: expect.stringMatching(/^owner\+rel:[0-9a-f]{64}$/), countries: 'all' } });
  });

  it('a lost answer is asked again and answered the same; a change mid-delivery starts over safely', async () => {
    const device = new Replica();
    await device.sync(harness.app, athlete.token); // the seeded catalogue in big pages; small ones from here on
    await grantUsers(athlete.id);
    const first = await pull(harness.app, athlete.token, device.clientId, device.cursor, 2);
    const again = await pull(harness.app, athlete.token, device.clientId, device.cursor, 2);
    expect(again).toEqual(first);
    device.apply(first);
    // Revoked before the backfill finished: the replica must end with own rows only.
    await revokeUsers(athlete.id);
    await device.sync(harness.app, athlete.token, 2);
    const expected = (await fullPull(athlete)).ids('profiles');
    expect(device.ids('profiles')).toEqual(expected);
    // And granted again, delivered in full.
    await grantUsers(athlete.id);
    await device.sync(harness.app, athlete.token, 2);
    expect(device.ids('profiles')).toEqual((await fullPull(master)).ids('profiles'));
    await revokeUsers(athlete.id);
    await device.sync(harness.app, athlete.token, 2);
    expect(device.ids('profiles')).toEqual(expected);
  });

  it('writes made while a backfill is being delivered reach the device after it', async () => {
    const device = new Replica();
    await device.sync(harness.app, athlete.token); // the seeded catalogue in big pages; small ones from here on
    await grantUsers(athlete.id);
    device.apply(await pull(harness.app, athlete.token, device.clientId, device.cursor, 2));
    const everyone = await fullPull(master);
    const pending = everyone.ids('profiles').filter((id) => !device.get('profiles', id));
    expect(pending.length).toBeGreaterThan(2);
    const [edited, removed] = pending as [string, string];
    const added = profile(admin.id, { name: 'Chegou no meio' });
    await pushOk(harness.app, admin.token, uuidv7(), [
      m(1, 'profiles.put', { ...everyone.get('profiles', edited)!, name: 'Editado no meio' }),
      m(2, 'profiles.delete', { id: removed }),
      m(3, 'profiles.put', added),
    ]);
    await device.sync(harness.app, athlete.token, 2);
    const after = await fullPull(master);
    expect(device.ids('profiles')).toEqual(after.ids('profiles'));
    expect(device.get('profiles', edited)?.name).toBe('Editado no meio');
    expect(device.get('profiles', removed)).toBeUndefined();
    expect(device.get('profiles', added.id)).toMatchObject(added); // plus the server's verification stamp
    await revokeUsers(athlete.id);
    await device.sync(harness.app, athlete.token, 2);
  });

  it('a fresh replica (cursor 0) needs no reset', async () => {
    await grantUsers(staff.id);
    const fresh = await fullPull(staff);
    expect(fresh.pages.some((p) => p.reset)).toBe(false);
    expect(fresh.ids('profiles')).toEqual((await fullPull(master)).ids('profiles'));
    await revokeUsers(staff.id);
  });
});
