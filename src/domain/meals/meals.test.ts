import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { derivedId, uuidv7 } from '../uuid';
import { createOverlay, findMutator, runMutation } from '../mutators/index';
import type { StoredRow } from '../mutators/index';
import { memoryTx } from '../competitions/competition-fixture';
import { MEAL_CLOSED_MESSAGE, mealUserId, NOT_ELIGIBLE_MESSAGE } from './meals-checkin';
import { mealWindow, WINDOW_TOLERANCE_MINUTES } from './meal-window';

const of = (tx: ReturnType<typeof memoryTx>, collection: string) =>
  [...tx.rows.entries()].filter(([k]) => k.startsWith(`${collection}/`)).map(([, r]) => r);

const staffId = uuidv7();
const ctx = { userId: staffId, tenantId: 'demo', now: '2026-11-20T11:30:00.000Z' };
const staff = { id: staffId, permissions_names: ['meals'] };
const athlete = { id: uuidv7(), permissions_names: [] as string[] };

interface World {
  tx: ReturnType<typeof memoryTx>;
  meal: StoredRow;
  people: { userId: string; profile: StoredRow }[];
  association: StoredRow;
}

async function world(count = 3): Promise<World> {
  const tx = memoryTx();
  const association = { id: uuidv7(), name: 'Sociedade Esportiva Paulistana' };
  await tx.put('associations', association);
  const meal = { id: uuidv7(), name: 'Almoço', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 100, status: 'open' };
  await tx.put('meals', meal);
  const people = [];
  for (let i = 0; i < count; i++) {
    const userId = uuidv7();
    const profile = {
      id: uuidv7(), user_id: userId, name: `Pessoa ${i}`, social_name: i === 0 ? 'Pê' : null, cpf: cpfFromBase(String(100000000 + i)),
      birthdate: '2000-01-01', gender: 'feminino', association_id: i === 2 ? null : association.id, photo_url: i === 0 ? 'demo-photos/p0.svg' : null, verified: true,
    };
    await tx.put('profiles', profile);
    people.push({ userId, profile });
  }
  return { tx, meal, people, association };
}

const checkin = (w: World, userId: string, over: Record<string, unknown> = {}) => ({
  mealId: w.meal.id, userId, nonce: uuidv7(), at: '2026-11-20T14:31:00.000Z', deviceId: uuidv7(), method: 'qr', ...over,
});

describe('meals.eligibility.add', () => {
  it('adds people with a snapshot of their profile under a derived id, and skips those already listed', async () => {
    const w = await world();
    const [a, b, c] = w.people;
    await runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: [a!.userId, b!.userId] }, staff);
    const row = await w.tx.get('mealusers', derivedId('mealusers', w.meal.id, a!.userId));
    expect(row).toEqual({
      id: mealUserId(w.meal.id, a!.userId), meal_id: w.meal.id, user_id: a!.userId, name: 'Pessoa 0', social_name: 'Pê',
      cpf: a!.profile.cpf, photo_url: 'demo-photos/p0.svg', association_name: 'Sociedade Esportiva Paulistana', added_at: ctx.now,
    });
    // Again, with one new person and a repeat inside the batch: one row each, the first snapshot kept.
    const later = { ...ctx, now: '2026-11-21T00:00:00.000Z' };
    await runMutation(w.tx, later, 'meals.eligibility.add', { mealId: w.meal.id, userIds: [a!.userId, c!.userId, c!.userId] }, staff);
    expect(of(w.tx, 'mealusers')).toHaveLength(3);
    expect((await w.tx.get('mealusers', mealUserId(w.meal.id, a!.userId)))!.added_at).toBe(ctx.now);
    expect(await w.tx.get('mealusers', mealUserId(w.meal.id, c!.userId))).toMatchObject({ association_name: null, social_name: null });
  });

  it('refuses the whole batch when someone has no profile, naming the count, and writes nothing', async () => {
    const w = await world();
    const attempt = (ids: string[]) => runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: ids }, staff);
    await expect(attempt([w.people[0]!.userId, uuidv7()])).rejects.toMatchObject({
      code: 'not_found', message: 'Uma pessoa selecionada não tem cadastro: nada foi adicionado.',
    });
    await expect(attempt([uuidv7(), uuidv7(), w.people[1]!.userId])).rejects.toMatchObject({
      message: '2 pessoas selecionadas não têm cadastro: nada foi adicionado.',
    });
    expect(of(w.tx, 'mealusers')).toHaveLength(0);
  });

  it('refuses an unknown meal, bad args, and users without `meals`', async () => {
    const w = await world();
    const userIds = [w.people[0]!.userId];
    await expect(runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: uuidv7(), userIds }, staff)).rejects.toMatchObject({ message: 'Refeição não encontrada.' });
    await expect(runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: [] }, staff)).rejects.toMatchObject({
      code: 'invalid', message: 'Selecione ao menos uma pessoa.',
    });
    await expect(runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: Array.from({ length: 2001 }, uuidv7) }, staff)).rejects.toMatchObject({
      message: 'No máximo 2000 pessoas por vez.',
    });
    await expect(runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds }, athlete)).rejects.toMatchObject({
      code: 'forbidden', message: 'Você não tem permissão para gerenciar refeições.',
    });
    // Masters pass every permission check.
    await runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds }, { id: uuidv7(), master: true });
    expect(of(w.tx, 'mealusers')).toHaveLength(1);
  });
});

