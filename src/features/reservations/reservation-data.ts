// What the reservation screens read from the local replica (live queries): a space with its venue,
// hours, slot length, closures and live bookings over a range, turned into a month's counts or a
// day's slots by the pure computation (src/domain/reservations/slots.ts) that the public pages feed
// from the server's answer instead.
import { useMemo } from 'react';
import { useTenantData } from '../../data/db-context';
import { MIN_KEY, useReplica, type TenantDb } from '../../data/replica';
import type { StoredRow } from '../../domain/mutators/types';
import { daySlots, monthDays, type BlockRow, type DayCounts, type GapRow, type ReservationRow, type ScheduleRow, type Slot } from '../../domain/reservations/slots';
import { localToInstant, monthDates } from '../../domain/reservations/zone';

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface SpaceBook {
  space: StoredRow;
  venue: StoredRow | null;
  schedules: ScheduleRow[];
  gap: GapRow | null;
  blocks: BlockRow[];
  reservations: Array<ReservationRow & StoredRow>;
}

/** The instants that bound a run of calendar dates (Brasília), with a day's margin on each side. */
export function rangeOf(firstDay: string, lastDay: string): { from: string; to: string } {
  return { from: new Date(localToInstant(firstDay, -1440)).toISOString(), to: new Date(localToInstant(lastDay, 2 * 1440)).toISOString() };
}

/** A space and all that decides its slots between two dates; null when the space is not on this device. */
export async function readSpaceBook(db: TenantDb, spaceId: string, firstDay: string, lastDay: string): Promise<SpaceBook | null> {
  const space = spaceId ? await db.rows('spaces').get(spaceId) : undefined;
  if (!space) return null;
  const { from, to } = rangeOf(firstDay, lastDay);
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const [venue, schedules, gap, blocks, reservations] = await Promise.all([
    db.rows('venues').get(str(space.venue_id)),
    db.rows('spaceschedules').where('space_id').equals(spaceId).toArray(),
    db.rows('spacegaps').where('space_id').equals(spaceId).first(),
    db.rows('reservationblocks').where('venue_id').equals(str(space.venue_id)).toArray(),
    // The venue's bookings of the range (its day index, which the gate reads too), then this space's:
    // bounded by time, where the space's own index would read its whole history. The index compares
    // texts: a day's margin on each side covers any offset a row was written with and a booking that
    // began the day before; the slot computation compares real instants.
    // toArray, then filter: Dexie's filter() walks a cursor row by row, toArray is one getAll.
    db.rows('reservations').where('[venue_id+starts_at]').between([str(space.venue_id), from], [str(space.venue_id), to], true, false).toArray(),
  ]);
  return {
    space: space as StoredRow,
    venue: (venue as StoredRow | undefined) ?? null,
    schedules: schedules as unknown as ScheduleRow[],
    gap: (gap as unknown as GapRow | undefined) ?? null,
    // Instants may carry different offsets: compared as times, not as texts.
    blocks: (blocks as unknown as BlockRow[]).filter((b) => Date.parse(b.ends_at) > fromMs && Date.parse(b.starts_at) < toMs),
    reservations: (reservations as unknown as Array<ReservationRow & StoredRow>).filter((r) => r.space_id === spaceId),
  };
}

export function useSpaceBook(spaceId: string, firstDay: string, lastDay: string): SpaceBook | null | undefined {
  const { db } = useTenantData();
  return useReplica(() => readSpaceBook(db, spaceId, firstDay, lastDay), [db, spaceId, firstDay, lastDay]);
}

/** The month's per-day counts of a space; `now` is fixed per render so the counts are stable. */
export function useMonthCounts(spaceId: string, month: string): { book: SpaceBook | null; days: DayCounts[] } | undefined {
  const dates = monthDates(month);
  const book = useSpaceBook(spaceId, dates[0] ?? `${month}-01`, dates[dates.length - 1] ?? `${month}-28`);
  return useMemo(() => {
    if (book === undefined) return undefined;
    if (book === null) return { book, days: [] };
    return { book, days: monthDays(month, { ...book, space_id: str(book.space.id) }) };
  }, [book, month]);
}

