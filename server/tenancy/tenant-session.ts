// The tenant of a request AND the session of its bearer token, in ONE round trip. Every
// authenticated request used to pay two sequential queries (tenant, then session): /auth/me ran
// at about 1/20 of a bare handler on PostgreSQL. Nothing is cached, so a logout or an expiry is
// seen by the very next request on every server process.
import type { Db } from '../db/db';
import type { SessionContext } from '../http/context';
import { sha256Hex } from '../auth/token';
import { USER_INFO_COLUMNS, USER_INFO_FIELDS, userInfoFromRow, type UserInfoRow } from '../auth/user-info';
import { TENANT_COLUMNS, tenantFromRow, type Tenant, type TenantRow } from './tenant';

export type TenantWhere = { host: string } | { code: string };

export interface TenantAndSession {
  tenant: Tenant;
  /** The live session of the token on this tenant, or null (unknown, revoked, expired, foreign). */
  session: SessionContext | null;
  /** No live session, but the token's session was ended by a password change (sessions.ts endedBecause). */
  ended?: 'password_changed';
}

/** The session's user columns, renamed so they cannot clash with the tenant's (id, name). */
const SESSION_COLUMNS = USER_INFO_FIELDS.map((field) => `su.${field} AS su_${field}`).join(', ');

type Row = TenantRow & { [K in keyof UserInfoRow as `su_${K & string}`]: UserInfoRow[K] | null } & {
  ended_reason: string | null;
  su_last_seen_at: Date | null;
};

/** `token` must already match SECRET_PATTERN. Undefined when no tenant matches. */
export async function findTenantAndSession(db: Db, where: TenantWhere, token: string, now: Date): Promise<TenantAndSession | undefined> {
  const tokenHash = sha256Hex(token);
  const from = 'host' in where ? 'tenant_hosts h JOIN tenants t ON t.id = h.tenant_id' : 'tenants t';
  const condition = 'host' in where ? 'h.host = $1' : 't.code = $1';
  const [row] = await db.query<Row>(
    // ended_reason: the same statement also says why an ended, unexpired token of this tenant ended
    // (a password changed on another device), so a refused token costs no second round trip.
    `SELECT ${TENANT_COLUMNS}, ${SESSION_COLUMNS}, su.session_last_seen_at AS su_last_seen_at,
            (SELECT e.revoked_reason FROM sessions e
              WHERE e.token_hash = $2 AND e.tenant_id = t.id AND e.revoked_at IS NOT NULL AND e.expires_at > $3) AS ended_reason
       FROM ${from}
       LEFT JOIN LATERAL (
         SELECT ${USER_INFO_COLUMNS}, s.last_seen_at AS session_last_seen_at
           FROM sessions s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
          WHERE s.token_hash = $2 AND s.tenant_id = t.id AND s.revoked_at IS NULL AND s.expires_at > $3
       ) su ON true
      WHERE ${condition}`,
    ['host' in where ? where.host : where.code, tokenHash, now],
  );
  if (!row) return undefined;
  const user = Object.fromEntries(USER_INFO_FIELDS.map((field) => [field, row[`su_${field}`]])) as unknown as UserInfoRow;
  if (row.su_id !== null) return { tenant: tenantFromRow(row), session: { tokenHash, user: userInfoFromRow(user), lastSeenAt: row.su_last_seen_at } };
  return { tenant: tenantFromRow(row), session: null, ...(row.ended_reason === 'password_changed' ? { ended: 'password_changed' as const } : {}) };
}
