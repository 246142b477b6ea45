// A module the tenant hides (or does not enable) is enforced by the server, from the
// registry's `module` of each resource: writes to its collections are refused with a pt-BR message in
// the push result (generic and named mutators alike), and its rows are never pulled; a device that
// replicated them before the module was hidden has them reset away.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { sqlTx } from '../../server/sync/sql-tx';
import { login, testServer } from './helpers';
import { m, pushOk, Replica } from './sync-helpers';

const OUTRA = { host: 'outra.localhost:8787' };
const MEALS_HIDDEN = 'Refeições não estão disponíveis neste cliente: o módulo está desativado.';
const MEAL_COLLECTIONS = ['meals', 'mealusers', 'mealcheckins'];

let outraMaster: string;
let outraId: string;
const meal = () => ({ id: uuidv7(), name: 'Almoço', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 50, status: 'open' });

const count = async (code: string, collection: string) =>
  Number((await harness.handle.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = $1 AND collection = $2 AND NOT deleted`,
    [code, collection],
  ))[0]!.n);

const harness = testServer();

beforeAll(async () => {
  outraMaster = (await login(harness.app, 'master@outra.test', OUTRA)).token;
  outraId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'outra'`))[0]!.id;
});

describe('hidden modules on the server', () => {
  it('the seed hides meals for outra (the premise)', async () => {
    const [t] = await harness.handle.db.query<{ hidden_modules: string[] }>(`SELECT hidden_modules FROM tenants WHERE code = 'outra'`);
    expect(t!.hidden_modules).toContain('meals');
  });

  it("refuses a master's generic write to a hidden module, with a pt-BR message, and still advances lastSeq", async () => {
    const before = await count('outra', 'meals');
    const answer = await pushOk(harness.app, outraMaster, uuidv7(), [m(1, 'meals.put', meal()), m(2, 'sports.put', { id: uuidv7(), name: 'Bocha', code: 'BOC', team_sport: false, active: true })], OUTRA);
    expect(answer.results).toEqual([{ seq: 1, ok: false, code: 'module', message: MEALS_HIDDEN }, { seq: 2, ok: true }]);
    expect(answer.lastSeq).toBe(2);
    expect(await count('outra', 'meals')).toBe(before);
  });

  it("refuses a named mutator's writes to a hidden module", async () => {
    // A meal left in outra's records (from before the module was hidden) and one of its people.
    const old = meal();
    await harness.handle.db.tx((tx) => sqlTx(tx, outraId, new Date()).put('meals', old));
    const [person] = await harness.handle.db.query<{ user_id: string }>(
      `SELECT data->>'user_id' AS user_id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted LIMIT 1`,
      [outraId],
    );
    const answer = await pushOk(harness.app, outraMaster, uuidv7(), [m(1, 'meals.eligibility.add', { mealId: old.id, userIds: [person!.user_id] })], OUTRA);
    expect(answer.results[0]).toMatchObject({ ok: false, code: 'module' });
    expect(await count('outra', 'mealusers')).toBe(0);
  });

  it('never pulls rows of a hidden module, even when they exist', async () => {
    expect(await count('outra', 'meals')).toBeGreaterThan(0); // left by the test above
    const device = new Replica();
    await device.sync(harness.app, outraMaster, 5000, OUTRA);
    for (const collection of MEAL_COLLECTIONS) expect(device.ids(collection), collection).toEqual([]);
    expect(device.ids('sports').length).toBeGreaterThan(0);
  });

  it('resets the rows of a module hidden after a device replicated them, and refuses writes from then on', async () => {
    const master = (await login(harness.app, 'master@demo.test')).token;
    const device = new Replica();
    await device.sync(harness.app, master, 5000);
    expect(device.ids('meals').length).toBeGreaterThan(0);
    await harness.handle.db.query(`UPDATE tenants SET hidden_modules = array_append(hidden_modules, 'meals') WHERE code = 'demo'`);
    try {
      const pages = await device.sync(harness.app, master, 5000);
      expect(pages.flatMap((p) => p.reset ?? [])).toEqual(expect.arrayContaining(MEAL_COLLECTIONS));
      for (const collection of MEAL_COLLECTIONS) expect(device.ids(collection), collection).toEqual([]);
      const answer = await pushOk(harness.app, master, uuidv7(), [m(1, 'meals.put', meal())]);
      expect(answer.results[0]).toEqual({ seq: 1, ok: false, code: 'module', message: MEALS_HIDDEN });
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET hidden_modules = array_remove(hidden_modules, 'meals') WHERE code = 'demo'`);
    }
  });
});
