// Dates as people in the federation read them: dd/mm/aaaa, times in Brasília. Pure Intl, no React,
// so the server, the worker, the service worker and the tests share the same text.
//
// Tenants have no time zone setting yet; every demo and current customer is on Brasília time
// (no DST since 2019), hence one constant for the whole app.
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

// Intl formatters are costly to build (tenths of a ms): built once, kept.
let dayFormatter: Intl.DateTimeFormat | null = null;
let dateFormatter: Intl.DateTimeFormat | null = null;
let dateTimeFormatter: Intl.DateTimeFormat | null = null;
let hourFormatter: Intl.DateTimeFormat | null = null;

/** The calendar date in Brasília (YYYY-MM-DD) of an instant, `days` later; "today" by default. */
export function brasiliaDay(at: Date = new Date(), days = 0): string {
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormatter.format(days === 0 ? at : new Date(at.getTime() + days * 86_400_000));
}

/** Today in Brasília, YYYY-MM-DD: what "expired", "upcoming" and "minor" are measured against. */
export const todayInBrasilia = (): string => brasiliaDay();

/** The hour of the day (0-23) in Brasília of an instant. */
export function brasiliaHour(at: Date): number {
  hourFormatter ??= new Intl.DateTimeFormat('en-GB', { timeZone: BRASILIA_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
  return Number(hourFormatter.format(at));
}

/** YYYY-MM-DD (or a longer ISO text starting so) → dd/mm/aaaa, by its digits: no time zone involved. */
export const isoDayToBr = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A stored date that may be missing → dd/mm/aaaa, or `empty` when it is not a date text. */
export const brDayOrEmpty = (iso: unknown, empty = ''): string => (typeof iso === 'string' && iso.length >= 10 ? isoDayToBr(iso) : empty);

const two = (n: number) => String(n).padStart(2, '0');

/** A Date at UTC midnight (how a date-only value is held) → dd/mm/aaaa. */
export const utcDayToBr = (d: Date): string => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** dd/mm/aaaa in UTC-3 (Brasília), without Intl: the same text on every device and in Node. */
export const unixSecondsToBr = (unixSeconds: number): string => utcDayToBr(new Date((unixSeconds - 3 * 3600) * 1000));

const DATE_TIME_PARTS = { timeZone: BRASILIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** An instant → dd/mm/aaaa in Brasília. */
export function brDateAt(at: Date): string {
  dateFormatter ??= new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  return dateFormatter.format(at);
}

/** An instant → "24/11/2026, 18:40" (Intl's pt-BR text), Brasília time. */
export function brDateTimeAt(at: Date): string {
  dateTimeFormatter ??= new Intl.DateTimeFormat('pt-BR', DATE_TIME_PARTS);
  return dateTimeFormatter.format(at);
}

/** ISO instant → "24/11/2026, 18:40", Brasília time: when a request was made or decided. */
export const brDateTime = (iso: string): string => new Date(iso).toLocaleString('pt-BR', DATE_TIME_PARTS);

/** An instant → "24/11/2026, 18:40:05", Brasília time, with seconds: stamped on exported files. */
export const brDateTimeSeconds = (at: Date): string => at.toLocaleString('pt-BR', { timeZone: BRASILIA_TIME_ZONE });

/** ISO date → dd/mm/aaaa; ISO timestamp → dd/mm/aaaa, HH:MM in Brasília; anything else as given. */
export function formatDateTime(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return isoDayToBr(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : brDateTimeAt(date);
}
