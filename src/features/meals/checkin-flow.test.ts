import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTenantDb, type TenantDb } from '../../data/tenant-db';
import { mealUserId } from '../../domain/meals/meals-checkin';
import { getResource } from '../../domain/resources/index';
import { withDerived } from '../../domain/resources/search';
import { uuidv7 } from '../../domain/uuid';
import { checkInPerson, getDeviceId, mealCounters } from './checkin-flow';

const STAFF = '0190f0a0-0000-7000-8000-000000000001';
let db: TenantDb;
let counter = 0;
// The test meal is served 11:00-14:00 at the venue (Brasília, UTC-3) on 2026-11-20: "now" is 11:31 there.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T14:31:00.000Z') }));
afterEach(async () => {
  vi.useRealTimers();
  await db?.delete();
});

async function setup(status = 'open') {
  db = openTenantDb(`checkin-${process.pid}-${++counter}`);
  const meal = { id: uuidv7(), name: 'Almoço', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 10, status };
  await db.table('meals').put(withDerived(getResource('meals'), meal));
  const ana = uuidv7();
  const bia = uuidv7();
  for (const [userId, name] of [[ana, 'Ana Souza'], [bia, 'Beatriz Lima']] as const) {
    const row = {
      id: mealUserId(meal.id, userId), meal_id: meal.id, user_id: userId, name, social_name: null, cpf: '52998224725',
      photo_url: 'demo-photos/ana.svg', association_name: 'Clube', added_at: '2026-11-19T00:00:00.000Z',
    };
    await db.rows('mealusers').put(withDerived(getResource('mealusers'), row));
  }
  return { meal, ana, bia };
}

describe('checkInPerson', () => {
  it('checks a listed person in once: green with the snapshot, then amber with the first time', async () => {
    const { meal, ana } = await setup();
    const onMutated = vi.fn();
    const at = '2026-11-20T14:31:00.000Z';
    const first = await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr', at }, { onMutated });
    expect(first).toEqual({
      kind: 'checked-in', at,
      person: { userId: ana, name: 'Ana Souza', socialName: null, photoUrl: 'demo-photos/ana.svg', associationName: 'Clube', cpf: '52998224725' },
    });
    expect(onMutated).toHaveBeenCalledTimes(1);
    const [row] = await db.rows('mealcheckins').toArray();
    expect(row).toMatchObject({ meal_id: meal.id, user_id: ana, at, method: 'qr', status: 'counted', by: STAFF, device_id: getDeviceId() });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'meals.checkin', userId: STAFF, status: 'pending', args: { mealId: meal.id, userId: ana, nonce: row!.id, at, method: 'qr' } });

    const again = await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'manual', at: '2026-11-20T14:45:00.000Z' }, { onMutated });
    expect(again).toMatchObject({ kind: 'already', at, person: { name: 'Ana Souza' } });
    expect(onMutated).toHaveBeenCalledTimes(1);
    expect(await db.rows('mealcheckins').count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('writes a new check-in without reading its row or shadow, and commits once the writes are issued', async () => {
    // The gate's budget under load: each IndexedDB round trip is a hop to the
    // browser's storage process. The check-in row has a fresh id, so nothing is read before writing
    // it, and the transaction commits without waiting for the writes' answers to come back first.
    const { meal, ana } = await setup();
    const shadowReads = vi.spyOn(db.serverRows, 'bulkGet');
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    const at = '2026-11-20T14:31:00.000Z';
    const outcome = await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr', at });
    expect(outcome.kind).toBe('checked-in');
    expect(shadowReads).not.toHaveBeenCalled();
    expect(commit).toHaveBeenCalledTimes(1);
    commit.mockRestore();
    // Committed, shadow included (null: the server has no such row), exactly as before.
    const [row] = await db.rows('mealcheckins').toArray();
    expect(await db.serverRows.get(['mealcheckins', row!.id])).toEqual({ collection: 'mealcheckins', id: row!.id, row: null });
    expect(await db.outbox.count()).toBe(1);
  });

  it('asks before a check-in outside the meal hours (nothing saved), and records a confirmed one as such', async () => {
    const { meal, ana } = await setup();
    const onMutated = vi.fn();
    const at = '2026-11-20T06:15:00.000Z'; // 03:15 at the venue
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr', at }, { onMutated })).toMatchObject({
      kind: 'outside-window', window: '11:00–14:00', person: { name: 'Ana Souza' },
    });
    expect(await db.rows('mealcheckins').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(onMutated).not.toHaveBeenCalled();
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr', at, outsideWindow: true }, { onMutated })).toMatchObject({ kind: 'checked-in' });
    expect(await db.rows('mealcheckins').toArray()).toEqual([expect.objectContaining({ status: 'counted', outside_window: true })]);
    expect((await db.outbox.toArray())[0]!.args).toMatchObject({ outsideWindow: true });
  });

  it('never gives two green screens for simultaneous scans of the same person', async () => {
    const { meal, ana } = await setup();
    const results = await Promise.all([1, 2, 3].map(() => checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr' })));
    expect(results.map((r) => r.kind).sort()).toEqual(['already', 'already', 'checked-in']);
    expect(await db.rows('mealcheckins').count()).toBe(1);
  });

  it('answers the gate refusals as outcomes and writes nothing', async () => {
    const { meal, ana } = await setup();
    const stranger = uuidv7();
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId: stranger, method: 'qr' })).toEqual({ kind: 'not-eligible', userId: stranger });
    expect(await checkInPerson(db, STAFF, { mealId: uuidv7(), userId: ana, method: 'qr' })).toEqual({ kind: 'meal-missing' });
    await db.rows('meals').put(withDerived(getResource('meals'), { ...meal, status: 'closed' }));
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr' })).toEqual({ kind: 'meal-closed' });
    expect(await db.rows('mealcheckins').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a person as already in when the server counted another device’s check-in', async () => {
    const { meal, ana } = await setup();
    // Pulled from the server: the other phone's check-in (counted) and a duplicate.
    const counted = { id: uuidv7(), meal_id: meal.id, user_id: ana, at: '2026-11-20T11:10:00.000Z', device_id: uuidv7(), method: 'qr', status: 'counted', by: uuidv7() };
    const duplicate = { ...counted, id: uuidv7(), at: '2026-11-20T11:05:00.000Z', status: 'duplicate' };
    await db.table('mealcheckins').bulkPut([duplicate, counted]);
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'manual' })).toMatchObject({ kind: 'already', at: counted.at });
  });

  it('refuses malformed input with the mutator’s pt-BR message', async () => {
    const { meal, ana } = await setup();
    await expect(checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr', at: 'agora' })).rejects.toMatchObject({ message: 'Horário inválido.' });
    expect(await db.rows('mealcheckins').count()).toBe(0);
  });
});