describe('meals.eligibility.remove', () => {
  it('removes listed people; someone not listed is a no-op', async () => {
    const w = await world();
    const ids = w.people.map((p) => p.userId);
    await runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: ids }, staff);
    const { tx, writes } = createOverlay(w.tx);
    await runMutation(tx, ctx, 'meals.eligibility.remove', { mealId: w.meal.id, userIds: [ids[0]!, uuidv7()] }, staff);
    expect(writes()).toEqual([{ collection: 'mealusers', id: mealUserId(w.meal.id, ids[0]!), row: null }]);
    await runMutation(w.tx, ctx, 'meals.eligibility.remove', { mealId: w.meal.id, userIds: [ids[0]!, ids[1]!] }, staff);
    await runMutation(w.tx, ctx, 'meals.eligibility.remove', { mealId: w.meal.id, userIds: [ids[0]!] }, staff);
    expect(of(w.tx, 'mealusers').map((r) => r.user_id)).toEqual([ids[2]]);
    await expect(runMutation(w.tx, ctx, 'meals.eligibility.remove', { mealId: w.meal.id, userIds: [ids[2]!] }, athlete)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('meals.checkin', () => {
  async function listedWorld() {
    const w = await world();
    await runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: [w.people[0]!.userId, w.people[1]!.userId] }, staff);
    return w;
  }

  it('counts the first check-in of a person, stores later ones as duplicates, and records who and where', async () => {
    const w = await listedWorld();
    const person = w.people[0]!.userId;
    const first = checkin(w, person);
    await runMutation(w.tx, ctx, 'meals.checkin', first, staff);
    expect(await w.tx.get('mealcheckins', first.nonce)).toEqual({
      id: first.nonce, meal_id: w.meal.id, user_id: person, at: first.at, device_id: first.deviceId, method: 'qr', status: 'counted', by: staffId,
    });
    // Another device, with an EARLIER clock: still a duplicate (first to reach the server counts).
    const second = checkin(w, person, { at: '2026-11-20T15:00:00.000Z', method: 'manual' });
    await runMutation(w.tx, { ...ctx, userId: uuidv7() }, 'meals.checkin', second, staff);
    expect(await w.tx.get('mealcheckins', second.nonce)).toMatchObject({ status: 'duplicate', method: 'manual' });
    // Someone else is counted on their own.
    const other = checkin(w, w.people[1]!.userId);
    await runMutation(w.tx, ctx, 'meals.checkin', other, staff);
    expect(await w.tx.get('mealcheckins', other.nonce)).toMatchObject({ status: 'counted' });
    expect(of(w.tx, 'mealcheckins')).toHaveLength(3);
  });

  it('is idempotent by nonce: a replay (even with other fields) changes nothing, even after the meal closed', async () => {
    const w = await listedWorld();
    const args = checkin(w, w.people[0]!.userId);
    await runMutation(w.tx, ctx, 'meals.checkin', args, staff);
    const before = structuredClone(of(w.tx, 'mealcheckins'));
    await runMutation(w.tx, ctx, 'meals.checkin', args, staff);
    await runMutation(w.tx, ctx, 'meals.checkin', { ...args, method: 'manual', at: '2026-11-20T12:00:00.000Z' }, staff);
    await w.tx.put('meals', { ...w.meal, status: 'closed' });
    await runMutation(w.tx, ctx, 'meals.checkin', args, staff);
    expect(of(w.tx, 'mealcheckins')).toEqual(before);
  });

  it('refuses a closed or unknown meal and a person not on the list, in pt-BR, before any write', async () => {
    const w = await listedWorld();
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[2]!.userId), staff)).rejects.toMatchObject({
      code: 'not_eligible', message: NOT_ELIGIBLE_MESSAGE,
    });
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[0]!.userId, { mealId: uuidv7() }), staff)).rejects.toMatchObject({
      code: 'not_found', message: 'Refeição não encontrada.',
    });
    await w.tx.put('meals', { ...w.meal, status: 'closed' });
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[0]!.userId), staff)).rejects.toMatchObject({
      code: 'meal_closed', message: MEAL_CLOSED_MESSAGE,
    });
    expect(MEAL_CLOSED_MESSAGE).toBe('Refeição encerrada: check-in não aceito.');
    expect(of(w.tx, 'mealcheckins')).toHaveLength(0);
  });

  it('refuses users without `meals` and malformed args', async () => {
    const w = await listedWorld();
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[0]!.userId), athlete)).rejects.toMatchObject({
      code: 'forbidden', message: 'Você não tem permissão para gerenciar refeições.',
    });
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[0]!.userId, { at: 'ontem' }), staff)).rejects.toMatchObject({
      code: 'invalid', message: 'Horário inválido.',
    });
    await expect(runMutation(w.tx, ctx, 'meals.checkin', checkin(w, w.people[0]!.userId, { method: 'nfc' }), staff)).rejects.toMatchObject({
      message: 'Forma de registro inválida.',
    });
    expect(of(w.tx, 'mealcheckins')).toHaveLength(0);
  });

  it('treats ids case-insensitively (stored lower case)', async () => {
    const w = await listedWorld();
    const args = checkin(w, w.people[0]!.userId.toUpperCase(), { mealId: w.meal.id.toUpperCase() });
    await runMutation(w.tx, ctx, 'meals.checkin', args, staff);
    expect(of(w.tx, 'mealcheckins')[0]).toMatchObject({ id: args.nonce, user_id: w.people[0]!.userId, meal_id: w.meal.id, status: 'counted' });
  });

  it('are registered as named mutators (no generic put for their collections)', () => {
    expect(findMutator('meals.checkin')).toBeDefined();
    expect(findMutator('meals.eligibility.add')).toBeDefined();
    expect(findMutator('meals.eligibility.remove')).toBeDefined();
    expect(findMutator('mealcheckins.put')).toBeUndefined();
    expect(findMutator('mealusers.delete')).toBeUndefined();
  });
});