/** One day's slots of a space. */
export function useDaySlots(spaceId: string, day: string): { book: SpaceBook | null; slots: Slot[] } | undefined {
  const book = useSpaceBook(spaceId, day, day);
  return useMemo(() => {
    if (book === undefined) return undefined;
    if (book === null) return { book, slots: [] };
    return { book, slots: daySlots(day, { ...book, space_id: str(book.space.id) }) };
  }, [book, day]);
}

/** Names of the spaces and venues on this device, for lists. */
export function usePlaceNames(): { spaces: ReadonlyMap<string, StoredRow>; venues: ReadonlyMap<string, string> } | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const [spaces, venues] = await Promise.all([db.rows('spaces').toArray(), db.rows('venues').toArray()]);
    return { spaces: new Map(spaces.map((s) => [s.id, s as StoredRow])), venues: new Map(venues.map((v) => [v.id, str(v.name)])) };
  }, [db]);
}

/** Every reservation on this device with a status among `statuses` (all when empty), newest first. */
export function useReservations(statuses: readonly string[]): StoredRow[] | undefined {
  const { db } = useTenantData();
  const key = statuses.join(',');
  return useReplica(async () => {
    const rows = (await db.rows('reservations').orderBy('starts_at').reverse().toArray()) as StoredRow[];
    const wanted = new Set(key ? key.split(',') : []);
    return wanted.size === 0 ? rows : rows.filter((r) => wanted.has(str(r.status)));
  }, [db, key]);
}

/** The signed-in person's reservations on this device (they replicate to their owner). */
export function useMyReservations(): StoredRow[] | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => (userId ? ((await db.rows('reservations').where('user_id').equals(userId).toArray()) as StoredRow[]) : []), [db, userId]);
}

export function useReservation(id: string): StoredRow | null | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (id ? (((await db.rows('reservations').get(id)) as StoredRow | undefined) ?? null) : null), [db, id]);
}

/** The live reservations a block covers (its venue, or its one space), earliest first. */
export function useBlockHits(block: StoredRow | null | undefined): StoredRow[] | undefined {
  const { db } = useTenantData();
  const venueId = str(block?.venue_id);
  const spaceId = str(block?.space_id);
  const from = str(block?.starts_at);
  const to = str(block?.ends_at);
  return useReplica(async () => {
    if (!venueId || !from || !to) return [];
    const a = Date.parse(from);
    const b = Date.parse(to);
    // By the venue's day index up to a day past the block's end (the margin covers a row's offset).
    const until = new Date(b + 86_400_000).toISOString();
    const rows = (await db.rows('reservations').where('[venue_id+starts_at]').between([venueId, MIN_KEY], [venueId, until]).toArray()) as StoredRow[];
    return rows.filter((r) => (r.status === 'pendente' || r.status === 'confirmada') && (!spaceId || r.space_id === spaceId)
      && Date.parse(str(r.starts_at)) < b && a < Date.parse(str(r.ends_at)));
  }, [db, venueId, spaceId, from, to]);
}

/** The tenant's reservation settings (the defaults when this device holds none). */
export function useReservationSettings(): { public_cpf_booking: boolean; weekly_quota_per_cpf: number } | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const row = await db.rows('reservationsettings').toCollection().first();
    return { public_cpf_booking: row?.public_cpf_booking === true, weekly_quota_per_cpf: typeof row?.weekly_quota_per_cpf === 'number' ? row.weekly_quota_per_cpf : 2 };
  }, [db]);
}

/** Names of the people the rows book for (profile_id), those on this device. */
export function useBookedNames(rows: ReadonlyArray<Readonly<Record<string, unknown>>> | undefined): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  const ids = [...new Set((rows ?? []).map((r) => str(r.profile_id)).filter(Boolean))].sort().join(',');
  return useReplica(async () => {
    const list = ids ? ids.split(',') : [];
    const people = await db.rows('profiles').bulkGet(list);
    return new Map(people.flatMap((p) => (p ? [[p.id, str(p.social_name) || str(p.name)] as const] : [])));
  }, [db, ids]);
}

/** Who a booking is for: the person's name, the walk-in's, or a neutral word. */
export const bookedName = (row: Readonly<Record<string, unknown>>, names: ReadonlyMap<string, string> | undefined, fallback: string): string =>
  names?.get(str(row.profile_id)) || str(row.name) || fallback;
