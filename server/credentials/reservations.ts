// Signing a reservation's pass (src/domain/credential/reservation.ts): the QR the athlete shows at
// the venue and the attendant verifies offline. Only the server holds the keys, so a booking made on
// a device (or by the public page) reaches the server without one; the server signs it when it
// accepts the booking (pendente or confirmada) and stores the text in the row's `credential`, which
// reaches the owner's devices and the attendants' with their next pull.
//
//   issueReservationCredential(db, tenant, row, now)  what `credential` should hold for this row
//   signReservationCredentials(db, tenant, ids, now)  signs and stores it for the rows named (own tx)
//   signReservationsOf(db, tenant, userId, now)       the same for a person's live bookings:
//                                                     POST /my/reservations/credentials (routes.ts)
//
// A stored pass is kept while it still states this row (tenant, id, space, start, end) and was
// signed by the current key; a moved booking, a key rotation or a pass of another row gets a new
// one. A cancelled or missed booking has none: the gate refuses it anyway (the replica's status),
// and the athlete's page shows no QR.
import { readReservation, signReservation } from '../../src/domain/credential/index';
import type { StoredRow } from '../../src/domain/mutators/types';
import type { Write } from '../../src/domain/mutators/overlay';
import type { Db } from '../db/db';
import { lockTenantVersion, sqlTx } from '../sync/sql-tx';
import type { TenantRef } from './issue';
import { ensureCurrentKey, privateKeyOf } from './keys';
import { KeyStoreError } from './key-store';

/** The statuses of a booking that has a pass. */
export const PASS_STATUSES: ReadonlySet<string> = new Set(['pendente', 'confirmada']);

/** What the pass must state: the row's own fields. */
export interface ReservationPassRow {
  id: string;
  space_id: string;
  starts_at: string;
  ends_at: string;
  status?: unknown;
  credential?: unknown;
}

const sameInstant = (a: string, b: unknown) => typeof b === 'string' && Date.parse(a) === Date.parse(b);

/**
 * The pass `row.credential` should hold: null for a status without one, the stored text while it is
 * still right (see above), a new one signed with the tenant's current key (created if missing)
 * otherwise. Writes nothing but a first key; the caller stores the text in the row it writes.
 */
export async function issueReservationCredential(db: Db, tenant: TenantRef, row: ReservationPassRow, now: Date): Promise<string | null> {
  if (row.status !== undefined && !PASS_STATUSES.has(String(row.status))) return null;
  const key = await ensureCurrentKey(db, tenant.id, now);
  const stored = typeof row.credential === 'string' ? readReservation(row.credential) : null;
  if (
    stored && stored.kid === key.kid && stored.tenantId === tenant.code &&
    stored.reservationId === row.id.toLowerCase() && stored.spaceId === String(row.space_id).toLowerCase() &&
    sameInstant(stored.startsAt, row.starts_at) && sameInstant(stored.endsAt, row.ends_at)
  ) return row.credential as string;
  return signReservation({
    tenantId: tenant.code, reservationId: row.id, spaceId: String(row.space_id),
    startsAt: row.starts_at, endsAt: row.ends_at, kid: key.kid,
  }, privateKeyOf(tenant.id, key));
}

async function liveRows(db: Db, tenantId: string, ids: readonly string[]): Promise<StoredRow[]> {
  const rows = await db.query<{ data: StoredRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'reservations' AND id = ANY($2::uuid[]) AND NOT deleted`,
    [tenantId, ids.map((id) => id.toLowerCase())],
  );
  return rows.map((r) => r.data);
}

/**
 * Brings the pass of each named reservation up to date (signed, replaced or removed) and stores the
 * rows that changed, through sqlTx (a version each: they replicate). Returns how many changed. For
 * a caller outside the push transaction (after it commits), a seed or a test.
 */
export async function signReservationCredentials(db: Db, tenant: TenantRef, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  return db.tx(async (tx) => {
    await lockTenantVersion(tx, tenant.id);
    const writer = sqlTx(tx, tenant.id, now);
    let changed = 0;
    for (const row of await liveRows(tx, tenant.id, ids)) {
      const credential = await issueReservationCredential(tx, tenant, row as StoredRow & ReservationPassRow, now);
      if ((row.credential ?? null) === credential) continue;
      const { credential: _old, ...rest } = row;
      await writer.put('reservations', credential === null ? rest as StoredRow : { ...rest, credential });
      changed += 1;
    }
    return changed;
  });
}

/**
 * The user's live bookings (pendente or confirmada, not ended) with their pass brought up to date:
 * what the athlete's page asks for while online when a booking of theirs has none yet (as the ID
 * card and the certificates are asked for), so a booking made offline gets its QR at the next visit.
 */
export async function signReservationsOf(db: Db, tenant: TenantRef, userId: string, now: Date): Promise<StoredRow[]> {
  const live = async () => (await db.query<{ data: StoredRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'reservations' AND owner_id = $2 AND NOT deleted
        AND data->>'status' IN ('pendente', 'confirmada') ORDER BY data->>'starts_at'`,
    [tenant.id, userId.toLowerCase()],
  )).map((r) => r.data).filter((r) => Date.parse(String(r.ends_at)) > now.getTime());
  const rows = await live();
  await signReservationCredentials(db, tenant, rows.map((r) => r.id), now);
  return live();
}

/**
 * For a write path that runs the reservation mutators inside its own transaction (the sync push,
 * the public booking): `stamp(writes)` gives each written reservation row the pass it should hold
 * (issueReservationCredential), so the server signs a booking in the same transaction that accepts
 * it and the pass reaches the owner's devices with the row. Other writes pass through untouched.
 */
export function reservationStamper(db: Db, tenantId: string, now: Date): (writes: readonly Write[]) => Promise<Write[]> {
  let tenant: Promise<TenantRef | null> | null = null;
  const tenantRef = () => (tenant ??= db.query<{ code: string }>('SELECT code FROM tenants WHERE id = $1', [tenantId])
    .then(([row]) => (row ? { id: tenantId, code: row.code } : null)));
  return async (writes) => {
    if (!writes.some((w) => w.collection === 'reservations' && w.row)) return [...writes];
    const ref = await tenantRef();
    if (!ref) return [...writes];
    // One after the other: a first key may be created (a savepoint) on this transaction's connection.
    const out: Write[] = [];
    for (const w of writes) {
      if (w.collection !== 'reservations' || !w.row) {
        out.push(w);
        continue;
      }
      let credential: string | null;
      try {
        credential = await issueReservationCredential(db, ref, w.row as StoredRow & ReservationPassRow, now);
      } catch (error) {
        // A key that cannot be opened is the operator's problem, not the booker's: the booking
        // stands without its pass, which POST /my/reservations/credentials gives once it is fixed.
        if (!(error instanceof KeyStoreError)) throw error;
        console.error(`[erro] reserva ${w.id} sem QR: ${error.message}`);
        out.push(w);
        continue;
      }
      if ((w.row.credential ?? null) === credential) {
        out.push(w);
        continue;
      }
      const { credential: _old, ...rest } = w.row;
      out.push({ ...w, row: credential === null ? (rest as StoredRow) : { ...rest, credential } });
    }
    return out;
  };
}
