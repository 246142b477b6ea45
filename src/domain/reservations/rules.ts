// The rules a booking must meet, shared by reservations.put (device and server), the public
// booking endpoint and the waitlist. Each refusal names its rule in pt-BR. What a device cannot see
// (other people's reservations of a CPF, the whole tenant), the server judges with the same code:
// the server is recognised by the capability a replica lacks (`ownerIdInUse`, as in the markets).
import { BLOCK_REASONS } from '../resources/reservationblocks';
import { LIVE_RESERVATION_STATUSES } from '../resources/reservations';
import { WEEKDAY_LABELS } from '../resources/spaceschedules';
import { derivedId } from '../uuid';
import { MutationError, type MutationTx, type StoredRow } from '../mutators/types';
import { brasiliaTime, brDay, hhmm, isoWeekOf, minutesOf, overlaps, slotLabel } from './time';

/** The id the seed gives the tenant's settings row (any id will do: `singleton` keeps it one row). */
export const RESERVATION_SETTINGS_ID = derivedId('reservationsettings', 'tenant');

export interface ReservationSettings {
  public_cpf_booking: boolean;
  weekly_quota_per_cpf: number;
  no_show_minutes: number;
  offer_hours: number;
}

export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = { public_cpf_booking: false, weekly_quota_per_cpf: 2, no_show_minutes: 15, offer_hours: 12 };

export async function reservationSettingsOf(tx: MutationTx): Promise<ReservationSettings> {
  const row = (await tx.query('reservationsettings', 'singleton', 'tenant'))[0];
  const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
  return {
    public_cpf_booking: row?.public_cpf_booking === true,
    weekly_quota_per_cpf: num(row?.weekly_quota_per_cpf, DEFAULT_RESERVATION_SETTINGS.weekly_quota_per_cpf),
    no_show_minutes: num(row?.no_show_minutes, DEFAULT_RESERVATION_SETTINGS.no_show_minutes),
    offer_hours: num(row?.offer_hours, DEFAULT_RESERVATION_SETTINGS.offer_hours),
  };
}

export const seesWholeTenant = (tx: MutationTx): boolean => typeof tx.ownerIdInUse === 'function';

export const isLive = (row: Record<string, unknown>): boolean => (LIVE_RESERVATION_STATUSES as readonly unknown[]).includes(row.status);

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const spaceName = (space: StoredRow | undefined): string => str(space?.name) || 'espaço';

/** "Horário já reservado: Quadra 1, 19:00–20:00 de 01/12." The same words as the database's refusal (033). */
export const takenMessage = (space: string, startsAt: string, endsAt: string): string => `Horário já reservado: ${space}, ${slotLabel(startsAt, endsAt)}.`;

export const pastMessage = 'Horário já passou: não é possível reservar no passado.';

/** The slot must start in the future (the server's clock decides). */
export function checkNotPast(startsAt: string, now: string): void {
  if (Date.parse(startsAt) <= Date.parse(now)) throw new MutationError('past', pastMessage, { starts_at: pastMessage });
}

/**
 * Inside one opening period of the space on the start's weekday (Brasília), start to end on that
 * day. A space with no opening hours at all takes no bookings.
 */
export async function checkSchedule(tx: MutationTx, space: StoredRow, startsAt: string, endsAt: string): Promise<void> {
  const schedules = await tx.query('spaceschedules', 'space_id', space.id);
  const s = brasiliaTime(startsAt);
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  const end = s.minutes + minutes;
  const today = schedules.filter((r) => r.weekday === s.weekday);
  if (today.some((r) => minutesOf(str(r.opens_at)) <= s.minutes && end <= minutesOf(str(r.closes_at)))) return;
  const day = WEEKDAY_LABELS[s.weekday as keyof typeof WEEKDAY_LABELS].toLowerCase();
  const hours = today.map((r) => `${str(r.opens_at)}–${str(r.closes_at)}`).join(', ');
  const message = schedules.length === 0
    ? `${spaceName(space)} não tem horário de funcionamento cadastrado: não aceita reservas.`
    : hours
      ? `Fora do horário de funcionamento: ${spaceName(space)} abre ${day} das ${hours.replace(/–/g, ' às ')}; pedido ${hhmm(s.minutes)}–${hhmm(end % (24 * 60))}.`
      : `Fora do horário de funcionamento: ${spaceName(space)} não abre neste dia (${day}).`;
  throw new MutationError('schedule', message, { starts_at: message });
}

