import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { memoryTx } from '../competitions/competition-fixture';
import { runMutation, type StoredRow } from '../mutators/index';
import { uuidv7 } from '../uuid';
import { checkQuota, reservationsHitByBlock } from './rules';
import { isoWeekOf, slotLabel, brasiliaTime } from './time';
import { sweepReservation } from './reservations';
import { offerIdFor } from './waitlist';

const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();

describe('the ISO week in Brasília', () => {
  it('runs Monday 00:00 to Sunday 23:59 Brasília time, whatever the UTC date says', () => {
    // Sunday 06/12 23:59 in Brasília is Monday 02:59 UTC: still the week of 30/11.
    expect(isoWeekOf(at('2026-12-06', '23:59')).monday).toBe('2026-11-30');
    expect(isoWeekOf(at('2026-12-07', '00:00')).monday).toBe('2026-12-07');
    // Monday 30/11 00:30 in Brasília is Monday 03:30 UTC; Sunday 29/11 22:00 is Monday 01:00 UTC.
    expect(isoWeekOf(at('2026-11-30', '00:30')).monday).toBe('2026-11-30');
    expect(isoWeekOf(at('2026-11-29', '22:00')).monday).toBe('2026-11-23');
    // Across a year's end: 31/12/2026 is a Thursday.
    expect(isoWeekOf(at('2026-12-31', '12:00'))).toMatchObject({ monday: '2026-12-28', nextMonday: '2027-01-04' });
  });

  it('names weekdays ISO-style and labels slots in Brasília time', () => {
    expect(brasiliaTime(at('2026-12-06', '08:00')).weekday).toBe(7);
    expect(brasiliaTime(at('2026-12-07', '08:00')).weekday).toBe(1);
    expect(slotLabel(at('2026-12-01', '19:00'), at('2026-12-01', '20:00'))).toBe('19:00–20:00 de 01/12');
    expect(slotLabel(at('2026-12-01', '23:00'), at('2026-12-02', '00:00'))).toBe('23:00–24:00 de 01/12');
  });
});

describe('the per-CPF quota', () => {
  const cpf = cpfFromBase('555000111');
  const live = (day: string, status = 'confirmada') => ({ id: uuidv7(), cpf, status, starts_at: at(day, '08:00'), ends_at: at(day, '09:00'), space_id: uuidv7() });
  // The server's capability: it counts every reservation of the CPF.
  const serverTx = (rows: StoredRow[]) => Object.assign(memoryTx(rows.map((r) => [`reservations/${r.id}`, r] as const)), { ownerIdInUse: async () => true });

  it('counts live reservations of the CPF in the week, Sunday night included, Monday excluded', async () => {
    const tx = serverTx([live('2026-11-30'), live('2026-12-06')]);
    // Sunday 06/12 23:00 still counts into the full week: refused.
    await expect(checkQuota(tx, cpf, null, at('2026-12-06', '23:00'), 2)).rejects.toThrow('Limite de 2 reservas por semana para este CPF: próxima possível a partir de 07/12/2026.');
    await expect(checkQuota(tx, cpf, null, at('2026-12-07', '00:00'), 2)).resolves.toBeUndefined();
  });

  it('does not count cancelled or no-show reservations; 0 means no limit', async () => {
    const tx = serverTx([live('2026-12-01', 'cancelada'), live('2026-12-02', 'nao_compareceu'), live('2026-12-03')]);
    await expect(checkQuota(tx, cpf, null, at('2026-12-04', '10:00'), 2)).resolves.toBeUndefined();
    await expect(checkQuota(serverTx([live('2026-12-01'), live('2026-12-02')]), cpf, null, at('2026-12-03', '10:00'), 0)).resolves.toBeUndefined();
    await expect(checkQuota(serverTx([live('2026-12-01')]), cpf, null, at('2026-12-03', '10:00'), 1))
      .rejects.toThrow('Limite de 1 reserva por semana para este CPF: próxima possível a partir de 07/12/2026.');
  });
});

