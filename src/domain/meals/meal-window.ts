// When a meal is served, as a rule the gate, the manual screen and the server share: a check-in at
// an instant outside the meal's window (its date, starts_at to ends_at, wall clock at the venue) is
// accepted only when the staff confirmed it, and is recorded as such (`outside_window`).
//
// - Wall clock: meals are typed as "11:00-14:00" at the venue, so the instant of the scan (the
//   device's clock, ISO) is read in the venue's time zone: Brasília (src/domain/dates.ts).
// - Midnight: ends_at at or before starts_at means the meal ends the next day (a dinner 22:00-01:00).
// - Tolerance: WINDOW_TOLERANCE_MINUTES before the start and after the end count as inside: a gate
//   opens a little early and the last people in line are served a little late, and neither should
//   need a confirmation. Beyond that (breakfast time for a lunch) it does.
import { BRASILIA_TIME_ZONE } from '../dates';

export const WINDOW_TOLERANCE_MINUTES = 30;

const DAY = 24 * 60;

// Intl formatters are costly to build (tenths of a ms): one, kept, for the gate's scan path.
let formatter: Intl.DateTimeFormat | null = null;
function wallClock(at: Date): { date: string; minutes: number } {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BRASILIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const p of formatter.formatToParts(at)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar date at the venue (YYYY-MM-DD) of an instant: "today" for the gate. */
export const venueDate = (at: Date): string => wallClock(at).date;

const toMinutes = (hhmm: unknown): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(typeof hhmm === 'string' ? hhmm : '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Whole days from ISO date `a` to ISO date `b` (both YYYY-MM-DD, calendar days). */
const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export interface MealWindow {
  /** "11:00–14:00", for messages. */
  label: string;
  /** The instant falls inside the window, tolerance included. */
  inside: boolean;
}

/**
 * Where `at` (an ISO instant) falls against the meal's window. A meal without a valid date or times
 * has no window to enforce: inside.
 */
/** Ends at or before it starts, by the clock: served across midnight (23:00–03:00, dated the evening it starts). */
export function crossesMidnight(meal: Readonly<Record<string, unknown>>): boolean {
  const start = toMinutes(meal.starts_at);
  const end = toMinutes(meal.ends_at);
  return start !== null && end !== null && end <= start;
}

export function mealWindow(meal: Readonly<Record<string, unknown>>, at: string | Date): MealWindow {
  const start = toMinutes(meal.starts_at);
  const endOfDay = toMinutes(meal.ends_at);
  const label = `${String(meal.starts_at ?? '')}–${String(meal.ends_at ?? '')}`;
  const instant = at instanceof Date ? at : new Date(at);
  if (start === null || endOfDay === null || typeof meal.date !== 'string' || Number.isNaN(instant.getTime())) return { label, inside: true };
  const end = crossesMidnight(meal) ? endOfDay + DAY : endOfDay;
  const clock = wallClock(instant);
  const days = daysBetween(meal.date, clock.date);
  if (Number.isNaN(days)) return { label, inside: true };
  // Minutes since the meal day's midnight (negative the day before, past 1440 the day after).
  const minutes = days * DAY + clock.minutes;
  return { label, inside: minutes >= start - WINDOW_TOLERANCE_MINUTES && minutes <= end + WINDOW_TOLERANCE_MINUTES };
}

/** The refusal of an unconfirmed out-of-window check-in (the mutator's message). */
export const outsideWindowMessage = (label: string): string =>
  `Fora do horário da refeição (${label}): confirme o registro fora do horário.`;
