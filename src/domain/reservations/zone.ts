// Local wall-clock times of Brasília → instants, without a fixed offset: the zone's rules come from
// Intl, so a past date with daylight saving (before 2019) or a future rule change still maps right.
// Pure, server-safe: the server's booking checks may import it.
import { BRASILIA_TIME_ZONE } from '../dates';

let partsFormatter: Intl.DateTimeFormat | null = null;

/** Minutes the zone is ahead of UTC at an instant (Brasília today: -180). */
export function zoneOffsetMinutes(atMs: number): number {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRASILIA_TIME_ZONE, hourCycle: 'h23',
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  const p = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormatter.formatToParts(new Date(atMs))) {
    if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
  }
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(atMs / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DD' + minutes after local midnight → the instant (ms), Brasília time. */
export function localToInstant(day: string, minutes: number): number {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 0, minutes);
  // Two passes: the offset at the first guess may differ from the one at the answer near a change.
  let at = wall - zoneOffsetMinutes(wall) * 60_000;
  at = wall - zoneOffsetMinutes(at) * 60_000;
  return at;
}

/** ISO weekday (1 = segunda … 7 = domingo) of a calendar date: no zone involved. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 'HH:MM' → minutes after midnight; '24:00' (and '00:00' as a closing time) is midnight at the end. */
export function clockMinutes(hhmm: string, closing = false): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return Number.NaN;
  const total = Number(m[1]) * 60 + Number(m[2]);
  return closing && total === 0 ? 1440 : total;
}

/** Minutes → 'HH:MM'. */
export const minutesClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar dates of a month 'YYYY-MM', in order. */
export function monthDates(month: string): string[] {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`);
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
