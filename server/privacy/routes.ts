// The privacy endpoints, mounted by server/routes/api.ts under /api/v1 and
// /c/{code}/api/v1:
//   GET  /my/privacy/export                    session: everything about the caller, as JSON (export.ts)
//   POST /privacy/users/{user_id}/anonymise    session + `users`: settles the person's pending
//                                              deletion request by anonymising them (anonymise.ts)
//   POST /privacy/public-requests/{id}/erase   session + `users`: a public register request loses its
//                                              personal data at the person's request (public-requests.ts)
// Consents, guardians and the deletion request itself are records written through sync (mutators).
import { Hono } from 'hono';
import * as v from 'valibot';
import { requirePermission, requireSession } from '../auth/require-session';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { anonymisePerson } from './anonymise';
import { exportPersonData } from './export';
import { erasePublicRequest, PUBLIC_REQUEST_MSG } from './public-requests';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyBody = v.strictObject({}, 'Esta chamada não recebe campos.');

export function privacyRoutes(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tenant = resolveTenant(deps, source);
  app.use('/my/privacy/*', tenant);
  app.use('/privacy/*', tenant);

  app.get('/my/privacy/export', requireSession(deps), async (c) => {
    const t = c.get('tenant');
    const data = await exportPersonData(deps.db, { id: t.id, code: t.code, name: t.name }, c.get('session').user.id, deps.now());
    c.header('Cache-Control', 'no-store');
    return ok(c, data);
  });
  app.all('/my/privacy/export', methodNotAllowed('GET'));

  app.post('/privacy/users/:userId/anonymise', requireSession(deps), requirePermission('users'), async (c) => {
    const userId = c.req.param('userId');
    if (!UUID.test(userId)) return fail(c, 404, 'Pessoa não encontrada.');
    parseInput(emptyBody, await readJsonObject(c));
    const result = await anonymisePerson(deps.db, c.get('tenant').id, userId.toLowerCase(), c.get('session').user.id, deps.now());
    return ok(c, result);
  });
  app.all('/privacy/users/:userId/anonymise', methodNotAllowed('POST'));

  app.post('/privacy/public-requests/:id/erase', requireSession(deps), requirePermission('users'), async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return fail(c, 404, PUBLIC_REQUEST_MSG.notFound);
    parseInput(emptyBody, await readJsonObject(c));
    return ok(c, await erasePublicRequest(deps.db, c.get('tenant').id, id.toLowerCase(), c.get('session').user.id, deps.now()));
  });
  app.all('/privacy/public-requests/:id/erase', methodNotAllowed('POST'));

  return app;
}