/** A space open every day 07:00–22:00, a staff member and two people. */
function world(now: string) {
  const tx = memoryTx();
  const venue = { id: uuidv7(), name: 'Ginásio', city_id: uuidv7() };
  const space = { id: uuidv7(), venue_id: venue.id, name: 'Quadra 1' };
  void tx.put('venues', venue);
  void tx.put('spaces', space);
  for (let weekday = 1; weekday <= 7; weekday++) void tx.put('spaceschedules', { id: uuidv7(), space_id: space.id, weekday, opens_at: '07:00', closes_at: '22:00' });
  const staff = { id: uuidv7(), permissions_names: ['reservations'] };
  const ana = { id: uuidv7(), permissions_names: [] as string[] };
  const bia = { id: uuidv7(), permissions_names: [] as string[] };
  const run = (who: { id: string; permissions_names: string[] }, name: string, args: object, when = now) =>
    runMutation(tx, { userId: who.id, tenantId: 't', now: when, viewer: who }, name, args, who);
  return { tx, venue, space, staff, ana, bia, run };
}

describe('the waitlist and the gate', () => {
  const now = at('2026-12-01', '10:00');
  const slot = { starts_at: at('2026-12-01', '19:00'), ends_at: at('2026-12-01', '20:00') };

  it('a cancelled slot is offered to the oldest wait as pendente; confirming it makes it confirmada', async () => {
    const w = world(now);
    const first = uuidv7();
    await w.run(w.ana, 'reservations.put', { id: first, space_id: w.space.id, ...slot });
    const wait = uuidv7();
    await w.run(w.bia, 'reservationwaits.join', { id: wait, space_id: w.space.id, ...slot });
    await w.run(w.ana, 'reservations.cancel', { id: first });
    const offer = await w.tx.get('reservations', offerIdFor(wait));
    // 12 hours to answer, but never past the slot's start.
    expect(offer).toMatchObject({ status: 'pendente', user_id: w.bia.id, wait_id: wait, offered_until: at('2026-12-01', '19:00') });
    expect(await w.tx.get('reservationwaits', wait)).toMatchObject({ status: 'oferecida', reservation_id: offer!.id });
    await w.run(w.bia, 'reservations.confirm', { id: offer!.id });
    expect(await w.tx.get('reservations', offer!.id)).toMatchObject({ status: 'confirmada' });
    expect(await w.tx.get('reservationwaits', wait)).toMatchObject({ status: 'atendida' });
  });

  it('an offer not confirmed in time is cancelled and offered to the next wait', async () => {
    const w = world(now);
    const tomorrow = { starts_at: at('2026-12-02', '19:00'), ends_at: at('2026-12-02', '20:00') };
    const first = uuidv7();
    await w.run(w.ana, 'reservations.put', { id: first, space_id: w.space.id, ...tomorrow });
    const [one, two] = [uuidv7(), uuidv7()];
    await w.run(w.bia, 'reservationwaits.join', { id: one, space_id: w.space.id, ...tomorrow });
    await w.run(w.staff, 'reservationwaits.join', { id: two, space_id: w.space.id, ...tomorrow, name: 'Carla', cpf: cpfFromBase('555000222') }, at('2026-12-01', '10:05'));
    await w.run(w.ana, 'reservations.cancel', { id: first });
    const offer = (await w.tx.get('reservations', offerIdFor(one)))!;
    expect(offer.offered_until).toBe(at('2026-12-01', '22:00'));
    const later = at('2026-12-01', '22:01');
    await expect(w.run(w.bia, 'reservations.confirm', { id: offer.id }, later)).rejects.toThrow('Oferta expirada em 01/12/2026');
    expect(await sweepReservation(w.tx, { now: later }, offer, 15)).toBe('expired');
    expect(await w.tx.get('reservations', offer.id)).toMatchObject({ status: 'cancelada' });
    expect(await w.tx.get('reservationwaits', one)).toMatchObject({ status: 'expirada' });
    expect(await w.tx.get('reservations', offerIdFor(two))).toMatchObject({ status: 'pendente', name: 'Carla', offered_until: at('2026-12-02', '10:01') });
  });

  it('no check-in 15 minutes after the start: não compareceu, and the rest of the slot goes to the wait', async () => {
    const w = world(now);
    const first = uuidv7();
    const soon = { starts_at: at('2026-12-01', '11:00'), ends_at: at('2026-12-01', '12:00') };
    await w.run(w.ana, 'reservations.put', { id: first, space_id: w.space.id, ...soon });
    const wait = uuidv7();
    await w.run(w.bia, 'reservationwaits.join', { id: wait, space_id: w.space.id, ...soon });
    const row = (await w.tx.get('reservations', first))!;
    expect(await sweepReservation(w.tx, { now: at('2026-12-01', '11:14') }, row, 15)).toBeNull();
    expect(await sweepReservation(w.tx, { now: at('2026-12-01', '11:15') }, row, 15)).toBe('no_show');
    expect(await w.tx.get('reservations', first)).toMatchObject({ status: 'nao_compareceu' });
    expect(await w.tx.get('reservations', offerIdFor(wait))).toMatchObject({ status: 'pendente', user_id: w.bia.id, offered_until: at('2026-12-01', '12:00') });
    // The offer is not a no-show while it is open; confirmed at 11:20, it has 15 minutes from then.
    const offer = (await w.tx.get('reservations', offerIdFor(wait)))!;
    expect(await sweepReservation(w.tx, { now: at('2026-12-01', '11:31') }, offer, 15)).toBeNull();
    await w.run(w.bia, 'reservations.confirm', { id: offer.id }, at('2026-12-01', '11:20'));
    const confirmed = (await w.tx.get('reservations', offer.id))!;
    expect(await sweepReservation(w.tx, { now: at('2026-12-01', '11:34') }, confirmed, 15)).toBeNull();
    expect(await sweepReservation(w.tx, { now: at('2026-12-01', '11:35') }, confirmed, 15)).toBe('no_show');
  });

  it('check-in: first wins, a repeat changes nothing; refused when cancelled or not today', async () => {
    const w = world(now);
    const id = uuidv7();
    await w.run(w.ana, 'reservations.put', { id, space_id: w.space.id, ...slot });
    await expect(w.run(w.ana, 'reservations.checkin', { id })).rejects.toThrow('Só a equipe de reservas registra a entrada.');
    await expect(w.run(w.staff, 'reservations.checkin', { id, at: at('2026-11-30', '19:00') })).rejects.toThrow('Reserva não é de hoje: é de 01/12/2026.');
    await w.run(w.staff, 'reservations.checkin', { id, at: at('2026-12-01', '18:55') });
    const first = await w.tx.get('reservations', id);
    expect(first).toMatchObject({ checked_in_at: at('2026-12-01', '18:55'), checked_in_by: w.staff.id });
    await w.run(w.staff, 'reservations.checkin', { id, at: at('2026-12-01', '19:05') });
    expect(await w.tx.get('reservations', id)).toEqual(first);
    const other = uuidv7();
    await w.run(w.ana, 'reservations.put', { id: other, space_id: w.space.id, starts_at: at('2026-12-01', '20:00'), ends_at: at('2026-12-01', '21:00') });
    await w.run(w.ana, 'reservations.cancel', { id: other });
    await expect(w.run(w.staff, 'reservations.checkin', { id: other, at: at('2026-12-01', '19:55') })).rejects.toThrow('Reserva cancelada: check-in não aceito.');
  });

  it('a block over booked slots lists the live reservations it hits; cancel takes the notice', async () => {
    const w = world(now);
    const [a, b] = [uuidv7(), uuidv7()];
    await w.run(w.ana, 'reservations.put', { id: a, space_id: w.space.id, ...slot });
    await w.run(w.bia, 'reservations.put', { id: b, space_id: w.space.id, starts_at: at('2026-12-02', '19:00'), ends_at: at('2026-12-02', '20:00') });
    const block = { id: uuidv7(), venue_id: w.venue.id, starts_at: at('2026-12-01', '00:00'), ends_at: at('2026-12-02', '00:00'), reason: 'manutencao' };
    expect((await reservationsHitByBlock(w.tx, block)).map((r) => r.id)).toEqual([a]);
    await w.run(w.staff, 'reservations.cancel', { id: a, reason: 'Manutenção da quadra.' });
    expect(await w.tx.get('reservations', a)).toMatchObject({ status: 'cancelada', cancel_reason: 'Manutenção da quadra.', cancelled_by: w.staff.id });
    expect(await reservationsHitByBlock(w.tx, block)).toEqual([]);
  });
});
