// Puts the request's tenant on the context. /api/v1/... answers for the tenant of the Host header
// (port ignored); /c/{code}/api/v1/... answers for the tenant with that client code (connect mode,
// where one generic host serves every tenant).
//
// A request carrying a well-formed bearer token also gets its session looked up in the same query
// (tenant-session.ts) and left on the context for requireSession: an authenticated request costs
// one database round trip before its handler, not two.
import type { Context, MiddlewareHandler } from 'hono';
import { bearerToken } from '../auth/require-session';
import { SECRET_PATTERN } from '../auth/token';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { MSG } from '../http/messages';
import { hostnameOf, requestHost } from '../http/request-info';
import { findTenantAndSession, type TenantWhere } from './tenant-session';
import { findTenantByCode, findTenantByHost, isClientCode, isStoredHostname } from './tenant-repo';
import type { Tenant } from './tenant';

export type TenantSource = 'host' | 'code';

/** Which tenant the request names; undefined when it cannot name one (no Host, a malformed code). */
function tenantWhere(c: Context, deps: AppDeps, source: TenantSource): TenantWhere | undefined {
  if (source === 'code') {
    const code = c.req.param('client') ?? '';
    return isClientCode(code) ? { code } : undefined;
  }
  const host = requestHost(c, deps.trustProxy); // empty Host: no tenant, never the listener's own
  const hostname = host ? hostnameOf(host) : '';
  return isStoredHostname(hostname) ? { host: hostname } : undefined;
}

export function resolveTenant(deps: AppDeps, source: TenantSource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const where = tenantWhere(c, deps, source);
    const token = bearerToken(c);
    let tenant: Tenant | undefined;
    if (where && token && SECRET_PATTERN.test(token)) {
      const found = await findTenantAndSession(deps.db, where, token, deps.now());
      tenant = found?.tenant;
      if (found) {
        c.set('sessionLookup', found.session);
        if (found.ended) c.set('sessionEnded', found.ended);
      }
    } else if (where) {
      tenant = 'host' in where ? await findTenantByHost(deps.db, where.host) : await findTenantByCode(deps.db, where.code);
    }
    if (!tenant) throw new ApiError(404, MSG.tenantNotFoundForHost);
    c.set('tenant', tenant);
    await next();
  };
}
