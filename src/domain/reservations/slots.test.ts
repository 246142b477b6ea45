import { describe, expect, it } from 'vitest';
import { daySlots, monthDays, slotTimes } from './slots';
import { isoWeekday, localToInstant, monthDates, shiftMonth } from './zone';

// 2026-12-01 is a Tuesday (ISO 2); 2026-12-06 a Sunday (ISO 7). Brasília is UTC-3 in 2026.
const TUESDAY = '2026-12-01';
const SUNDAY = '2026-12-06';
const BEFORE = new Date('2026-11-01T12:00:00Z');
const schedules = [
  { weekday: 2, opens_at: '19:00', closes_at: '22:00' },
  { weekday: 7, opens_at: '08:00', closes_at: '12:00' },
];

describe('slots of a day', () => {
  it('offers a slot that ends exactly at closing, and none that would run past it', () => {
    const slots = daySlots(TUESDAY, { schedules, gap: { slot_minutes: 60, gap_minutes: 0 }, now: BEFORE });
    expect(slots.map((s) => `${s.start}-${s.end}`)).toEqual(['19:00-20:00', '20:00-21:00', '21:00-22:00']);
    const spaced = daySlots(TUESDAY, { schedules, gap: { slot_minutes: 50, gap_minutes: 15 }, now: BEFORE });
    // 19:00, 20:05, 21:10 (ends 22:00, at closing): kept; a fourth would start at 22:15.
    expect(spaced.map((s) => s.start)).toEqual(['19:00', '20:05', '21:10']);
    const long = daySlots(TUESDAY, { schedules, gap: { slot_minutes: 100, gap_minutes: 0 }, now: BEFORE });
    expect(long.map((s) => `${s.start}-${s.end}`)).toEqual(['19:00-20:40']); // 20:40–22:20 would pass closing
  });

  it('turns local times into instants in Brasília, without a fixed offset', () => {
    const first = daySlots(TUESDAY, { schedules, now: BEFORE })[0]!;
    expect(first.starts_at).toBe('2026-12-01T22:00:00.000Z');
    expect(first.ends_at).toBe('2026-12-01T23:00:00.000Z');
    // Brasília kept daylight saving until 2019: 19:00 on 01/12/2018 was 21:00 UTC.
    expect(new Date(localToInstant('2018-12-01', 19 * 60)).toISOString()).toBe('2018-12-01T21:00:00.000Z');
  });

  it('uses the Sunday hours on a Sunday and none on a day without hours', () => {
    expect(isoWeekday(SUNDAY)).toBe(7);
    expect(daySlots(SUNDAY, { schedules, now: BEFORE }).map((s) => s.start)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(daySlots('2026-12-02', { schedules, now: BEFORE })).toEqual([]);
  });

  it('defaults to 60-minute slots without spacing, and reads several ranges of one weekday', () => {
    const split = [{ weekday: 2, opens_at: '08:00', closes_at: '10:00' }, { weekday: 2, opens_at: '14:00', closes_at: '15:00' }];
    expect(slotTimes(2, split, null)).toEqual([[480, 540], [540, 600], [840, 900]]);
  });

  it('marks a slot blocked when a block covers only half of it, and not when it ends at its start', () => {
    const blocks = [
      { id: 'b1', starts_at: '2026-12-01T22:30:00.000Z', ends_at: '2026-12-01T23:00:00.000Z', reason: 'manutencao' }, // 19:30–20:00
      { id: 'b2', starts_at: '2026-12-01T20:00:00.000Z', ends_at: '2026-12-01T22:00:00.000Z' }, // ends at 19:00
    ];
    const states = daySlots(TUESDAY, { schedules, blocks, now: BEFORE }).map((s) => s.state);
    expect(states).toEqual(['bloqueado', 'livre', 'livre']);
  });

  it('ignores a block of another space, applies a venue-wide one', () => {
    const blocks = [
      { id: 'other', space_id: 'quadra-2', starts_at: '2026-12-01T22:00:00.000Z', ends_at: '2026-12-01T23:00:00.000Z' },
      { id: 'venue', space_id: null, starts_at: '2026-12-02T00:00:00.000Z', ends_at: '2026-12-02T01:00:00.000Z' },
    ];
    const slots = daySlots(TUESDAY, { schedules, blocks, space_id: 'quadra-1', now: BEFORE });
    expect(slots.map((s) => s.state)).toEqual(['livre', 'livre', 'bloqueado']);
    expect(slots[2]?.block_id).toBe('venue');
  });

  it('holds a slot for pending and confirmed bookings only; adjacent ones do not overlap', () => {
    const reservations = [
      { id: 'r1', starts_at: '2026-12-01T22:00:00.000Z', ends_at: '2026-12-01T23:00:00.000Z', status: 'confirmada' },
      { id: 'r2', starts_at: '2026-12-01T23:00:00.000Z', ends_at: '2026-12-02T00:00:00.000Z', status: 'cancelada' },
      { id: 'r3', starts_at: '2026-12-02T00:00:00.000Z', ends_at: '2026-12-02T01:00:00.000Z', status: 'pendente' },
    ];
    const slots = daySlots(TUESDAY, { schedules, reservations, now: BEFORE });
    expect(slots.map((s) => s.state)).toEqual(['reservado', 'livre', 'reservado']);
    expect(slots.map((s) => s.reservation_id)).toEqual(['r1', undefined, 'r3']);
  });

  it('marks slots that already started as past', () => {
    const now = new Date('2026-12-01T22:30:00.000Z'); // 19:30 in Brasília
    expect(daySlots(TUESDAY, { schedules, now }).map((s) => s.state)).toEqual(['passado', 'livre', 'livre']);
  });
});

describe('a month of slots', () => {
  it('counts free, reserved and blocked slots per day', () => {
    const reservations = [{ id: 'r1', starts_at: '2026-12-01T22:00:00.000Z', ends_at: '2026-12-01T23:00:00.000Z', status: 'confirmada' }];
    const blocks = [{ starts_at: '2026-12-06T00:00:00.000Z', ends_at: '2026-12-07T03:00:00.000Z', reason: 'feriado' }]; // all of Sunday the 6th
    const days = monthDays('2026-12', { schedules, reservations, blocks, now: BEFORE });
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ day: TUESDAY, weekday: 2, free: 2, reserved: 1, blocked: 0, total: 3 });
    expect(days[1]).toMatchObject({ day: '2026-12-02', total: 0 });
    expect(days[5]).toMatchObject({ day: SUNDAY, free: 0, blocked: 4, total: 4 });
    expect(days[12]).toMatchObject({ day: '2026-12-13', free: 4, blocked: 0 });
  });

  it('walks months across a year end', () => {
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
