// Login throttling over the login_attempts table (failures only). Limits, per 15-minute window:
// 5 failures for one login on one tenant, 20 failures from one IP address across all tenants.
// A refused (throttled) attempt is not recorded, so hammering does not extend the lock forever.
// Two racing requests can both pass the check at the limit; one or two extra guesses are harmless.
import type { Db } from '../db/db';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_LOGIN = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface ThrottleKey {
  tenantId: string;
  /** 'email:<lower-case>' or 'cpf:<digits>' */
  loginKey: string;
  ip: string;
}

/**
 * Seconds until the next attempt is allowed, or 0 when allowed now. The block lifts when the
 * limit-th most recent failure leaves the window, so that row's time decides the wait.
 */
export async function retryAfterSeconds(db: Db, key: ThrottleKey, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db.query<{ by_login: Date | null; by_ip: Date | null }>(
    `SELECT
       (SELECT attempted_at FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND attempted_at > $4
         ORDER BY attempted_at DESC OFFSET $5 LIMIT 1) AS by_login,
       (SELECT attempted_at FROM login_attempts WHERE ip = $3 AND attempted_at > $4
         ORDER BY attempted_at DESC OFFSET $6 LIMIT 1) AS by_ip`,
    [key.tenantId, key.loginKey, key.ip, since, MAX_FAILURES_PER_LOGIN - 1, MAX_FAILURES_PER_IP - 1],
  );
  const blockers = [row?.by_login, row?.by_ip].filter((value): value is Date => value instanceof Date);
  if (blockers.length === 0) return 0;
  const liftsAt = Math.max(...blockers.map((at) => at.getTime() + THROTTLE_WINDOW_MS));
  return Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
}

export async function recordFailure(db: Db, key: ThrottleKey, now: Date): Promise<void> {
  await db.query(`INSERT INTO login_attempts (tenant_id, login_key, ip, attempted_at) VALUES ($1, $2, $3, $4)`, [
    key.tenantId,
    key.loginKey,
    key.ip,
    now,
  ]);
  // Rows out of the window count for nothing; dropping them here keeps the table small.
  await db.query(`DELETE FROM login_attempts WHERE attempted_at <= $1`, [new Date(now.getTime() - THROTTLE_WINDOW_MS)]);
}

/** A successful login forgives that login's failures (not the IP's: an IP may be guessing many). */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE tenant_id = $1 AND login_key = $2`, [key.tenantId, key.loginKey]);
}
