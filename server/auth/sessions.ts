// Sessions: a row per token, bound to one tenant, valid 30 days unless revoked (logout).
import type { UserInfo } from '../../src/domain/api';
import type { Db } from '../db/db';
import { newSecret, sha256Hex, SECRET_PATTERN } from './token';
import { USER_INFO_COLUMNS, userInfoFromRow, type UserInfoRow } from './user-info';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, tenantId: string, userId: string, now: Date): Promise<string> {
  const token = newSecret();
  await db.query(
    `INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), tenantId, userId, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  return token;
}

/** The live session of `token` on this tenant with its user, in one query; undefined otherwise. */
export async function findSession(db: Db, tenantId: string, token: string, now: Date): Promise<{ tokenHash: string; user: UserInfo } | undefined> {
  if (!SECRET_PATTERN.test(token)) return undefined;
  const tokenHash = sha256Hex(token);
  const [row] = await db.query<UserInfoRow>(
    `SELECT ${USER_INFO_COLUMNS}
       FROM sessions s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
      WHERE s.token_hash = $1 AND s.tenant_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [tokenHash, tenantId, now],
  );
  return row ? { tokenHash, user: userInfoFromRow(row) } : undefined;
}

/** Revokes the token on this tenant; a no-op for an unknown, foreign or already revoked token. */
export async function revokeSession(db: Db, tenantId: string, token: string, now: Date): Promise<void> {
  if (!SECRET_PATTERN.test(token)) return;
  await db.query(`UPDATE sessions SET revoked_at = $3, revoked_reason = 'logout' WHERE token_hash = $1 AND tenant_id = $2 AND revoked_at IS NULL`, [
    sha256Hex(token),
    tenantId,
    now,
  ]);
}

/**
 * Housekeeping at login: the user's dead sessions go (keeps the table from growing forever). A session
 * ended by a password change stays until it expires: its device must still learn why (endedBecause).
 */
export async function pruneSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE user_id = $1 AND (expires_at <= $2 OR (revoked_at IS NOT NULL AND revoked_reason IS DISTINCT FROM 'password_changed'))`,
    [userId, now],
  );
}

export type SessionEnd = 'password_changed';

/**
 * Why a token that no longer opens a session was ended, when that is worth telling its device (a
 * password changed on another device). Only for a token of this tenant that has not expired yet:
 * an old token learns nothing, a foreign one neither.
 */
export async function endedBecause(db: Db, tenantId: string, token: string, now: Date): Promise<SessionEnd | undefined> {
  if (!SECRET_PATTERN.test(token)) return undefined;
  const [row] = await db.query<{ revoked_reason: string | null }>(
    `SELECT revoked_reason FROM sessions WHERE token_hash = $1 AND tenant_id = $2 AND revoked_at IS NOT NULL AND expires_at > $3`,
    [sha256Hex(token), tenantId, now],
  );
  return row?.revoked_reason === 'password_changed' ? 'password_changed' : undefined;
}

/**
 * A password change: every OTHER live session of the user ends now, marked 'password_changed'; the
 * session that made the change (`keepTokenHash`) stays. Returns how many were ended.
 */
export async function revokeOtherSessions(db: Db, tenantId: string, userId: string, keepTokenHash: string, now: Date): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $4, revoked_reason = 'password_changed'
      WHERE tenant_id = $1 AND user_id = $2 AND token_hash <> $3 AND revoked_at IS NULL AND expires_at > $4
      RETURNING token_hash`,
    [tenantId, userId, keepTokenHash, now],
  );
  return rows.length;
}
