// One scan at a venue's gate, from the decoded text to what the screen shows: verify the pass
// offline (signature, tenant, expiry, key: src/domain/credential/reservation.ts), find the
// reservation in the replica (the attendant's phone holds the tenant's reservations: they hold the
// `reservations` permission), decide, and record `reservations.checkin` in the outbox. No network.
//
//   green  the reservation of this venue, today, not in yet: checked in now (a pending one is
//          confirmed by it, as the `reservations.checkin` mutator does)
//   amber  already in ("já registrado às HH:MM"): nothing written again
//   red    with the reason: not a pass, forged, expired, another tenant, another venue, cancelled,
//          missed, another day, not on this device
import { t } from '@lingui/core/macro';
import { verifyReservation, type PublicKeyRecord, type ReservationClaims } from '../../domain/credential/index';
import { brasiliaDay, brDateTimeAt } from '../../domain/dates';
import { hhmm, localFailure, type ScanPerson, type ScanVerdict } from '../../ui/camera/gate-verdict';

/** The reservation's fields the gate reads (the `reservations` row). */
export interface GateReservation {
  id: string;
  space_id: string;
  venue_id?: string | null;
  starts_at: string;
  ends_at: string;
  status: string;
  name?: string | null;
  checked_in_at?: string | null;
}

export type GateDecision =
  | { kind: 'check-in' }
  | { kind: 'already'; at: string }
  | { kind: 'refused'; reason: 'other-venue' | 'cancelled' | 'no-show' | 'not-today' | 'unknown'; message: string };

/** "qua., 02/12 às 19:00" style: the day and time a reservation is for, in Brasília. */
const when = (iso: string): string => brDateTimeAt(new Date(iso)).replace(',', ' às');

/**
 * What the gate does with `row` (undefined: not on this device), at venue `venueId`, at `now`.
 * `venueOfSpace` names the venue of the pass's space when the row is missing (a booking the device
 * has not received yet still reads "another venue" rather than "unknown" when it is one).
 */
export function decideGate(row: GateReservation | undefined, venueId: string, now: Date, spaceVenue?: string | null): GateDecision {
  if (!row) {
    if (spaceVenue && spaceVenue !== venueId) return { kind: 'refused', reason: 'other-venue', message: t`Reserva de outro local.` };
    return { kind: 'refused', reason: 'unknown', message: t`Reserva não encontrada neste aparelho. Conecte-se para sincronizar e leia de novo.` };
  }
  if (row.venue_id && row.venue_id !== venueId) return { kind: 'refused', reason: 'other-venue', message: t`Reserva de outro local.` };
  if (row.checked_in_at) return { kind: 'already', at: row.checked_in_at };
  if (row.status === 'cancelada') return { kind: 'refused', reason: 'cancelled', message: t`Reserva cancelada.` };
  if (row.status === 'nao_compareceu') return { kind: 'refused', reason: 'no-show', message: t`Reserva marcada como "Não compareceu".` };
  if (brasiliaDay(new Date(row.starts_at)) !== brasiliaDay(now)) {
    return { kind: 'refused', reason: 'not-today', message: t`Reserva para outro dia: ${when(row.starts_at)}.` };
  }
  return { kind: 'check-in' };
}

export interface GateContext {
  /** The device's tenant code (db.tenant). */
  tenant: string;
  keys: readonly PublicKeyRecord[];
  venueId: string;
  now?: () => Date;
  /** The reservation in the replica. */
  find(id: string): Promise<GateReservation | undefined>;
  /** The venue of a space (the pass names the space), from the replica. */
  venueOfSpace(spaceId: string): Promise<string | null>;
  /** What the screen calls the person and the space. */
  describe(row: GateReservation): Promise<{ name: string; space: string }>;
  /**
   * Records `reservations.checkin {id, at}` locally (outbox). `at` is the scan's instant: the server
   * judges "today" by it, so a phone that syncs tomorrow still has its check-in accepted.
   */
  checkIn(id: string, at: string): Promise<void>;
  /**
   * Check-ins this screen has recorded (id → instant), so a second scan before the replica's row
   * shows `checked_in_at` is an amber, never a second green.
   */
  admitted: Map<string, string>;
}

const timeRange = (row: GateReservation) => `${hhmm(new Date(row.starts_at))}–${hhmm(new Date(row.ends_at))}`;

async function personOf(row: GateReservation, ctx: GateContext): Promise<ScanPerson> {
  const { name, space } = await ctx.describe(row);
  return { userId: row.id, displayName: name, photoUrl: null, associationName: null, details: [`${space} · ${timeRange(row)}`] };
}

/** Verifies, decides and records; never throws (a local failure is a red screen with its reason). */
export async function processReservationScan(text: string, ctx: GateContext): Promise<ScanVerdict> {
  const now = (ctx.now ?? (() => new Date()))();
  const verified = await verifyReservation(text, { tenantId: ctx.tenant, keys: ctx.keys, now });
  if (!verified.ok) return { tone: 'error', reason: verified.reason, message: verified.message };
  const claims: ReservationClaims = verified.claims;
  const id = claims.reservationId;
  const row = await ctx.find(id);
  const decision = decideGate(row, ctx.venueId, now, row ? null : await ctx.venueOfSpace(claims.spaceId));
  const admittedAt = ctx.admitted.get(id);
  if (row && (decision.kind === 'already' || admittedAt)) {
    return { tone: 'warn', person: await personOf(row, ctx), at: new Date(decision.kind === 'already' ? decision.at : admittedAt!) };
  }
  if (decision.kind === 'refused' || !row) {
    const message = decision.kind === 'refused' ? decision.message : '';
    return { tone: 'error', reason: decision.kind === 'refused' ? decision.reason : 'unknown', message, ...(row ? { person: await personOf(row, ctx) } : {}) };
  }
  const at = now.toISOString();
  ctx.admitted.set(id, at);
  try {
    await ctx.checkIn(id, at);
  } catch (error) {
    ctx.admitted.delete(id);
    return localFailure(error);
  }
  return { tone: 'ok', person: await personOf(row, ctx), at: now };
}
