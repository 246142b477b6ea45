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
}

/** The session's user columns, renamed so they cannot clash with the tenant's (id, name). */
const SESSION_COLUMNS = USER_INFO_FIELDS.map((field) => `su.${field} AS su_${field}`).join(', ');

type Row = TenantRow & { [K in keyof UserInfoRow as `su_${K & string}`]: UserInfoRow[K] | null };

/** `token` must already match SECRET_PATTERN. Undefined when no tenant matches. */
export async function findTenantAndSession(db: Db, where: TenantWhere, token: string, now: Date): Promise<TenantAndSession | undefined> {
  const tokenHash = sha256Hex(token);
  const from = 'host' in where ? 'tenant_hosts h JOIN tenants t ON t.id = h.tenant_id' : 'tenants t';
  const condition = 'host' in where ? 'h.host = $1' : 't.code = $1';
  const [row] = await db.query<Row>(
    `SELECT ${TENANT_COLUMNS}, ${SESSION_COLUMNS}
       FROM ${from}
       LEFT JOIN LATERAL (
         SELECT ${USER_INFO_COLUMNS}
           FROM sessions s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
          WHERE s.token_hash = $2 AND s.tenant_id = t.id AND s.revoked_at IS NULL AND s.expires_at > $3
       ) su ON true
      WHERE ${condition}`,
    ['host' in where ? where.host : where.code, tokenHash, now],
  );
  if (!row) return undefined;
  const user = Object.fromEntries(USER_INFO_FIELDS.map((field) => [field, row[`su_${field}`]])) as unknown as UserInfoRow;
  return { tenant: tenantFromRow(row), session: row.su_id === null ? null : { tokenHash, user: userInfoFromRow(user) } };
}
