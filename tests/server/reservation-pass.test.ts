// The reservation's pass signed by the real server: the tenant's current key, verified with the
// public keys every device holds; kept while it states the row, re-signed when the booking moves or
// the key rotates; none for a cancelled booking.
import { beforeAll, describe, expect, it } from 'vitest';
import { readReservation, verifyReservation } from '../../src/domain/credential/index';
import { uuidv7 } from '../../src/domain/uuid';
import { cpfFromBase } from '../../src/domain/cpf';
import { issueReservationCredential, listKeys, publicKeyRecords, rotateKeys, type TenantRef } from '../../server/credentials/index';
import { sqlTx } from '../../server/sync/sql-tx';
import { call, expectFailure, login, testClock, testServer } from './helpers';
import { expectAllOk, pushAll, seededRow } from './competition-helpers';
import { storedData } from './record-helpers';
import { RESERVATION_SETTINGS_ID } from '../../src/domain/reservations/rules';

const clock = testClock(new Date('2026-12-01T12:00:00Z'));
const harness = testServer({ now: clock.now });
const tenants: Record<string, TenantRef> = {};

beforeAll(async () => {
  const rows = await harness.handle.db.query<{ id: string; code: string }>('SELECT id::text AS id, code FROM tenants');
  for (const r of rows) tenants[r.code] = { id: r.id, code: r.code };
});

const keysOf = async (code: string) => publicKeyRecords(await listKeys(harness.handle.db, tenants[code]!.id));
const row = () => ({
  id: uuidv7(), space_id: uuidv7(), starts_at: '2026-12-01T19:00:00.000Z', ends_at: '2026-12-01T20:00:00.000Z', status: 'confirmada',
});

describe('issueReservationCredential', () => {
  it('signs with the tenant key: verifies on a device of the tenant, not on another tenant’s', async () => {
    const booking = row();
    const text = await issueReservationCredential(harness.handle.db, tenants.demo!, booking, clock.now());
    expect(text).toMatch(/^FR1:/);
    const ok = await verifyReservation(text!, { tenantId: 'demo', keys: await keysOf('demo'), now: clock.now() });
    expect(ok).toMatchObject({ ok: true, claims: { reservationId: booking.id, spaceId: booking.space_id, startsAt: booking.starts_at, endsAt: booking.ends_at } });
    expect(await verifyReservation(text!, { tenantId: 'outra', keys: await keysOf('outra'), now: clock.now() })).toMatchObject({ ok: false, reason: 'other-tenant' });
  });

  it('keeps a pass that still states the row; re-signs a moved booking and after a rotation; none when cancelled', async () => {
    const db = harness.handle.db;
    const booking = row();
    const first = await issueReservationCredential(db, tenants.demo!, booking, clock.now());
    expect(await issueReservationCredential(db, tenants.demo!, { ...booking, credential: first, status: 'pendente' }, clock.now())).toBe(first);
    const moved = await issueReservationCredential(db, tenants.demo!, { ...booking, credential: first, starts_at: '2026-12-01T20:00:00.000Z', ends_at: '2026-12-01T21:00:00.000Z' }, clock.now());
    expect(readReservation(moved!)?.startsAt).toBe('2026-12-01T20:00:00.000Z');
    expect(await issueReservationCredential(db, tenants.demo!, { ...booking, credential: first, status: 'cancelada' }, clock.now())).toBeNull();

    const { current } = await rotateKeys(db, tenants.demo!.id, clock.now());
    const renewed = await issueReservationCredential(db, tenants.demo!, { ...booking, credential: first }, clock.now());
    expect(readReservation(renewed!)?.kid).toBe(current.kid);
    // The old pass still verifies (a retired key vouches for what it signed) until the booking ends.
    expect(await verifyReservation(first!, { tenantId: 'demo', keys: await keysOf('demo'), now: clock.now() })).toMatchObject({ ok: true });
  });
});

