// The public booking page's endpoints and the reservations' clock over the real server: the page
// reads spaces, hours, blocks and busy intervals with no person in them; a visitor books by name,
// CPF and e-mail only where the tenant allows it, under the same rules and quota as everyone; the
// sweep marks no-shows and passes lapsed waitlist offers on.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../src/domain/cpf';
import { RESERVATION_SETTINGS_ID } from '../../src/domain/reservations/rules';
import { offerIdFor } from '../../src/domain/reservations/waitlist';
import { uuidv7 } from '../../src/domain/uuid';
import { sweepReservations } from '../../server/reservations/sweep';
import { expectAllOk, pushAll, seededRow } from './competition-helpers';
import { call, expectFailure, login, MINUTE, testClock, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { pushOk } from './sync-helpers';

// Tuesday 01/12/2026, 09:00 in Brasília.
const clock = testClock(new Date('2026-12-01T12:00:00Z'));
const harness = testServer({ now: clock.now });

let admin: string;
let tenant: string;
let ana: SignedIn;
let bia: SignedIn;
const venue = uuidv7();
const open = uuidv7();
const closed = uuidv7();

const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();
const slot = (day: string, from: string, to: string) => ({ starts_at: at(day, from), ends_at: at(day, to) });
const visitor = (over: object = {}) => ({ id: uuidv7(), space_id: open, name: 'Visitante da Silva', cpf: '529.982.247-25', email: 'visitante@example.com', ...over });
const book = (body: object) => call(harness.app, '/api/v1/public/reservations', { method: 'POST', body });
const settings = (on: boolean) => pushAll(harness.app, admin, [['reservationsettings.put', { id: RESERVATION_SETTINGS_ID, public_cpf_booking: on, weekly_quota_per_cpf: 2 }]]);

async function pushOne(token: string, name: string, args: object) {
  return (await pushOk(harness.app, token, uuidv7(), [{ seq: 1, name, args: args as Record<string, unknown>, at: clock.now().toISOString() }])).results[0]!;
}

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const city = await seededRow(harness.handle.db, 'cities');
  tenant = String((await harness.handle.db.query<{ t: string }>(`SELECT tenant_id::text AS t FROM records WHERE id = $1::uuid`, [city.id]))[0]!.t);
  expectAllOk(await pushAll(harness.app, admin, [
    ['venues.put', { id: venue, name: 'Ginásio Público', city_id: city.id, address: 'Rua das Quadras, 10' }],
    ['spaces.put', { id: open, venue_id: venue, name: 'Quadra Aberta', public_booking: true }],
    ['spaces.put', { id: closed, venue_id: venue, name: 'Quadra Interna', public_booking: false }],
    ['spacegaps.put', { id: uuidv7(), space_id: open, slot_minutes: 60, gap_minutes: 0 }],
    ...[open, closed].flatMap((space) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ['spaceschedules.put', { id: uuidv7(), space_id: space, weekday, opens_at: '07:00', closes_at: '22:00' }] as const)),
  ]));
  ana = await newAccount(harness.handle.db, harness.app, tenant, 'ana', 'Ana Reserva', 61_000_000);
  bia = await newAccount(harness.handle.db, harness.app, tenant, 'bia', 'Bia Espera', 62_000_000);
}, 180_000);

describe('POST /public/reservations', () => {
  it('is refused while the tenant has not turned public CPF booking on', async () => {
    expectAllOk(await settings(false));
    const res = await book(visitor(slot('2026-12-02', '19:00', '20:00')));
    expectFailure(res, 403);
    expect(res.json.message).toBe('Esta federação não aceita reservas sem conta: entre com sua conta para reservar.');
  });

  it('books by name, CPF and e-mail; then the same slot, a bad CPF, a closed space and the quota are refused in pt-BR', async () => {
    expectAllOk(await settings(true));
    const first = visitor(slot('2026-12-02', '19:00', '20:00'));
    const res = await book(first);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: 'Reserva confirmada: Quadra Aberta, 19:00–20:00 de 02/12.', reservation: { id: first.id, status: 'confirmada', venue_id: venue } });
    expect(await storedData(harness.handle.db, 'reservations', first.id)).toMatchObject({ source: 'public', cpf: '52998224725', user_id: null, name: 'Visitante da Silva' });

    const again = await book(visitor({ ...slot('2026-12-02', '19:30', '20:30'), cpf: cpfFromBase('700000001') }));
    expectFailure(again, 409);
    expect(again.json.message).toBe('Horário já reservado: Quadra Aberta, 19:30–20:30 de 02/12.');

    const badCpf = await book(visitor({ ...slot('2026-12-02', '08:00', '09:00'), cpf: '529.982.247-26' }));
    expectFailure(badCpf, 422);
    expect(badCpf.json.errors).toEqual({ cpf: 'CPF inválido.' });

    const inside = await book(visitor({ ...slot('2026-12-02', '08:00', '09:00'), space_id: closed }));
    expectFailure(inside, 403);
    expect(inside.json.message).toBe('Este espaço não aceita reservas pela página pública.');

    expect((await book(visitor(slot('2026-12-03', '08:00', '09:00')))).status).toBe(200);
    const third = await book(visitor(slot('2026-12-04', '08:00', '09:00')));
    expectFailure(third, 409);
    expect(third.json.message).toBe('Limite de 2 reservas por semana para este CPF: próxima possível a partir de 07/12/2026.');
    expect((await book(visitor(slot('2026-12-08', '08:00', '09:00')))).status).toBe(200);
  });
});

