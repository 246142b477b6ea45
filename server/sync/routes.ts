// The sync endpoints, mounted under /api/v1/sync (by host) and /c/{code}/api/v1/sync (by code):
//   POST /push  {clientId, schemaVersion, mutations}  → push.ts
//   GET  /pull?clientId&cursor&limit                  → pull.ts
// Both need a Bearer session of the request's tenant (401 otherwise, the same for any foreign
// token). Every refusal is a 4xx with a pt-BR message; the body of a push is read only after the
// session is checked.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { availableModules } from '../../src/domain/access';
import { parsePullQuery, pushRequestSchema, SCHEMA_VERSION, UPDATE_REQUIRED_MESSAGE } from '../../src/domain/protocol';
import type { Viewer } from '../../src/domain/resources/scope';
import { isFallbackMessage } from '../../src/domain/valibot-pt';
import { requireSession } from '../auth/require-session';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { fail } from '../http/envelope';
import { decodeUtf8, isJsonContentType, parseJsonText, readCapped } from '../http/json-body';
import { methodNotAllowed } from '../http/errors';
import { MSG } from '../http/messages';
import { issuesToErrors } from '../http/validation';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { PUSH_MAX_BYTES, SYNC_MSG } from './messages';
import { applyPull } from './pull';
import { applyPush } from './push';
import { afterPushRecurrences } from '../finances/after-push';

/**
 * The push body, parsed. The shared reader with the push's own cap (not the 64 KiB of session
 * calls): a batch of 500 whole records is far bigger than a session call. Still capped while streaming.
 */
async function readPushBody(c: Context): Promise<unknown> {
  if (Number(c.req.header('content-length') ?? '0') > PUSH_MAX_BYTES) throw new ApiError(413, SYNC_MSG.pushTooLarge);
  if (!isJsonContentType(c)) throw new ApiError(415, MSG.unsupportedMediaType);
  if (!c.req.raw.body) throw new ApiError(400, SYNC_MSG.badPush);
  return parseJsonText(decodeUtf8(await readCapped(c, PUSH_MAX_BYTES, SYNC_MSG.pushTooLarge)));
}

/** Schemas without their own message get valibot-pt's fallback: say which field it was. */
function ptMessage(issue: v.BaseIssue<unknown>): string {
  if (!isFallbackMessage(issue.message)) return issue.message;
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `Campo ${path} ausente ou inválido.` : SYNC_MSG.badPush;
}

function parsePush(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, MSG.notAnObject);
  const parsed = v.safeParse(pushRequestSchema, body);
  if (parsed.success) return parsed.output;
  const errors = issuesToErrors(parsed.issues.map((issue) => ({ ...issue, message: ptMessage(issue) })));
  throw new ApiError(400, ptMessage(parsed.issues[0]), errors);
}

export function viewerOf(c: Context<AppEnv>): Viewer {
  const user = c.get('session').user;
  const tenant = c.get('tenant');
  // The tenant's modules go with the viewer: collections of the others are neither pulled nor written.
  const modules = availableModules(tenant.enabledModules, tenant.hiddenModules);
  return {
    id: user.id, master: user.master, admin: user.admin, permissions_names: user.permissions_names, modules,
    registersAssociations: tenant.registerAssociations.open,
  };
}

export function syncRoutes(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const sync = new Hono<AppEnv>();
  sync.use('*', resolveTenant(deps, source));

  sync.post('/push', requireSession(deps), async (c) => {
    const req = parsePush(await readPushBody(c));
    // An app older or newer than this server: "update required" (the client keeps its data and reads).
    if (req.schemaVersion !== SCHEMA_VERSION) return fail(c, 426, UPDATE_REQUIRED_MESSAGE);
    const outcome = await applyPush(deps.db, c.get('tenant').id, viewerOf(c), req, deps.now());
    if (outcome.status === 200) {
      // A recurrence just written bills its current period at once (after the push committed).
      await afterPushRecurrences(deps.db, c.get('tenant').id, req, outcome.body, deps.now());
      return c.json(outcome.body, 200);
    }
    if (outcome.status === 409) return c.json(outcome.body, 409);
    return fail(c, outcome.status, outcome.message);
  });
  sync.all('/push', methodNotAllowed('POST'));

  sync.get('/pull', requireSession(deps), async (c) => {
    const q = parsePullQuery(new URL(c.req.url).searchParams);
    if (!q) return fail(c, 400, SYNC_MSG.badPull);
    const outcome = await applyPull(deps.db, c.get('tenant').id, viewerOf(c), q, deps.now());
    if (outcome.status !== 200) return fail(c, outcome.status, outcome.message);
    return c.body(outcome.json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  sync.all('/pull', methodNotAllowed('GET'));

  return sync;
}
