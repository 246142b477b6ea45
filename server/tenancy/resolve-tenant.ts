// Puts the request's tenant on the context. /api/v1/... answers for the tenant of the Host header
// (port ignored); /c/{code}/api/v1/... answers for the tenant with that client code (connect mode,
// where one generic host serves every tenant).
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { MSG } from '../http/messages';
import { hostnameOf, requestHost } from '../http/request-info';
import { findTenantByCode, findTenantByHost } from './tenant-repo';

export type TenantSource = 'host' | 'code';

/** A request that names no host (empty or missing Host) has no tenant. */
const findByHost = (deps: AppDeps, host: string | undefined) => (host ? findTenantByHost(deps.db, hostnameOf(host)) : undefined);

export function resolveTenant(deps: AppDeps, source: TenantSource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenant =
      source === 'code'
        ? await findTenantByCode(deps.db, c.req.param('client') ?? '')
        : await findByHost(deps, requestHost(c, deps.trustProxy));
    if (!tenant) throw new ApiError(404, MSG.tenantNotFoundForHost);
    c.set('tenant', tenant);
    await next();
  };
}
