// GET /api/v1/{product}/client?host=… | ?code=… — the public tenant lookup the client runs at start
// (spec §4 step 2). Not tenant-scoped: it is how a tenant is found in the first place.
import { Hono } from 'hono';
import { PRODUCT, connectBackendPath } from '../../src/domain/tenancy';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { MSG } from '../http/messages';
import { hostnameOf, requestHost, requestProtocol } from '../http/request-info';
import { toClientRecord } from '../tenancy/client-record';
import { findTenantByCode, findTenantByHost } from '../tenancy/tenant-repo';

const MAX_QUERY_LENGTH = 260;

export function clientRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = `/${PRODUCT}/client`;

  app.get(path, async (c) => {
    const host = c.req.query('host')?.trim();
    const code = c.req.query('code')?.trim().toLowerCase();
    if (!host && !code) throw new ApiError(422, MSG.clientQueryMissing, { host: MSG.clientQueryMissing });
    if ((host?.length ?? 0) > MAX_QUERY_LENGTH || (code?.length ?? 0) > MAX_QUERY_LENGTH) throw new ApiError(404, MSG.clientNotFound);

    // The code is the explicit choice (connect mode) when a caller sends both.
    const tenant = code ? await findTenantByCode(deps.db, code) : await findTenantByHost(deps.db, hostnameOf(host!));
    if (!tenant) throw new ApiError(404, MSG.clientNotFound);

    // The backend is the caller's own origin: the same server answers, reached the way the client
    // reached it (localhost, 127.0.0.1, a LAN address, a proxy's public name).
    const ownHost = requestHost(c, deps.trustProxy);
    if (!ownHost) throw new ApiError(400, MSG.badHost);
    const origin = `${requestProtocol(c, deps.trustProxy)}//${ownHost}`;
    const backend = code ? origin + connectBackendPath(tenant.code) : origin;
    return ok(c, { client: toClientRecord(tenant, origin, backend) });
  });
  app.all(path, methodNotAllowed('GET, HEAD'));
  return app;
}
