// Tenant lookups: by host name (one primary-key probe in tenant_hosts) or by client code.
import { CLIENT_CODE_PATTERN } from '../../src/domain/tenancy';
import type { Db } from '../db/db';
import { TENANT_COLUMNS, tenantFromRow, type Tenant, type TenantRow } from './tenant';

/** What tenant_hosts can hold: a DNS name or an IPv4 address, lower case, no port. */
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*$/;

/** Could be a row of tenant_hosts (otherwise no need to ask the database). */
export const isStoredHostname = (hostname: string): boolean => hostname.length <= 253 && HOSTNAME.test(hostname);

/** Could be a tenant's code. */
export const isClientCode = (code: string): boolean => CLIENT_CODE_PATTERN.test(code);

export async function findTenantByHost(db: Db, hostname: string): Promise<Tenant | undefined> {
  if (!isStoredHostname(hostname)) return undefined;
  const [row] = await db.query<TenantRow>(
    `SELECT ${TENANT_COLUMNS} FROM tenant_hosts h JOIN tenants t ON t.id = h.tenant_id WHERE h.host = $1`,
    [hostname],
  );
  return row ? tenantFromRow(row) : undefined;
}

export async function findTenantByCode(db: Db, code: string): Promise<Tenant | undefined> {
  // Not a code at all: no need to ask the database.
  if (!isClientCode(code)) return undefined;
  const [row] = await db.query<TenantRow>(`SELECT ${TENANT_COLUMNS} FROM tenants t WHERE t.code = $1`, [code]);
  return row ? tenantFromRow(row) : undefined;
}
