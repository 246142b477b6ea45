// The meals flow on the real push endpoint (PGlite, or PostgreSQL with DATABASE_URL): who may eat
// (server snapshot of profiles), check-ins idempotent by nonce, two offline devices checking in the
// same person (both stored, the first to arrive counted), refusals with pt-BR reasons that still
// advance lastSeq, and nothing crossing tenants.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../src/domain/cpf';
import { mealUserId } from '../../src/domain/meals/meals-checkin';
import { uuidv7 } from '../../src/domain/uuid';
import { login, testServer } from './helpers';
import { m, profile, pull, pushOk, Replica } from './sync-helpers';
import { DEMO_CLOSED_MEAL, DEMO_LISTED_ATHLETES, DEMO_OPEN_MEAL } from '../../server/seed/meals-seed';

let admin: string;
let staff: { token: string; id: string };
let athlete: string;
let outra: string;
let association: { id: string; name: string };
const people: { userId: string; name: string; cpf: string }[] = [];
const stranger = { userId: uuidv7(), name: 'Sem Lista' };
const openMeal = { id: uuidv7(), name: 'Almoço — Teste', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 50, status: 'open' };
const closedMeal = { ...openMeal, id: uuidv7(), name: 'Jantar — Teste', status: 'closed' };

/** An instant at the venue's wall clock (Brasília, UTC-3) on the meal's date. */
const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00.000-03:00`).toISOString();
const checkin = (mealId: string, userId: string, over: Record<string, unknown> = {}) => ({
  mealId, userId, nonce: uuidv7(), at: at('11:30'), deviceId: uuidv7(), method: 'qr', ...over,
});

async function rows(collection: string, where: string, params: string[]) {
  return harness.handle.db.query<{ id: string; version: number; data: Record<string, unknown> }>(
    `SELECT r.id::text AS id, r.version, r.data FROM records r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.code = 'demo' AND r.collection = $1 AND NOT r.deleted AND ${where} ORDER BY r.version`,
    [collection, ...params],
  );
}

async function tenantVersion(code: string): Promise<number> {
  const [row] = await harness.handle.db.query<{ version: number }>(
    `SELECT v.version FROM tenant_versions v JOIN tenants t ON t.id = v.tenant_id WHERE t.code = $1`,
    [code],
  );
  return Number(row?.version ?? 0);
}

const harness = testServer();

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const s = await login(harness.app, 'staff@demo.test');
  staff = { token: s.token, id: s.result.id };
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  outra = (await login(harness.app, 'master@outra.test', { host: 'outra.localhost' })).token;
  const [a] = await harness.handle.db.query<{ id: string; name: string }>(
    `SELECT r.id::text AS id, r.data->>'name' AS name FROM records r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.code = 'demo' AND r.collection = 'associations' ORDER BY r.id LIMIT 1`,
  );
  association = a!;
  // The admin (holds `users` and `meals`) registers three people and two meals.
  const mutations = [m(1, 'meals.put', openMeal), m(2, 'meals.put', closedMeal)];
  for (let i = 0; i < 3; i++) {
    const userId = uuidv7();
    const p = profile(userId, { name: `Pessoa Teste ${i}`, cpf: cpfFromBase(String(777000000 + i)), association_id: i === 0 ? association.id : null });
    people.push({ userId, name: p.name, cpf: p.cpf });
    mutations.push(m(mutations.length + 1, 'profiles.put', p));
  }
  mutations.push(m(mutations.length + 1, 'profiles.put', profile(stranger.userId, { name: stranger.name, cpf: cpfFromBase('777000099') })));
  const answer = await pushOk(harness.app, admin, uuidv7(), mutations);
  expect(answer.results.every((r) => r.ok)).toBe(true);
});

describe('meals.eligibility.*', () => {
  it('lists people with the server’s snapshot of their profile, under the derived id', async () => {
    const answer = await pushOk(harness.app, admin, uuidv7(), [
      m(1, 'meals.eligibility.add', { mealId: openMeal.id, userIds: people.map((p) => p.userId) }),
      m(2, 'meals.eligibility.add', { mealId: closedMeal.id, userIds: [people[0]!.userId] }),
      // Again: already listed, nothing new.
      m(3, 'meals.eligibility.add', { mealId: openMeal.id, userIds: [people[0]!.userId] }),
    ]);
    expect(answer.results).toEqual([1, 2, 3].map((seq) => ({ seq, ok: true })));
    const listed = await rows('mealusers', `r.data->>'meal_id' = $2`, [openMeal.id]);
    expect(listed).toHaveLength(3);
    const first = listed.find((r) => r.data.user_id === people[0]!.userId)!;
    expect(first.id).toBe(mealUserId(openMeal.id, people[0]!.userId));
    expect(first.data).toMatchObject({ name: 'Pessoa Teste 0', cpf: people[0]!.cpf, association_name: association.name, meal_id: openMeal.id });
    // The repeat wrote nothing: the row kept its first version.
    expect((await rows('mealusers', `r.id = $2`, [first.id]))[0]!.version).toBe(first.version);
  });

  it('refuses people without a profile (naming the count), unknown meals and users without `meals`', async () => {
    const clientId = uuidv7();
    const answer = await pushOk(harness.app, admin, clientId, [
      m(1, 'meals.eligibility.add', { mealId: openMeal.id, userIds: [stranger.userId, uuidv7(), uuidv7()] }),
      m(2, 'meals.eligibility.add', { mealId: uuidv7(), userIds: [stranger.userId] }),
    ]);
    expect(answer).toEqual({
      status: 1, lastSeq: 2, results: [
        { seq: 1, ok: false, code: 'not_found', message: '2 pessoas selecionadas não têm cadastro: nada foi adicionado.' },
        { seq: 2, ok: false, code: 'not_found', message: 'Refeição não encontrada.' },
      ],
    });
    const forbidden = await pushOk(harness.app, athlete, uuidv7(), [m(1, 'meals.eligibility.add', { mealId: openMeal.id, userIds: [stranger.userId] })]);
    expect(forbidden.results).toEqual([{ seq: 1, ok: false, code: 'forbidden', message: 'Você não tem permissão para gerenciar refeições.' }]);
    expect(await rows('mealusers', `r.data->>'user_id' = $2`, [stranger.userId])).toEqual([]);
  });

  it('removes people (absent ones are a no-op), and the removal reaches pulls as a tombstone', async () => {
    const extra = people[2]!;
    const from = await tenantVersion('demo');
    const answer = await pushOk(harness.app, staff.token, uuidv7(), [
      m(1, 'meals.eligibility.remove', { mealId: openMeal.id, userIds: [extra.userId, stranger.userId] }),
      m(2, 'meals.eligibility.remove', { mealId: openMeal.id, userIds: [extra.userId] }),
    ]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: true }]);
    const page = await pull(harness.app, staff.token, uuidv7(), from);
    expect(page.changes).toEqual([expect.objectContaining({ collection: 'mealusers', id: mealUserId(openMeal.id, extra.userId), deleted: true })]);
    // Back on the list for the next tests.
    await pushOk(harness.app, admin, uuidv7(), [m(1, 'meals.eligibility.add', { mealId: openMeal.id, userIds: [extra.userId] })]);
  });
});

describe('meals.checkin', () => {
  it('is idempotent by nonce: the same check-in twice, from any stream, is one row', async () => {
    const args = checkin(openMeal.id, people[1]!.userId);
    const clientId = uuidv7();
    const answer = await pushOk(harness.app, staff.token, clientId, [m(1, 'meals.checkin', args), m(2, 'meals.checkin', { ...args, method: 'manual' })]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: true }]);
    const [row] = await rows('mealcheckins', `r.id = $2`, [args.nonce]);
    expect(row!.data).toEqual({
      id: args.nonce, meal_id: openMeal.id, user_id: people[1]!.userId, at: args.at, device_id: args.deviceId, method: 'qr', status: 'counted', by: staff.id,
    });
    // Another client (the same phone after a re-install, or the service worker) sending it again.
    expect((await pushOk(harness.app, staff.token, uuidv7(), [m(1, 'meals.checkin', args)])).results).toEqual([{ seq: 1, ok: true }]);
    const again = await rows('mealcheckins', `r.data->>'user_id' = $2`, [people[1]!.userId]);
    expect(again).toEqual([row]);
  });

  it('two devices checking in the same person offline: both stored, the first to arrive counts, every device agrees after pull', async () => {
    const person = people[0]!.userId;
    const deviceA = new Replica();
    const deviceB = new Replica();
    const from = await tenantVersion('demo');
    deviceA.cursor = from;
    deviceB.cursor = from;
    // B's phone clock is earlier, but A reaches the server first.
    const a = checkin(openMeal.id, person, { at: at('11:40') });
    const b = checkin(openMeal.id, person, { at: at('11:35'), method: 'manual' });
    expect((await pushOk(harness.app, staff.token, deviceA.clientId, [m(1, 'meals.checkin', a)])).results).toEqual([{ seq: 1, ok: true }]);
    expect((await pushOk(harness.app, admin, deviceB.clientId, [m(1, 'meals.checkin', b)])).results).toEqual([{ seq: 1, ok: true }]);
    const stored = await rows('mealcheckins', `r.data->>'user_id' = $2`, [person]);
    expect(stored.map((r) => [r.id, r.data.status])).toEqual([[a.nonce, 'counted'], [b.nonce, 'duplicate']]);

    await deviceA.sync(harness.app, staff.token);
    await deviceB.sync(harness.app, admin);
    const checkins = (r: Replica) => r.ids('mealcheckins').map((id) => r.get('mealcheckins', id));
    expect(checkins(deviceA)).toEqual(checkins(deviceB));
    expect(checkins(deviceA).filter((c) => c!.user_id === person && c!.status === 'counted')).toHaveLength(1);
    expect(deviceA.lastSeq).toBe(1);
    expect(deviceB.lastSeq).toBe(1);
  });

  it('refuses a closed meal, a person not listed, an unknown meal and a user without `meals`, in pt-BR, advancing lastSeq', async () => {
    const clientId = uuidv7();
    const refused = [
      checkin(closedMeal.id, people[0]!.userId),
      checkin(openMeal.id, stranger.userId),
      checkin(uuidv7(), people[0]!.userId),
    ];
    const answer = await pushOk(harness.app, staff.token, clientId, refused.map((args, i) => m(i + 1, 'meals.checkin', args)));
    expect(answer).toEqual({
      status: 1, lastSeq: 3, results: [
        { seq: 1, ok: false, code: 'meal_closed', message: 'Refeição encerrada: check-in não aceito.' },
        { seq: 2, ok: false, code: 'not_eligible', message: 'Pessoa não está na lista desta refeição.' },
        { seq: 3, ok: false, code: 'not_found', message: 'Refeição não encontrada.' },
      ],
    });
    expect((await pull(harness.app, staff.token, clientId, await tenantVersion('demo'))).lastSeq).toBe(3);
    const athleteClient = uuidv7();
    const forbidden = checkin(openMeal.id, people[2]!.userId);
    const answer2 = await pushOk(harness.app, athlete, athleteClient, [m(1, 'meals.checkin', forbidden)]);
    expect(answer2).toEqual({ status: 1, lastSeq: 1, results: [{ seq: 1, ok: false, code: 'forbidden', message: 'Você não tem permissão para gerenciar refeições.' }] });
    for (const args of [...refused, forbidden]) expect(await rows('mealcheckins', `r.id = $2`, [args.nonce])).toEqual([]);
    // A replay of the refused batch gets the same answers and stores nothing.
    expect((await pushOk(harness.app, staff.token, clientId, refused.map((args, i) => m(i + 1, 'meals.checkin', args)))).results).toEqual(answer.results);
  });

  it('crosses no tenant: another tenant cannot check in, list or see demo’s people and meals', async () => {
    const target = { host: 'outra.localhost' };
    const answer = await pushOk(harness.app, outra, uuidv7(), [
      m(1, 'meals.checkin', checkin(openMeal.id, people[2]!.userId)),
      m(2, 'meals.eligibility.add', { mealId: openMeal.id, userIds: [people[2]!.userId] }),
      m(3, 'meals.eligibility.remove', { mealId: openMeal.id, userIds: [people[0]!.userId] }),
    ], target);
    expect(answer.results).toEqual([
      { seq: 1, ok: false, code: 'not_found', message: 'Refeição não encontrada.' },
      { seq: 2, ok: false, code: 'not_found', message: 'Refeição não encontrada.' },
      { seq: 3, ok: true }, // nothing of that meal in this tenant: a no-op
    ]);
    expect(await rows('mealusers', `r.data->>'user_id' = $2`, [people[0]!.userId])).toHaveLength(2);
    const [outraRows] = await harness.handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM records r JOIN tenants t ON t.id = r.tenant_id
        WHERE t.code = 'outra' AND r.collection IN ('mealusers', 'mealcheckins')`,
    );
    expect(outraRows!.n).toBe(0);
    const replica = new Replica();
    await replica.sync(harness.app, outra, 5000, target);
    const leaked = [...replica.rows.keys()].filter((k) => /^(meals|mealusers|mealcheckins)\//.test(k) || k.endsWith(openMeal.id));
    expect(leaked).toEqual([]);
  });

  it('refuses a check-in outside the meal’s hours unless confirmed, and records a confirmed one as such', async () => {
    const person = people[2]!.userId;
    const late = checkin(openMeal.id, person, { at: at('03:15') });
    const refused = await pushOk(harness.app, staff.token, uuidv7(), [m(1, 'meals.checkin', late)]);
    expect(refused.results).toEqual([{ seq: 1, ok: false, code: 'outside_window', message: 'Fora do horário da refeição (11:00–14:00): confirme o registro fora do horário.' }]);
    expect(await rows('mealcheckins', `r.id = $2`, [late.nonce])).toEqual([]);
    const confirmed = checkin(openMeal.id, person, { at: at('03:16'), outsideWindow: true });
    const answer = await pushOk(harness.app, staff.token, uuidv7(), [m(1, 'meals.checkin', confirmed)]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }]);
    expect((await rows('mealcheckins', `r.id = $2`, [confirmed.nonce]))[0]!.data).toMatchObject({ status: 'counted', outside_window: true });
  });
});

