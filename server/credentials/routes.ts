// The credential endpoints, mounted by server/routes/api.ts under /api/v1 and /c/{code}/api/v1:
//   POST /my/idcard                 session: the caller's card, issued or renewed (issue.ts)
//   POST /my/registers/certificates  session: the caller's graduation certificates, unsigned ones signed (certificates.ts)
//   POST /my/reservations/credentials session: the caller's live bookings, each with its pass (reservations.ts)
//   POST /credentials/keys/rotate   session + `settings` (masters pass): a new signing key (keys.ts)
// Each path resolves its own tenant (mounted at '/', a '*' middleware would catch every API path).
// Refusals are 4xx with a pt-BR message; an unopenable private key (operator problem) is a 503.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { requirePermission, requireSession } from '../auth/require-session';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { signCertificatesOf } from './certificates';
import { issueIdCard } from './issue';
import { KeyStoreError } from './key-store';
import { rotateKeys, signingKeyRecord } from './keys';
import { signReservationsOf } from './reservations';

/** Both calls take no input: an empty body or `{}`. */
const emptyBody = v.strictObject({}, 'Esta chamada não recebe campos.');

async function readEmpty(c: Context): Promise<void> {
  parseInput(emptyBody, await readJsonObject(c));
}

async function guard(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof KeyStoreError) {
      console.error(`[erro] ${c.req.method} ${c.req.path}: ${error.message}`);
      return fail(c, 503, error.message);
    }
    throw error;
  }
}

export function credentialRoutes(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tenant = resolveTenant(deps, source);
  app.use('/my/idcard', tenant);
  app.use('/my/registers/certificates', tenant);
  app.use('/my/reservations/credentials', tenant);
  app.use('/credentials/*', tenant);

  app.post('/my/idcard', requireSession(deps), (c) =>
    guard(c, async () => {
      await readEmpty(c);
      const t = c.get('tenant');
      const issued = await issueIdCard(deps.db, { id: t.id, code: t.code }, c.get('session').user.id, deps.now());
      return ok(c, issued);
    }),
  );
  app.all('/my/idcard', methodNotAllowed('POST'));

  app.post('/my/registers/certificates', requireSession(deps), (c) =>
    guard(c, async () => {
      await readEmpty(c);
      const t = c.get('tenant');
      return ok(c, { certificates: await signCertificatesOf(deps.db, { id: t.id, code: t.code }, c.get('session').user.id, deps.now()) });
    }),
  );
  app.all('/my/registers/certificates', methodNotAllowed('POST'));

  app.post('/my/reservations/credentials', requireSession(deps), (c) =>
    guard(c, async () => {
      await readEmpty(c);
      const t = c.get('tenant');
      return ok(c, { reservations: await signReservationsOf(deps.db, { id: t.id, code: t.code }, c.get('session').user.id, deps.now()) });
    }),
  );
  app.all('/my/reservations/credentials', methodNotAllowed('POST'));

  app.post('/credentials/keys/rotate', requireSession(deps), requirePermission('settings'), (c) =>
    guard(c, async () => {
      await readEmpty(c);
      const rotation = await rotateKeys(deps.db, c.get('tenant').id, deps.now());
      return ok(c, { key: signingKeyRecord(rotation.current), retired: rotation.retired ? signingKeyRecord(rotation.retired) : null });
    }),
  );
  app.all('/credentials/keys/rotate', methodNotAllowed('POST'));

  return app;
}
