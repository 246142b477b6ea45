// Month and weekday names and the month's weeks, for the calendar and the day pages (pt-BR by Intl,
// the same text on every device).
import type { DayCounts } from '../../domain/reservations/slots';

const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'YYYY-MM' → "Dezembro de 2026". */
export const monthTitle = (month: string): string => capital(monthFormat.format(new Date(`${month.slice(0, 7)}-15T12:00:00Z`)));

/** 'YYYY-MM-DD' → "Terça-feira, 1 de dezembro de 2026". */
export const dayTitle = (day: string): string => capital(dayFormat.format(new Date(`${day.slice(0, 10)}T12:00:00Z`)));

/** ISO weekday (1 = segunda) → "seg." */
export const weekdayShort = (weekday: number): string => weekdayFormat.format(new Date(Date.UTC(2026, 10, 22 + weekday, 12))); // 2026-11-23 is a Monday

/** The month's days in weeks of seven (Monday first), null where a week runs into another month. */
export function weeksOf<T extends Pick<DayCounts, 'weekday'>>(_month: string, days: readonly T[]): Array<Array<T | null>> {
  const weeks: Array<Array<T | null>> = [];
  let week: Array<T | null> = Array.from({ length: (days[0]?.weekday ?? 1) - 1 }, () => null);
  for (const day of days) {
    week.push(day);
    if (week.length === 7) { weeks.push(week); week = []; }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** A valid 'YYYY-MM-DD' from a URL search value, or null. */
export const dayParam = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? value : null;

/** A link with its search values (TanStack keeps the query apart from the path). */
export interface PageLink { to: string; search?: Record<string, string> }
