// The /api/v1 router. main mounts it twice: at /api/v1 (tenant from the Host header) and at
// /c/{code}/api/v1 (tenant from the code), so every route exists identically in both modes.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { fail } from '../http/envelope';
import { MSG } from '../http/messages';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { clientRoutes } from './client';
import { configRoutes } from './configs';
import { oauthRoutes } from './oauth';
import { passwordRoutes } from './password';
import { registerRoutes } from './register';
import { sessionRoutes } from './session';
import { sessionListRoutes } from './sessions';
import { syncRoutes } from '../sync/routes';
import { credentialRoutes } from '../credentials/routes';
import { publicRoutes } from '../public/routes';
import { marketCommitRoutes } from '../public/market-commits';
import { publicRegisterRoutes } from '../public/register-requests';
import { publicReservationRoutes } from '../public/reservations';
import { fileRoutes } from '../files/routes';
import { searchRoutes } from '../search/routes';
import { privacyRoutes } from '../privacy/routes';
import { financeRoutes } from '../finances/routes';

export function apiRouter(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.route('/', clientRoutes(deps)); // public and not tenant-scoped: it finds the tenant

  const tenant = resolveTenant(deps, source);
  api.use('/auth/*', tenant);
  api.use('/configs/*', tenant);
  api.use('/public/*', tenant);
  api.route('/auth', sessionRoutes(deps));
  api.route('/auth', registerRoutes(deps));
  api.route('/auth', oauthRoutes(deps));
  api.route('/auth', passwordRoutes(deps)); // the signed-in person's password change (/my/password)
  api.route('/auth', sessionListRoutes(deps)); // the person's live sessions, "sair dos outros" (/my/password)
  api.route('/configs', configRoutes());
  // Before the competitions' public routes, whose module check covers every /public path.
  api.route('/public/markets', marketCommitRoutes(deps)); // no session: the transfers' public record
  api.route('/public/reservations', publicReservationRoutes(deps)); // no session: the public space booking
  api.route('/public/registers', publicRegisterRoutes(deps)); // no session: a register request (before /public's competitions gate)
  api.route('/public', publicRoutes(deps)); // no session: public competitions (server/public/routes.ts)
  api.route('/sync', syncRoutes(deps, source)); // resolves the tenant itself (server/sync/routes.ts)
  api.route('/', credentialRoutes(deps, source)); // /my/idcard, /credentials/*: resolves the tenant per path
  api.route('/', fileRoutes(deps, source)); // /files: uploads and reads (server/files/routes.ts)
  api.route('/', searchRoutes(deps, source)); // /search/people (server/search/routes.ts)
  api.route('/', privacyRoutes(deps, source)); // /my/privacy/export, /privacy/users/{id}/anonymise
  api.route('/', financeRoutes(deps, source)); // /finances/recurrences/{id}/run (server/finances/routes.ts)

  api.all('*', (c) => fail(c, 404, MSG.notFound));
  return api;
}
