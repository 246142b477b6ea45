// Sessions: a row per token, bound to one tenant, valid 30 days unless revoked (logout), at most
// MAX_LIVE_SESSIONS live per person (the oldest ends when a newer one starts).
import type { SessionSummary, UserInfo } from '../../src/domain/api';
import type { Db } from '../db/db';
import { newSecret, sha256Hex, SECRET_PATTERN } from './token';
import { USER_INFO_COLUMNS, userInfoFromRow, type UserInfoRow } from './user-info';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Live sessions one person may hold. Ten covers a phone, a tablet, a couple of
 * computers and browsers with room to spare; without a cap a token stolen once stays good for 30
 * days however many times its owner signs in elsewhere.
 */
export const MAX_LIVE_SESSIONS = 10;

/** How stale `last_seen_at` may get before a request refreshes it (one write per session per period). */
export const LAST_SEEN_PERIOD_MS = 5 * 60 * 1000;

/** The user agent as stored: printable, at most 300 characters (the column's CHECK). */
export const storedUserAgent = (value: string | undefined): string | null => {
  const clean = value?.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '').trim().slice(0, 300);
  return clean ? clean : null;
};

export async function createSession(db: Db, tenantId: string, userId: string, now: Date, userAgent?: string): Promise<string> {
  const token = newSecret();
  await db.query(
    `INSERT INTO sessions (token_hash, tenant_id, user_id, created_at, expires_at, last_seen_at, user_agent) VALUES ($1, $2, $3, $4, $5, $4, $6)`,
    [sha256Hex(token), tenantId, userId, now, new Date(now.getTime() + SESSION_TTL_MS), storedUserAgent(userAgent)],
  );
  // The cap: past MAX_LIVE_SESSIONS, the oldest live ones end now ('session_limit'); their devices
  // get the ordinary 401 "Sessão expirada. Entre novamente." and sign in again if they still can.
  await db.query(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = 'session_limit'
      WHERE token_hash IN (SELECT token_hash FROM sessions
                            WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3
                            ORDER BY id DESC OFFSET $4)`,
    [tenantId, userId, now, MAX_LIVE_SESSIONS],
  );
  return token;
}

/** The person's live sessions, newest first, `current` marking the one of `currentTokenHash`. */
export async function listSessions(db: Db, tenantId: string, userId: string, currentTokenHash: string, now: Date): Promise<SessionSummary[]> {
  const rows = await db.query<{ id: string | number; created_at: Date; last_seen_at: Date | null; user_agent: string | null; token_hash: string }>(
    `SELECT id, created_at, last_seen_at, user_agent, token_hash FROM sessions
      WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3
      ORDER BY id DESC`,
    [tenantId, userId, now],
  );
  return rows.map((r) => ({
    id: String(r.id),
    created_at: r.created_at.toISOString(),
    last_seen_at: (r.last_seen_at ?? r.created_at).toISOString(),
    user_agent: r.user_agent,
    current: r.token_hash === currentTokenHash,
  }));
}

/**
 * Ends one live session of the person by its id (not the current one: that is a logout). Returns
 * whether a session ended; an id of someone else's or an ended session ends nothing.
 */
export async function revokeSessionById(db: Db, tenantId: string, userId: string, id: string, keepTokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $5, revoked_reason = 'signed_out_elsewhere'
      WHERE tenant_id = $1 AND user_id = $2 AND id = $3 AND token_hash <> $4 AND revoked_at IS NULL AND expires_at > $5
      RETURNING token_hash`,
    [tenantId, userId, id, keepTokenHash, now],
  );
  return rows.length > 0;
}

/** A request on a session whose `last_seen_at` is older than LAST_SEEN_PERIOD_MS moves it to now. */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND (last_seen_at IS NULL OR last_seen_at <= $3)`, [
    tokenHash,
    now,
    new Date(now.getTime() - LAST_SEEN_PERIOD_MS),
  ]);
}

/** The live session of `token` on this tenant with its user, in one query; undefined otherwise. */
export async function findSession(
  db: Db,
  tenantId: string,
  token: string,
  now: Date,
): Promise<{ tokenHash: string; user: UserInfo; lastSeenAt: Date | null } | undefined> {
  if (!SECRET_PATTERN.test(token)) return undefined;
  const tokenHash = sha256Hex(token);
  const [row] = await db.query<UserInfoRow & { session_last_seen_at: Date | null }>(
    `SELECT ${USER_INFO_COLUMNS}, s.last_seen_at AS session_last_seen_at
       FROM sessions s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
      WHERE s.token_hash = $1 AND s.tenant_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [tokenHash, tenantId, now],
  );
  return row ? { tokenHash, user: userInfoFromRow(row), lastSeenAt: row.session_last_seen_at } : undefined;
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
 * Every OTHER live session of the user ends now; the session that asked (`keepTokenHash`) stays.
 * 'password_changed' for a password change (those devices are told why), 'signed_out_elsewhere' for
 * "sair dos outros aparelhos" on /my/password. Returns how many were ended.
 */
export async function revokeOtherSessions(
  db: Db,
  tenantId: string,
  userId: string,
  keepTokenHash: string,
  now: Date,
  reason: 'password_changed' | 'signed_out_elsewhere' = 'password_changed',
): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $4, revoked_reason = $5
      WHERE tenant_id = $1 AND user_id = $2 AND token_hash <> $3 AND revoked_at IS NULL AND expires_at > $4
      RETURNING token_hash`,
    [tenantId, userId, keepTokenHash, now, reason],
  );
  return rows.length;
}