/** The blocks of the venue (the space's, or the whole venue's) that overlap the slot. */
export async function blocksOver(tx: MutationTx, venueId: string, spaceId: string | null, startsAt: string, endsAt: string): Promise<StoredRow[]> {
  const blocks = await tx.query('reservationblocks', 'venue_id', venueId);
  return blocks.filter((b) => (!b.space_id || spaceId === null || b.space_id === spaceId) && overlaps(str(b.starts_at), str(b.ends_at), startsAt, endsAt));
}

export async function checkBlocks(tx: MutationTx, space: StoredRow, startsAt: string, endsAt: string): Promise<void> {
  const [block] = await blocksOver(tx, str(space.venue_id), space.id, startsAt, endsAt);
  if (!block) return;
  const reason = BLOCK_REASONS[block.reason as keyof typeof BLOCK_REASONS] ?? 'bloqueio';
  const message = `Horário bloqueado (${reason.toLowerCase()}): ${spaceName(space)}, de ${fmt(str(block.starts_at))} a ${fmt(str(block.ends_at))}.`;
  throw new MutationError('blocked', message, { starts_at: message });
}

const fmt = (iso: string): string => {
  const t = brasiliaTime(iso);
  return `${brDay(t.day).slice(0, 5)} ${hhmm(t.minutes)}`;
};

/** The live reservations of the space that overlap the slot (what this side can see), but `exceptId`. */
export async function liveOverlapping(tx: MutationTx, spaceId: string, startsAt: string, endsAt: string, exceptId?: string): Promise<StoredRow[]> {
  const rows = await tx.query('reservations', 'space_id', spaceId);
  return rows.filter((r) => r.id !== exceptId && isLive(r) && overlaps(str(r.starts_at), str(r.ends_at), startsAt, endsAt));
}

export async function checkFree(tx: MutationTx, space: StoredRow, startsAt: string, endsAt: string, exceptId?: string): Promise<void> {
  if ((await liveOverlapping(tx, space.id, startsAt, endsAt, exceptId)).length === 0) return;
  const message = takenMessage(spaceName(space), startsAt, endsAt);
  throw new MutationError('taken', message, { starts_at: message });
}

/** "Limite de 2 reservas por semana para este CPF: próxima possível a partir de 07/12/2026." */
export const quotaMessage = (quota: number, nextMonday: string): string =>
  `Limite de ${quota} reserva${quota === 1 ? '' : 's'} por semana para este CPF: próxima possível a partir de ${brDay(nextMonday)}.`;

/**
 * The per-CPF weekly quota: live reservations of the CPF starting in the ISO week (Monday–Sunday,
 * Brasília) of the new one, counting it, at most `quota` (0 = no limit). The server counts every
 * reservation of the tenant with the CPF, and the owner's; a device counts those it holds (its own).
 */
export async function checkQuota(tx: MutationTx, cpf: string | null, ownerId: string | null, startsAt: string, quota: number, exceptId?: string): Promise<void> {
  if (quota <= 0 || (!cpf && !ownerId)) return;
  const week = isoWeekOf(startsAt);
  const found = new Map<string, StoredRow>();
  if (cpf && seesWholeTenant(tx)) for (const r of await tx.query('reservations', 'cpf', cpf)) found.set(r.id, r);
  // The owner's own bookings count whatever CPF they carry: one person, one quota (typing another
  // CPF does not open a second one).
  if (ownerId) for (const r of await tx.query('reservations', 'user_id', ownerId)) found.set(r.id, r);
  const inWeek = [...found.values()].filter((r) => r.id !== exceptId && isLive(r) && Date.parse(str(r.starts_at)) >= week.start && Date.parse(str(r.starts_at)) < week.end);
  if (inWeek.length < quota) return;
  const message = quotaMessage(quota, week.nextMonday);
  throw new MutationError('quota', message, { starts_at: message });
}

/** The next Monday after an instant's week, for a message (exported for the screens). */
export const nextWeekStart = (iso: string): string => isoWeekOf(iso).nextMonday;

/** The reservations a block covers (live ones), for its show page: the admin cancels them with a notice. */
export async function reservationsHitByBlock(tx: MutationTx, block: StoredRow): Promise<StoredRow[]> {
  const venueId = str(block.venue_id);
  const spaces = block.space_id ? [str(block.space_id)] : (await tx.query('spaces', 'venue_id', venueId)).map((s) => s.id);
  const out: StoredRow[] = [];
  for (const spaceId of spaces) out.push(...(await liveOverlapping(tx, spaceId, str(block.starts_at), str(block.ends_at))));
  return out.sort((a, b) => str(a.starts_at).localeCompare(str(b.starts_at)));
}