describe('mealCounters', () => {
  it('counts the list (M) and the distinct people counted (N), not duplicates', async () => {
    const { meal, ana, bia } = await setup();
    expect(await mealCounters(db, meal.id)).toEqual({ eligible: 2, checkedIn: 0 });
    await checkInPerson(db, STAFF, { mealId: meal.id, userId: ana, method: 'qr' });
    await db.rows('mealcheckins').put({ id: uuidv7(), meal_id: meal.id, user_id: ana, at: '2026-11-20T11:00:00.000Z', device_id: uuidv7(), method: 'qr', status: 'duplicate', by: STAFF });
    expect(await mealCounters(db, meal.id)).toEqual({ eligible: 2, checkedIn: 1 });
    await checkInPerson(db, STAFF, { mealId: meal.id, userId: bia, method: 'manual' });
    expect(await mealCounters(db, meal.id)).toEqual({ eligible: 2, checkedIn: 2 });
    expect(await mealCounters(db, uuidv7())).toEqual({ eligible: 0, checkedIn: 0 });
  });
});

describe('getDeviceId', () => {
  it('is a stable uuid for the page', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(id);
  });
});

describe('checkInPerson during a first download', () => {
  it('sees list rows still waiting in packs', async () => {
    const { addPacks } = await import('../../data/packs');
    db = openTenantDb(`checkin-${process.pid}-${++counter}`);
    const meal = { id: uuidv7(), name: 'Almoço', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 10, status: 'open' };
    const userId = uuidv7();
    const row = { id: mealUserId(meal.id, userId), meal_id: meal.id, user_id: userId, name: 'Ana', social_name: null, cpf: null, photo_url: null, association_name: null, added_at: '2026-11-19T00:00:00.000Z' };
    await db.transaction('rw', db.packs, db.rows('meals'), db.rows('mealusers'), async () => {
      await addPacks(db, 'meals', [{ collection: 'meals', id: meal.id, row: meal }]);
      await addPacks(db, 'mealusers', [{ collection: 'mealusers', id: row.id, row }]);
    });
    expect(await db.rows('mealusers').count()).toBe(0);
    expect(await checkInPerson(db, STAFF, { mealId: meal.id, userId, method: 'qr' })).toMatchObject({ kind: 'checked-in', person: { name: 'Ana' } });
  });
});
