// The reservations' clock, in the server process: every minute, for every tenant,
//   - a live reservation with no check-in `no_show_minutes` after its start becomes `nao_compareceu`
//     (the slot is freed and offered to its waitlist, when it has not ended);
//   - a waitlist offer (a pendente reservation) past its `offered_until` is cancelled and the slot
//     offered to the next wait;
//   - reservations and waits whose slot ended more than RETENTION_DAYS ago lose the personal fields
//     (name, CPF, e-mail, notes, credential): the retention their declarations state (LGPD).
// The rules are the domain's (src/domain/reservations/reservations.ts sweepReservation), written
// through sqlTx inside one transaction per tenant, like the recurrences.
import { reservationSettingsOf } from '../../src/domain/reservations/rules';
import { sweepReservation } from '../../src/domain/reservations/reservations';
import type { Db } from '../db/db';
import { startPeriodic } from '../periodic';
import { sqlTx } from '../sync/sql-tx';

export interface SweepCount {
  noShows: number;
  expiredOffers: number;
  scrubbed: number;
}

/** Days after a slot's end that the booker's personal fields are kept (the declared retention). */
export const RETENTION_DAYS = 90;
const PERSONAL_FIELDS = ['name', 'cpf', 'email', 'notes', 'credential'] as const;
/** Rows scrubbed per round: the backlog of a first run drains over a few minutes. */
const SCRUB_BATCH = 500;

/**
 * Live reservations that started without a check-in, or whose offer lapsed: the only candidates.
 * Once swept they are no longer live, so the set stays small without a time bound.
 */
async function candidates(db: Db, now: Date): Promise<{ tenant_id: string; id: string }[]> {
  return db.query<{ tenant_id: string; id: string }>(
    `SELECT tenant_id::text AS tenant_id, id::text AS id FROM records
      WHERE collection = 'reservations' AND NOT deleted AND data->>'status' IN ('pendente', 'confirmada')
        AND ((data->>'checked_in_at' IS NULL AND reservation_instant(data->>'starts_at') <= $1::timestamptz)
          OR (data->>'offered_until' IS NOT NULL AND reservation_instant(data->>'offered_until') <= $1::timestamptz))
      ORDER BY tenant_id, data->>'starts_at', id`,
    [now.toISOString()],
  );
}

/** Rows past the retention still holding a personal field. */
async function expired(db: Db, now: Date): Promise<{ tenant_id: string; collection: string; id: string }[]> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString();
  return db.query<{ tenant_id: string; collection: string; id: string }>(
    `SELECT tenant_id::text AS tenant_id, collection, id::text AS id FROM records
      WHERE collection IN ('reservations', 'reservationwaits') AND NOT deleted
        AND reservation_instant(data->>'ends_at') < $1::timestamptz
        AND (${PERSONAL_FIELDS.map((f) => `data->>'${f}' IS NOT NULL`).join(' OR ')})
      ORDER BY tenant_id LIMIT ${SCRUB_BATCH}`,
    [cutoff],
  );
}

async function scrub(db: Db, now: Date): Promise<number> {
  const byTenant = new Map<string, { collection: string; id: string }[]>();
  for (const r of await expired(db, now)) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r]);
  let scrubbed = 0;
  for (const [tenantId, rows] of byTenant) {
    await db.tx(async (tx) => {
      const w = sqlTx(tx, tenantId, now);
      for (const { collection, id } of rows) {
        const row = await w.get(collection, id);
        if (!row) continue;
        await w.put(collection, { ...row, ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])) });
        scrubbed++;
      }
    });
  }
  return scrubbed;
}

export async function sweepReservations(db: Db, now: Date): Promise<SweepCount> {
  const count: SweepCount = { noShows: 0, expiredOffers: 0, scrubbed: 0 };
  const byTenant = new Map<string, string[]>();
  for (const c of await candidates(db, now)) byTenant.set(c.tenant_id, [...(byTenant.get(c.tenant_id) ?? []), c.id]);
  for (const [tenantId, ids] of byTenant) {
    await db.tx(async (tx) => {
      const w = sqlTx(tx, tenantId, now);
      const { no_show_minutes } = await reservationSettingsOf(w);
      for (const id of ids) {
        // Read again inside the transaction: an earlier row's offer may have changed it.
        const row = await w.get('reservations', id);
        if (!row) continue;
        const done = await sweepReservation(w, { now: now.toISOString() }, row, no_show_minutes);
        if (done === 'no_show') count.noShows++;
        if (done === 'expired') count.expiredOffers++;
      }
    });
  }
  count.scrubbed = await scrub(db, now);
  return count;
}

/** Every minute (first 30 s after start): an unref'd timer. */
export function startReservationSweep(db: Db, now: () => Date = () => new Date(), everyMs = 60_000, firstAfterMs = 30_000): () => void {
  return startPeriodic(async () => {
    const { noShows, expiredOffers, scrubbed } = await sweepReservations(db, now());
    if (noShows + expiredOffers + scrubbed > 0) console.log(`[federa] reservas: ${noShows} não compareceu, ${expiredOffers} oferta(s) expirada(s), ${scrubbed} com dados pessoais apagados`);
  }, { everyMs, firstAfterMs, failure: 'a varredura de reservas falhou' });
}
