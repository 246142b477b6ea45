// One-time login codes behind the client route /oauth/{key}/{code}: stored as SHA-256, valid for
// 10 minutes, usable once, and only on the tenant they were issued for.
import type { Db } from '../db/db';
import { newSecret, sha256Hex, SECRET_PATTERN } from './token';

export const OAUTH_CODE_TTL_MS = 10 * 60 * 1000;

/**
 * Key of the code's origin. 'link': issued by an administrator of the tenant (a sign-in link sent to
 * a person). Other keys will name external identity providers (gov.br, Google, ...) whose callback
 * lands on the same client route; each will get its own exchange rule.
 */
export const OAUTH_KEYS = ['link'] as const;
export type OAuthKey = (typeof OAUTH_KEYS)[number];
export const isOAuthKey = (key: string): key is OAuthKey => (OAUTH_KEYS as readonly string[]).includes(key);

export async function issueCode(db: Db, input: { tenantId: string; userId: string; key: OAuthKey; createdBy: string; now: Date }): Promise<string> {
  const code = newSecret();
  await db.query(
    `INSERT INTO oauth_codes (code_hash, tenant_id, user_id, key, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256Hex(code), input.tenantId, input.userId, input.key, input.createdBy, input.now, new Date(input.now.getTime() + OAUTH_CODE_TTL_MS)],
  );
  // Spent and expired codes are worthless; clear them while we are here.
  await db.query(`DELETE FROM oauth_codes WHERE expires_at <= $1`, [new Date(input.now.getTime() - OAUTH_CODE_TTL_MS)]);
  return code;
}

/**
 * Drops every login link of the person not yet used: a password change (whoever holds a link
 * issued before it would otherwise still get in) and an anonymisation (the person is gone) end them.
 */
export async function revokeUnusedCodes(db: Db, tenantId: string, userId: string): Promise<number> {
  const gone = await db.query(`DELETE FROM oauth_codes WHERE tenant_id = $1 AND user_id = $2 AND used_at IS NULL RETURNING code_hash`, [tenantId, userId]);
  return gone.length;
}

/**
 * Marks the code used and returns its user, in one statement: of two racing exchanges exactly one
 * gets the row. Undefined when the code is unknown, foreign, expired or already used.
 */
export async function consumeCode(db: Db, input: { tenantId: string; key: string; code: string; now: Date }): Promise<string | undefined> {
  if (!SECRET_PATTERN.test(input.code)) return undefined;
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE oauth_codes SET used_at = $4
      WHERE code_hash = $1 AND tenant_id = $2 AND key = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING user_id`,
    [sha256Hex(input.code), input.tenantId, input.key, input.now],
  );
  return row?.user_id;
}
