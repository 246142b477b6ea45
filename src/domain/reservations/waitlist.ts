// The waitlist of a slot: when a live reservation is cancelled, marked não compareceu or its offer
// lapses, the oldest `aguardando` wait of exactly that slot is offered a `pendente` reservation,
// valid for the tenant's `offer_hours`. The offer's id is derived from the wait's, so the device
// (a `reservations` holder who sees the waits) and the server make the same row.
import type { MutationTx, StoredRow } from '../mutators/types';
import { derivedId } from '../uuid';
import { liveOverlapping, reservationSettingsOf } from './rules';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const offerIdFor = (waitId: string): string => derivedId('reservations', 'offer', waitId);

/** The waits of a slot still waiting, oldest first. */
export async function waitingFor(tx: MutationTx, spaceId: string, startsAt: string, endsAt: string): Promise<StoredRow[]> {
  const same = (a: unknown, b: string) => Date.parse(str(a)) === Date.parse(b);
  return (await tx.query('reservationwaits', 'space_id', spaceId))
    .filter((w) => w.status === 'aguardando' && same(w.starts_at, startsAt) && same(w.ends_at, endsAt))
    .sort((a, b) => str(a.created_at).localeCompare(str(b.created_at)) || a.id.localeCompare(b.id));
}

/**
 * Offers the freed slot of `freed` (a reservation just cancelled, marked não compareceu or lapsed)
 * to the next wait, when the slot has not ended and nothing else holds it. Returns the offer made.
 */
export async function offerNext(tx: MutationTx, now: string, freed: StoredRow): Promise<StoredRow | null> {
  const spaceId = str(freed.space_id);
  const startsAt = str(freed.starts_at);
  const endsAt = str(freed.ends_at);
  if (Date.parse(endsAt) <= Date.parse(now)) return null;
  if ((await liveOverlapping(tx, spaceId, startsAt, endsAt, freed.id)).length > 0) return null;
  const [wait] = await waitingFor(tx, spaceId, startsAt, endsAt);
  if (!wait) return null;
  const { offer_hours } = await reservationSettingsOf(tx);
  const offer: StoredRow = {
    id: offerIdFor(wait.id), space_id: spaceId, venue_id: freed.venue_id, starts_at: startsAt, ends_at: endsAt,
    profile_id: wait.profile_id ?? null, user_id: wait.user_id ?? null, status: 'pendente',
    name: wait.name ?? null, cpf: wait.cpf ?? null, email: wait.email ?? null, source: wait.user_id ? 'app' : 'public',
    created_at: now, wait_id: wait.id,
    // `offer_hours` to answer, but never past the slot's start (its end, when a no-show frees a slot
    // already under way: the rest of the hour is still worth taking).
    offered_until: new Date(Math.min(Date.parse(now) + offer_hours * 3_600_000, Date.parse(Date.parse(startsAt) > Date.parse(now) ? startsAt : endsAt))).toISOString(),
  };
  await tx.put('reservations', offer);
  await tx.put('reservationwaits', { ...wait, status: 'oferecida', offered_at: now, reservation_id: offer.id });
  return offer;
}

/** An offer's reservation ends (declined, lapsed): its wait says so. */
export async function closeWaitOf(tx: MutationTx, reservation: StoredRow, status: 'expirada' | 'desistiu' | 'atendida'): Promise<void> {
  if (!reservation.wait_id) return;
  const wait = await tx.get('reservationwaits', str(reservation.wait_id));
  if (wait && wait.status === 'oferecida') await tx.put('reservationwaits', { ...wait, status });
}
