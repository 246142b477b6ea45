// Login throttling over the login_attempts table (failures only). Limits, per 15-minute window:
// 5 failures for one login on one tenant, 20 failures from one IP address across all tenants.
// A refused (throttled) attempt is not recorded, so hammering does not extend the lock forever.
//
// Racing requests: every attempt is first recorded as a failure (reserveAttempt) and then ranked by
// its row id among the window's failures, so of N simultaneous guesses at the limit only the ones
// ranked within it go on to the (slow) password check; the others are withdrawn and get 429. A
// success clears the login's rows, this one included. (Checking first and recording after the
// password check, as before, let every request that arrived during the ~0.1 s scrypt pass through.)
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

/**
 * Records this attempt as a failure before the password is checked and ranks it among the window's
 * failures (by row id: the order attempts arrived). Within both limits: `{ wait: 0 }` and the row
 * stays (a wrong password leaves it; clearFailures removes it on success). Beyond a limit: the row is
 * withdrawn (a refused attempt never counts) and `wait` says when to retry.
 */
export async function reserveAttempt(db: Db, key: ThrottleKey, now: Date): Promise<{ wait: number }> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [mine] = await db.query<{ id: string | number }>(
    `INSERT INTO login_attempts (tenant_id, login_key, ip, attempted_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [key.tenantId, key.loginKey, key.ip, now],
  );
  const id = String(mine!.id);
  const [rank] = await db.query<{ by_login: string | number; by_ip: string | number }>(
    `SELECT
       (SELECT count(*) FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND attempted_at > $4 AND id <= $5) AS by_login,
       (SELECT count(*) FROM login_attempts WHERE ip = $3 AND attempted_at > $4 AND id <= $5) AS by_ip`,
    [key.tenantId, key.loginKey, key.ip, since, id],
  );
  if (Number(rank!.by_login) <= MAX_FAILURES_PER_LOGIN && Number(rank!.by_ip) <= MAX_FAILURES_PER_IP) return { wait: 0 };
  await db.query(`DELETE FROM login_attempts WHERE id = $1`, [id]);
  return { wait: Math.max(1, await retryAfterSeconds(db, key, now)) };
}

/** After a wrong password: the reserved row stays as the failure; rows out of the window are dropped. */
export async function settleFailure(db: Db, now: Date): Promise<void> {
  // Rows out of the window count for nothing; dropping them here keeps the table small.
  await db.query(`DELETE FROM login_attempts WHERE attempted_at <= $1`, [new Date(now.getTime() - THROTTLE_WINDOW_MS)]);
}

/** A successful login forgives that login's failures (not the IP's: an IP may be guessing many). */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE tenant_id = $1 AND login_key = $2`, [key.tenantId, key.loginKey]);
}