describe('demo seed', () => {
  it('gives demo an open lunch with atleta@demo.test and most athletes listed, and a closed dinner with history, delivered by pull to staff', async () => {
    const lucas = await login(harness.app, 'atleta@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, staff.token, 5000);
    const meals = replica.ids('meals').map((id) => replica.get('meals', id)!);
    const lunch = meals.find((x) => x.name === DEMO_OPEN_MEAL)!;
    const dinner = meals.find((x) => x.name === DEMO_CLOSED_MEAL)!;
    expect(lunch).toMatchObject({ status: 'open' });
    expect(dinner).toMatchObject({ status: 'closed' });
    const listed = replica.ids('mealusers').map((id) => replica.get('mealusers', id)!).filter((r) => r.meal_id === lunch.id);
    expect(listed.length).toBe(DEMO_LISTED_ATHLETES + 3);
    expect(replica.get('mealusers', mealUserId(String(lunch.id), lucas.result.id))).toMatchObject({ name: 'Lucas Atleta', user_id: lucas.result.id });
    const history = replica.ids('mealcheckins').map((id) => replica.get('mealcheckins', id)!).filter((r) => r.meal_id === dinner.id);
    expect(history.filter((r) => r.status === 'duplicate')).toHaveLength(1);
    expect(history.every((r) => r.by === staff.id)).toBe(true);
    // Staff may check Lucas in at today's lunch, served now (the seed puts it around its own time).
    const answer = await pushOk(harness.app, staff.token, uuidv7(), [m(1, 'meals.checkin', checkin(String(lunch.id), lucas.result.id, { at: new Date().toISOString() }))]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }]);
  });
});