describe('POST /my/reservations/credentials', () => {
  it('signs the caller’s live bookings, not a cancelled or ended one nor anyone else’s; the pass reaches the row', async () => {
    const db = harness.handle.db;
    const athlete = await login(harness.app, 'atleta@demo.test');
    const other = await login(harness.app, 'staff@demo.test');
    const mine = { ...row(), venue_id: uuidv7(), user_id: athlete.result.id };
    const cancelled = { ...row(), venue_id: uuidv7(), user_id: athlete.result.id, status: 'cancelada' };
    const ended = { ...row(), venue_id: uuidv7(), user_id: athlete.result.id, starts_at: '2026-11-30T19:00:00.000Z', ends_at: '2026-11-30T20:00:00.000Z' };
    const theirs = { ...row(), venue_id: uuidv7(), user_id: other.result.id };
    await db.tx(async (tx) => {
      const writer = sqlTx(tx, tenants.demo!.id, clock.now());
      for (const r of [mine, cancelled, ended, theirs]) await writer.put('reservations', r);
    });

    const res = await call(harness.app, '/api/v1/my/reservations/credentials', { method: 'POST', token: athlete.token, body: {} });
    expect(res.status, res.text).toBe(200);
    const answered = res.json.reservations as { id: string; credential?: string }[];
    expect(answered.map((r) => r.id)).toEqual([mine.id]);
    expect(await verifyReservation(answered[0]!.credential!, { tenantId: 'demo', keys: await keysOf('demo'), now: clock.now() })).toMatchObject({ ok: true, claims: { reservationId: mine.id } });
    const stored = async (id: string) => (await db.query<{ data: { credential?: string } }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'reservations' AND id = $2`, [tenants.demo!.id, id]))[0]!.data;
    expect((await stored(mine.id)).credential).toBe(answered[0]!.credential);
    for (const r of [cancelled, ended, theirs]) expect((await stored(r.id)).credential).toBeUndefined();

    // Asked again: the same pass, not a new one.
    const again = await call(harness.app, '/api/v1/my/reservations/credentials', { method: 'POST', token: athlete.token, body: {} });
    expect(again.json.reservations[0].credential).toBe(answered[0]!.credential);
  });

  it('refuses without a session, with fields, and any method but POST', async () => {
    const athlete = await login(harness.app, 'atleta@demo.test');
    expectFailure(await call(harness.app, '/api/v1/my/reservations/credentials', { method: 'POST', body: {} }), 401);
    expectFailure(await call(harness.app, '/api/v1/my/reservations/credentials', { method: 'POST', token: athlete.token, body: { id: 'x' } }), 422);
    expectFailure(await call(harness.app, '/api/v1/my/reservations/credentials', { method: 'GET', token: athlete.token }), 405);
  });
});

describe('the push and the public booking sign a booking they accept', () => {
  it('reservations.put stores the pass with the row; a cancellation removes it', async () => {
    const db = harness.handle.db;
    const admin = (await login(harness.app, 'admin@demo.test')).token;
    const athlete = (await login(harness.app, 'atleta@demo.test')).token;
    const city = await seededRow(db, 'cities');
    const venue = uuidv7();
    const space = uuidv7();
    expectAllOk(await pushAll(harness.app, admin, [
      ['venues.put', { id: venue, name: 'Ginásio do Passe', city_id: city.id }],
      ['spaces.put', { id: space, venue_id: venue, name: 'Quadra do Passe', public_booking: true }],
      ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ['spaceschedules.put', { id: uuidv7(), space_id: space, weekday, opens_at: '07:00', closes_at: '22:00' }] as const),
      // The demo's own bookings of the athlete this week would meet the weekly quota.
      ['reservationsettings.put', { id: RESERVATION_SETTINGS_ID, weekly_quota_per_cpf: 0, public_cpf_booking: true }],
    ]));
    const id = uuidv7();
    const booking = { id, space_id: space, starts_at: '2026-12-02T22:00:00.000Z', ends_at: '2026-12-02T23:00:00.000Z' };
    expectAllOk(await pushAll(harness.app, athlete, [['reservations.put', booking]]));
    const stored = await storedData(db, 'reservations', id);
    expect(await verifyReservation(String(stored?.credential), { tenantId: 'demo', keys: await keysOf('demo'), now: clock.now() }))
      .toMatchObject({ ok: true, claims: { reservationId: id, spaceId: space, startsAt: booking.starts_at, endsAt: booking.ends_at } });

    expectAllOk(await pushAll(harness.app, athlete, [['reservations.cancel', { id }]]));
    expect(await storedData(db, 'reservations', id)).toMatchObject({ status: 'cancelada' });
    expect((await storedData(db, 'reservations', id))?.credential).toBeUndefined();

    // A visitor's booking on the public page: its answer carries the pass the row holds.
    const visitor = uuidv7();
    const answer = await call(harness.app, '/api/v1/public/reservations', {
      method: 'POST', body: { id: visitor, space_id: space, starts_at: '2026-12-03T22:00:00.000Z', ends_at: '2026-12-03T23:00:00.000Z', name: 'Visitante', cpf: cpfFromBase('987654321'), email: 'v@example.com' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.reservation.credential).toBe((await storedData(db, 'reservations', visitor))?.credential);
    expect(await verifyReservation(answer.json.reservation.credential, { tenantId: 'demo', keys: await keysOf('demo'), now: clock.now() })).toMatchObject({ ok: true });
  }, 60_000);
});
