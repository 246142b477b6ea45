// Runs a recurrence for one period on the server, in bulk: one read of the plan's active
// memberships, one read of which debt ids exist already, one write of the missing debts through the
// records write path (sql-tx.ts writeRecords: versions taken from the tenant counter, so the new
// debts replicate like any other row — to the person, to `debts`/`bills` holders). Ids derive from
// (recurrence, membership, period) (src/domain/finances/recurrence.ts): a rerun, the daily tick and
// the button create nothing twice, and the tenant lock makes two concurrent runs serial.
import { brasiliaDay } from '../../src/domain/dates';
import { missingRows, periodOf, recurrenceDebts, type RecurrencePayer, type RecurrenceRule } from '../../src/domain/finances/recurrence';
import type { Db } from '../db/db';
import { isUuid, lockTenantVersion, writeRecords, type RecordWrite } from '../sync/sql-tx';
import { startPeriodic } from '../periodic';

export interface RunResult {
  period: string;
  /** Debts this run created. */
  created: number;
  /** Debts of the period that existed already (an earlier run). */
  existing: number;
}

export class RecurrenceNotFound extends Error {}

async function payersOf(db: Db, tenantId: string, rule: Record<string, unknown>): Promise<RecurrencePayer[]> {
  if (typeof rule.plan_id === 'string' && rule.plan_id) {
    // The plan's ACTIVE memberships (GIN on data, 005_records_data_gin.sql answers the containment).
    return db.query<RecurrencePayer>(
      `SELECT id::text AS membership_id, data->>'profile_id' AS profile_id, data->>'user_id' AS user_id, data->>'association_id' AS association_id
         FROM records
        WHERE tenant_id = $1 AND collection = 'registermemberships' AND NOT deleted AND data @> $2::jsonb
        ORDER BY id`,
      [tenantId, JSON.stringify({ plan_id: rule.plan_id, status: 'ativa' })],
    );
  }
  if (typeof rule.profile_id === 'string' && isUuid(rule.profile_id)) {
    const [profile] = await db.query<{ user_id: string | null }>(
      `SELECT data->>'user_id' AS user_id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND id = $2::uuid AND NOT deleted`,
      [tenantId, rule.profile_id],
    );
    return profile ? [{ profile_id: rule.profile_id, user_id: profile.user_id }] : [];
  }
  if (typeof rule.association_id === 'string' && rule.association_id) return [{ association_id: rule.association_id }];
  return [];
}

/** Creates the missing debts of `recurrenceId` for `period` ("2026-03"; default: this month in Brasília). */
export async function runRecurrence(db: Db, tenantId: string, recurrenceId: string, now: Date, period = periodOf(brasiliaDay(now))): Promise<RunResult> {
  return db.tx(async (tx) => {
    // The counter lock first (as a push does): runs and pushes of the tenant go one at a time.
    await lockTenantVersion(tx, tenantId);
    const [row] = isUuid(recurrenceId)
      ? await tx.query<{ data: Record<string, unknown> }>(
        `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'recurrences' AND id = $2::uuid AND NOT deleted`,
        [tenantId, recurrenceId.toLowerCase()],
      )
      : [];
    if (!row) throw new RecurrenceNotFound('Débito recorrente não encontrado.');
    const rule = row.data as unknown as RecurrenceRule & Record<string, unknown>;
    const rows = recurrenceDebts(rule, period, await payersOf(tx, tenantId, rule));
    if (rows.length === 0) return { period, created: 0, existing: 0 };
    const found = await tx.query<{ id: string }>(
      `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'debts' AND id = ANY($2::uuid[])`,
      [tenantId, rows.map((r) => String(r.id))],
    );
    // A deleted debt counts as existing too: the treasurer removed it on purpose.
    const fresh = missingRows(rows, new Set(found.map((f) => f.id)));
    if (fresh.length > 0) {
      const writes: RecordWrite[] = fresh.map((r) => ({
        collection: 'debts', id: String(r.id), json: JSON.stringify(r), owner: r.user_id,
      }));
      await writeRecords(tx, tenantId, writes, now);
    }
    return { period, created: fresh.length, existing: rows.length - fresh.length };
  });
}

/** Every live recurrence of every tenant offering `bills`, for the current period (the daily tick). */
export async function runAllRecurrences(db: Db, now: Date): Promise<number> {
  const list = await db.query<{ tenant_id: string; id: string }>(
    `SELECT tenant_id::text AS tenant_id, id::text AS id FROM records WHERE collection = 'recurrences' AND NOT deleted ORDER BY tenant_id, id`,
  );
  let created = 0;
  for (const r of list) created += (await runRecurrence(db, r.tenant_id, r.id, now)).created;
  return created;
}

/** The daily tick: an unref'd timer, first a minute after start, then every `everyMs` (6 h). */
export function startRecurrenceTicker(db: Db, now: () => Date = () => new Date(), everyMs = 6 * 3_600_000, firstAfterMs = 60_000): () => void {
  return startPeriodic(async () => {
    const created = await runAllRecurrences(db, now());
    if (created > 0) console.log(`[federa] débitos recorrentes: ${created} débito(s) do período criados`);
  }, { everyMs, firstAfterMs, failure: 'débitos recorrentes falharam' });
}
