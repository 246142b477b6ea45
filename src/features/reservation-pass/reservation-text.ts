// How a reservation reads on the athlete's page and at the gate: the day and hours in Brasília, the
// status in pt-BR, the venue's map link.
import { BRASILIA_TIME_ZONE } from '../../domain/dates';
import { RESERVATION_STATUSES } from '../../domain/resources/reservations';

let dayFormat: Intl.DateTimeFormat | null = null;
let timeFormat: Intl.DateTimeFormat | null = null;

/** "terça-feira, 01/12/2026". */
export function reservationDay(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA_TIME_ZONE, weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });
  return dayFormat.format(new Date(iso));
}

/** "19:00" in Brasília (the venue's time, whatever the phone's zone). */
export function brasiliaTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
  return timeFormat.format(new Date(iso));
}

/** "19:00–20:00". */
export const reservationHours = (row: { starts_at: string; ends_at: string }): string => `${brasiliaTime(row.starts_at)}–${brasiliaTime(row.ends_at)}`;

export const statusText = (status: unknown): string => RESERVATION_STATUSES[status as keyof typeof RESERVATION_STATUSES] ?? String(status ?? '');

export const STATUS_PALETTE: Record<string, string> = { pendente: 'orange', confirmada: 'green', cancelada: 'red', nao_compareceu: 'gray' };

/**
 * A link that opens the venue on a map: its coordinates when set, else its address and city; null
 * without either. The Google Maps URL scheme (no key): phones open it in their map app.
 */
export function mapLink(venue: { latitude?: number | null; longitude?: number | null; address?: string | null; name?: string }, city?: string | null): string | null {
  if (typeof venue.latitude === 'number' && typeof venue.longitude === 'number') {
    return `https://www.google.com/maps/search/?api=1&query=${venue.latitude},${venue.longitude}`;
  }
  const address = [venue.address, city].filter((p) => typeof p === 'string' && p.trim()).join(', ');
  return venue.address?.trim() ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}