describe('GET /public/reservations', () => {
  it('lists the public spaces with hours, slot rule, blocks and busy intervals, and no person', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['reservationblocks.put', { id: uuidv7(), venue_id: venue, reason: 'feriado', ...slot('2026-12-25', '07:00', '22:00') }]]));
    const res = await call(harness.app, '/api/v1/public/reservations');
    expect(res.status, res.text).toBe(200);
    expect(res.json.public_cpf_booking).toBe(true);
    const space = res.json.spaces.find((s: { id: string }) => s.id === open);
    expect(res.json.spaces.some((s: { id: string }) => s.id === closed)).toBe(false);
    expect(res.json.venues.find((v: { id: string }) => v.id === venue)).toMatchObject({ name: 'Ginásio Público', address: 'Rua das Quadras, 10' });
    expect(space.schedules).toHaveLength(7);
    expect(space.gap).toEqual({ slot_minutes: 60, gap_minutes: 0 });
    expect(space.blocks).toEqual([{ reason: 'feriado', ...slot('2026-12-25', '07:00', '22:00') }]);
    expect(space.busy).toContainEqual(slot('2026-12-02', '19:00', '20:00'));
    expect(res.text).not.toContain('52998224725');
    expect(res.text).not.toContain('Visitante');
    // Kept for the same tenant version: a 304 for the same ETag.
    const again = await call(harness.app, '/api/v1/public/reservations', { headers: { 'If-None-Match': String(res.headers.get('etag')) } });
    expect(again.status).toBe(304);
  });
});

describe('the reservations\' clock (server sweep)', () => {
  it('a cancellation offers the slot to the wait; an offer not confirmed in time passes to the next; a no-show frees the slot', async () => {
    const tomorrow = slot('2026-12-02', '10:00', '11:00');
    const first = uuidv7();
    expect((await pushOne(ana.token, 'reservations.put', { id: first, space_id: open, ...tomorrow })).ok).toBe(true);
    // A free slot is booked, not waited for.
    expect(await pushOne(bia.token, 'reservationwaits.join', { id: uuidv7(), space_id: open, ...slot('2026-12-02', '11:00', '12:00') }))
      .toMatchObject({ ok: false, message: 'Horário livre: faça a reserva em vez de entrar na lista de espera.' });
    const [biaWait, staffWait] = [uuidv7(), uuidv7()];
    expect((await pushOne(bia.token, 'reservationwaits.join', { id: biaWait, space_id: open, ...tomorrow })).ok).toBe(true);
    clock.advance(MINUTE);
    expect((await pushOne(admin, 'reservationwaits.join', { id: staffWait, space_id: open, ...tomorrow, name: 'Carla Balcão', cpf: cpfFromBase('700000002') })).ok).toBe(true);
    expect((await pushOne(ana.token, 'reservations.cancel', { id: first })).ok).toBe(true);
    expect(await storedData(harness.handle.db, 'reservations', offerIdFor(biaWait))).toMatchObject({ status: 'pendente', user_id: bia.id });
    expect(await storedData(harness.handle.db, 'reservationwaits', biaWait)).toMatchObject({ status: 'oferecida' });

    // 12 hours later the offer has lapsed: the sweep cancels it and offers the slot to Carla.
    clock.advance(12 * 60 * MINUTE + MINUTE);
    expect(await sweepReservations(harness.handle.db, clock.now())).toMatchObject({ expiredOffers: 1 });
    expect(await storedData(harness.handle.db, 'reservations', offerIdFor(biaWait))).toMatchObject({ status: 'cancelada' });
    expect(await storedData(harness.handle.db, 'reservationwaits', biaWait)).toMatchObject({ status: 'expirada' });
    expect(await storedData(harness.handle.db, 'reservations', offerIdFor(staffWait))).toMatchObject({ status: 'pendente', name: 'Carla Balcão' });
    expect((await pushOne(admin, 'reservations.confirm', { id: offerIdFor(staffWait) })).ok).toBe(true);
    expect(await storedData(harness.handle.db, 'reservationwaits', staffWait)).toMatchObject({ status: 'atendida' });

    // Nobody checks Carla in: 15 minutes after 10:00 she did not show up.
    clock.advance(new Date(at('2026-12-02', '10:14')).getTime() - clock.now().getTime());
    await sweepReservations(harness.handle.db, clock.now());
    expect(await storedData(harness.handle.db, 'reservations', offerIdFor(staffWait))).toMatchObject({ status: 'confirmada' });
    clock.advance(MINUTE);
    expect(await sweepReservations(harness.handle.db, clock.now())).toMatchObject({ noShows: expect.any(Number) });
    expect(await storedData(harness.handle.db, 'reservations', offerIdFor(staffWait))).toMatchObject({ status: 'nao_compareceu' });
    // The rest of the hour is free again for anyone.
    expect((await pushOne(ana.token, 'reservations.put', { id: uuidv7(), space_id: open, ...slot('2026-12-02', '10:30', '11:00') })).ok).toBe(true);
  }, 60_000);

  it('90 days after the slot, the booker\'s name, CPF and e-mail are gone; the slot stays', async () => {
    const booked = visitor(slot('2026-12-09', '08:00', '09:00'));
    expect((await book(booked)).status).toBe(200);
    clock.advance(new Date(at('2026-12-09', '09:00')).getTime() + 90 * 24 * 60 * MINUTE - clock.now().getTime() - MINUTE);
    await sweepReservations(harness.handle.db, clock.now());
    expect(await storedData(harness.handle.db, 'reservations', booked.id)).toMatchObject({ name: 'Visitante da Silva' });
    clock.advance(2 * MINUTE);
    expect((await sweepReservations(harness.handle.db, clock.now())).scrubbed).toBeGreaterThanOrEqual(1);
    expect(await storedData(harness.handle.db, 'reservations', booked.id)).toMatchObject({
      name: null, cpf: null, email: null, ...slot('2026-12-09', '08:00', '09:00'), space_id: open,
    });
  });
});