// Brasília is UTC-3 (no DST): 11:00 at the venue is 14:00Z.
describe('the meal window of meals.checkin', () => {
  async function listed() {
    const w = await world(2);
    await runMutation(w.tx, ctx, 'meals.eligibility.add', { mealId: w.meal.id, userIds: w.people.map((p) => p.userId) }, staff);
    return w;
  }

  it('refuses a check-in outside the window without a confirmation, in pt-BR, and saves nothing', async () => {
    const w = await listed();
    const late = checkin(w, w.people[0]!.userId, { at: '2026-11-20T06:15:00.000Z' }); // 03:15 at the venue
    await expect(runMutation(w.tx, ctx, 'meals.checkin', late, staff)).rejects.toMatchObject({
      code: 'outside_window', message: 'Fora do horário da refeição (11:00–14:00): confirme o registro fora do horário.',
    });
    expect(of(w.tx, 'mealcheckins')).toHaveLength(0);
  });

  it('accepts a confirmed one and records it as outside the window; an inside one is not marked', async () => {
    const w = await listed();
    const late = checkin(w, w.people[0]!.userId, { at: '2026-11-20T06:15:00.000Z', outsideWindow: true });
    await runMutation(w.tx, ctx, 'meals.checkin', late, staff);
    expect(await w.tx.get('mealcheckins', late.nonce)).toMatchObject({ status: 'counted', outside_window: true });
    const inside = checkin(w, w.people[1]!.userId, { outsideWindow: true });
    await runMutation(w.tx, ctx, 'meals.checkin', inside, staff);
    expect(await w.tx.get('mealcheckins', inside.nonce)).not.toHaveProperty('outside_window');
  });

  it(`allows ${WINDOW_TOLERANCE_MINUTES} minutes before the start and after the end`, () => {
    const lunch = { date: '2026-11-20', starts_at: '11:00', ends_at: '14:00' };
    expect(mealWindow(lunch, '2026-11-20T13:30:00.000Z').inside).toBe(true); // 10:30
    expect(mealWindow(lunch, '2026-11-20T13:29:00.000Z').inside).toBe(false); // 10:29
    expect(mealWindow(lunch, '2026-11-20T17:30:00.000Z').inside).toBe(true); // 14:30
    expect(mealWindow(lunch, '2026-11-20T17:31:00.000Z').inside).toBe(false); // 14:31
    expect(mealWindow(lunch, '2026-11-21T15:00:00.000Z').inside).toBe(false); // 12:00 the next day
    expect(mealWindow(lunch, '2026-11-19T15:00:00.000Z').inside).toBe(false); // 12:00 the day before
    expect(mealWindow(lunch, '2026-11-20T06:15:00.000Z')).toEqual({ inside: false, label: '11:00–14:00' });
  });

  it('handles a meal that crosses midnight', () => {
    const dinner = { date: '2026-11-20', starts_at: '22:00', ends_at: '01:00' };
    expect(mealWindow(dinner, '2026-11-21T01:30:00.000Z').inside).toBe(true); // 22:30 on the meal's date
    expect(mealWindow(dinner, '2026-11-21T03:59:00.000Z').inside).toBe(true); // 00:59 the next day
    expect(mealWindow(dinner, '2026-11-21T04:30:00.000Z').inside).toBe(true); // 01:30, tolerance
    expect(mealWindow(dinner, '2026-11-21T05:00:00.000Z').inside).toBe(false); // 02:00
    expect(mealWindow(dinner, '2026-11-20T03:30:00.000Z').inside).toBe(false); // 00:30 of the meal's own date
    expect(mealWindow(dinner, '2026-11-20T18:00:00.000Z').inside).toBe(false); // 15:00
  });

  it('crosses midnight in the mutator too', async () => {
    const w = await listed();
    await w.tx.put('meals', { ...w.meal, starts_at: '22:00', ends_at: '01:00' });
    const afterMidnight = checkin(w, w.people[0]!.userId, { at: '2026-11-21T03:40:00.000Z' }); // 00:40 the next day
    await runMutation(w.tx, ctx, 'meals.checkin', afterMidnight, staff);
    expect(await w.tx.get('mealcheckins', afterMidnight.nonce)).toMatchObject({ status: 'counted' });
  });
});
