// A space's bookable slots, computed from its opening hours, slot length and spacing, the closures
// and the live reservations. Pure and server-safe: the screens paint it, the server may check a
// booking against it. Every range is half-open [start, end): 19:00–20:00 ends where 20:00–21:00 starts.
import { clockMinutes, isoWeekday, localToInstant, minutesClock, monthDates } from './zone';

export type SlotState = 'livre' | 'reservado' | 'bloqueado' | 'passado';

export interface ScheduleRow { weekday: number; opens_at: string; closes_at: string; space_id?: string }
export interface GapRow { slot_minutes: number; gap_minutes: number }
export interface BlockRow { id?: string; starts_at: string; ends_at: string; space_id?: string | null; reason?: string }
export interface ReservationRow { id: string; starts_at: string; ends_at: string; status: string; space_id?: string }

export interface SlotInput {
  schedules: readonly ScheduleRow[];
  gap?: GapRow | null;
  blocks?: readonly BlockRow[];
  reservations?: readonly ReservationRow[];
  /** When given, blocks of another space are ignored (a block without space_id closes every space). */
  space_id?: string;
  /** "Now", for the past slots; the current instant by default. */
  now?: Date;
}

export interface Slot {
  day: string;
  start: string; // 'HH:MM' local
  end: string;
  starts_at: string; // ISO instant (UTC)
  ends_at: string;
  state: SlotState;
  reservation_id?: string;
  block_id?: string;
  block_reason?: string;
}

export interface DayCounts { day: string; weekday: number; free: number; reserved: number; blocked: number; past: number; total: number }

/** Statuses that hold a slot: a cancelled booking or a no-show frees it. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['pendente', 'confirmada']);

export const DEFAULT_SLOT_MINUTES = 60;
export const DEFAULT_GAP_MINUTES = 0;

interface Range { from: number; to: number; id?: string; reason?: string }

function blockRanges(input: SlotInput): Range[] {
  return (input.blocks ?? [])
    .filter((b) => input.space_id === undefined || !b.space_id || b.space_id === input.space_id)
    .map((b) => ({ from: Date.parse(b.starts_at), to: Date.parse(b.ends_at), id: b.id, reason: b.reason }));
}

function reservationRanges(input: SlotInput): Range[] {
  return (input.reservations ?? [])
    .filter((r) => LIVE_STATUSES.has(r.status) && (input.space_id === undefined || !r.space_id || r.space_id === input.space_id))
    .map((r) => ({ from: Date.parse(r.starts_at), to: Date.parse(r.ends_at), id: r.id }));
}

const overlapping = (ranges: Range[], from: number, to: number) => ranges.find((r) => r.from < to && from < r.to);

/** The local [start, end) minutes of each slot of a weekday, in order. */
export function slotTimes(weekday: number, schedules: readonly ScheduleRow[], gap?: GapRow | null): Array<[number, number]> {
  const length = gap && gap.slot_minutes > 0 ? gap.slot_minutes : DEFAULT_SLOT_MINUTES;
  const spacing = gap && gap.gap_minutes >= 0 ? gap.gap_minutes : DEFAULT_GAP_MINUTES;
  const out: Array<[number, number]> = [];
  for (const s of schedules) {
    if (s.weekday !== weekday) continue;
    const opens = clockMinutes(s.opens_at);
    const closes = clockMinutes(s.closes_at, true);
    if (!(opens < closes)) continue;
    // A slot that would run past closing is not offered; one ending exactly at closing is.
    for (let start = opens; start + length <= closes; start += length + spacing) out.push([start, start + length]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function slotsOf(day: string, input: SlotInput, blocks: Range[], reservations: Range[], nowMs: number): Slot[] {
  const times = slotTimes(isoWeekday(day), input.schedules, input.gap);
  if (times.length === 0) return [];
  // Most days keep one offset from midnight to midnight: then two zone look-ups serve every slot.
  const midnight = localToInstant(day, 0);
  const steady = localToInstant(day, 1440) - midnight === 1440 * 60_000;
  const at = (minutes: number) => (steady ? midnight + minutes * 60_000 : localToInstant(day, minutes));
  return times.map(([a, b]) => {
    const from = at(a);
    const to = at(b);
    const slot: Slot = { day, start: minutesClock(a), end: minutesClock(b), starts_at: new Date(from).toISOString(), ends_at: new Date(to).toISOString(), state: 'livre' };
    // A booking wins over a closure laid on top of it: the admin still has to cancel it with a notice.
    const booked = overlapping(reservations, from, to);
    const block = booked ? undefined : overlapping(blocks, from, to);
    if (booked) { slot.state = 'reservado'; slot.reservation_id = booked.id; }
    else if (block) { slot.state = 'bloqueado'; slot.block_id = block.id; slot.block_reason = block.reason; }
    else if (from < nowMs) slot.state = 'passado';
    return slot;
  });
}

/** The slots of a space on a calendar date 'YYYY-MM-DD' (Brasília), each with its state. */
export function daySlots(day: string, input: SlotInput): Slot[] {
  return slotsOf(day, input, blockRanges(input), reservationRanges(input), (input.now ?? new Date()).getTime());
}

/** Per date of a month 'YYYY-MM': how many slots are free, reserved, blocked and past. */
export function monthDays(month: string, input: SlotInput): DayCounts[] {
  const blocks = blockRanges(input);
  const reservations = reservationRanges(input);
  const nowMs = (input.now ?? new Date()).getTime();
  return monthDates(month).map((day) => {
    const counts: DayCounts = { day, weekday: isoWeekday(day), free: 0, reserved: 0, blocked: 0, past: 0, total: 0 };
    for (const slot of slotsOf(day, input, blocks, reservations, nowMs)) {
      counts.total += 1;
      if (slot.state === 'livre') counts.free += 1;
      else if (slot.state === 'reservado') counts.reserved += 1;
      else if (slot.state === 'bloqueado') counts.blocked += 1;
      else counts.past += 1;
    }
    return counts;
  });
}
