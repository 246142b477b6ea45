// Reservation time in Brasília wall clock (America/Sao_Paulo). Brazil has had no daylight saving
// since 2019, so Brasília is UTC−3 all year: plain arithmetic gives the same answer on every device
// and the server, without Intl (the same choice as dates.ts unixSecondsToBr).
const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

const two = (n: number): string => String(n).padStart(2, '0');

export interface LocalTime {
  /** YYYY-MM-DD in Brasília. */
  day: string;
  /** ISO weekday, 1 = segunda … 7 = domingo. */
  weekday: number;
  /** Minutes since the local midnight. */
  minutes: number;
}

export function brasiliaTime(iso: string | number): LocalTime {
  const local = new Date((typeof iso === 'number' ? iso : Date.parse(iso)) - OFFSET_MS);
  return {
    day: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** 'HH:MM' → minutes since midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight → 'HH:MM' (24:00 for the end of the day). */
export const hhmm = (minutes: number): string => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** The instant of a Brasília wall-clock day and time: ('2026-12-01', '19:00') → 2026-12-01T22:00:00.000Z. */
export const brasiliaInstant = (day: string, time: string): string => new Date(Date.parse(`${day}T${time}:00.000Z`) + OFFSET_MS).toISOString();

/** YYYY-MM-DD `days` after `day` (calendar arithmetic). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const brDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The ISO week (Monday to Sunday, Brasília) holding an instant: its Monday, the next Monday, and the
 * instants bounding it, [start, end).
 */
export function isoWeekOf(iso: string): { monday: string; nextMonday: string; start: number; end: number } {
  const { day, weekday } = brasiliaTime(iso);
  const monday = addDays(day, 1 - weekday);
  const nextMonday = addDays(monday, 7);
  return { monday, nextMonday, start: Date.parse(brasiliaInstant(monday, '00:00')), end: Date.parse(brasiliaInstant(nextMonday, '00:00')) };
}

/** "19:00–20:00 de 01/12" (the day of the start; the end's day too when it differs). */
export function slotLabel(startsAt: string, endsAt: string): string {
  const s = brasiliaTime(startsAt);
  const e = brasiliaTime(endsAt);
  const end = e.day === s.day || (e.minutes === 0 && addDays(s.day, 1) === e.day) ? hhmm(e.minutes === 0 && e.day !== s.day ? 24 * 60 : e.minutes) : `${hhmm(e.minutes)} de ${brDay(e.day).slice(0, 5)}`;
  return `${hhmm(s.minutes)}–${end} de ${brDay(s.day).slice(0, 5)}`;
}

/** [a, b) and [c, d) share an instant. */
export const overlaps = (a: string, b: string, c: string, d: string): boolean => Date.parse(a) < Date.parse(d) && Date.parse(c) < Date.parse(b);
