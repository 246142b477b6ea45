// When a document stops counting, and how a screen says so. Pure (no clock: `today` is passed in), so
// the phone, the server's eligibility check and the tests agree on the same day.
import { isoDayToBr } from '../dates';

/** Days before the expiry from which a valid document is flagged "vence em N dias". */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

const parse = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const format = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * `iso` plus `months` calendar months, clamped to the last day of a shorter month (issued on 31
 * January with 1 month of validity: 28 or 29 February), as people count validity.
 */
export function addMonths(iso: string, months: number): string {
  const start = parse(iso);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return format(target);
}

/**
 * The last day a document counts: issue date + the type's validity in months, the day before the
 * anniversary (a certificate of 10/03/2026 valid for 12 months counts up to 09/03/2027). Null when
 * the type does not expire (no validity) or the issue date is unknown.
 */
export function documentExpiry(issuedOn: string | null | undefined, validityMonths: number | null | undefined): string | null {
  if (!issuedOn || validityMonths === null || validityMonths === undefined || validityMonths <= 0) return null;
  return format(new Date(parse(addMonths(issuedOn, validityMonths)).getTime() - DAY_MS));
}

export type ExpiryState =
  | { state: 'sem_validade' }
  | { state: 'valido'; days: number }
  | { state: 'vence_em'; days: number }
  | { state: 'vencido'; days: number };

/** Whole days from `today` to `expiresOn` (0 = expires today, still valid). */
export const daysUntil = (expiresOn: string, today: string): number => Math.round((parse(expiresOn).getTime() - parse(today).getTime()) / DAY_MS);

/** Where a document stands on `today` (AAAA-MM-DD): valid, expiring within the warning window, or expired. */
export function expiryState(expiresOn: string | null | undefined, today: string): ExpiryState {
  if (!expiresOn) return { state: 'sem_validade' };
  const days = daysUntil(expiresOn, today);
  if (days < 0) return { state: 'vencido', days: -days };
  return days <= EXPIRY_WARNING_DAYS ? { state: 'vence_em', days } : { state: 'valido', days };
}

export const isExpired = (expiresOn: string | null | undefined, today: string): boolean => expiryState(expiresOn, today).state === 'vencido';


/** pt-BR: "Sem vencimento", "Válido até 09/03/2027", "Vence hoje", "Vence em 12 dias", "Vencido em 01/02/2026". */
export function expiryLabel(expiresOn: string | null | undefined, today: string): string {
  const s = expiryState(expiresOn, today);
  if (s.state === 'sem_validade' || !expiresOn) return 'Sem vencimento';
  if (s.state === 'vencido') return `Vencido em ${isoDayToBr(expiresOn)}`;
  if (s.state === 'vence_em') return s.days === 0 ? 'Vence hoje' : s.days === 1 ? 'Vence amanhã' : `Vence em ${s.days} dias`;
  return `Válido até ${isoDayToBr(expiresOn)}`;
}

/** The calendar day of an ISO instant or date, as the mutators' clock (`ctx.now`) gives it. */
export const dayOf = (isoInstant: string): string => isoInstant.slice(0, 10);
