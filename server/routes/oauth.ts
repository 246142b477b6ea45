// One-time sign-in codes (client route /oauth/{key}/{code}, spec §2.1):
//   POST /auth/oauth/codes         (Bearer; master or `connections`) {user_id?} → {key, code, path}
//   POST /auth/oauth/{key}/{code}  (guest) → {token, result}, like a login
import { Hono } from 'hono';
import * as v from 'valibot';
import { consumeCode, isOAuthKey, issueCode, OAUTH_CODE_TTL_MS } from '../auth/oauth-codes';
import { requirePermission, requireSession } from '../auth/require-session';
import { signIn } from '../auth/sign-in';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readJson, readJsonObject } from '../http/json-body';
import { MSG } from '../http/messages';
import { form, isUuid } from '../http/validation';

const IssueBody = form({
  user_id: v.optional(
    v.pipe(v.string('Identificador da pessoa deve ser um texto.'), v.maxLength(36, 'Identificador da pessoa inválido.'), v.check(isUuid, 'Identificador da pessoa inválido.')),
  ),
});

export function oauthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/oauth/codes', requireSession(deps), requirePermission('connections'), async (c) => {
    const body = await readJson(c, IssueBody);
    const tenant = c.get('tenant');
    const issuer = c.get('session').user;
    const userId = body.user_id?.toLowerCase() ?? issuer.id;
    const [target] = await deps.db.query<{ id: string; master: boolean; super: boolean; anonymised_at: Date | null }>(
      `SELECT id, master, super, anonymised_at FROM users WHERE tenant_id = $1 AND id = $2`,
      [tenant.id, userId],
    );
    if (!target) throw new ApiError(404, MSG.userNotFound);
    // A code signs in *as* the target: only a master may mint one for a master or super user,
    // or `connections` would be a way up to every permission.
    if ((target.master || target.super) && !issuer.master) throw new ApiError(403, MSG.forbidden);
    // An anonymised person (LGPD deletion, 018) has no account left to enter: a link would reopen it.
    if (target.anonymised_at) throw new ApiError(409, MSG.oauthAnonymised);

    const now = deps.now();
    const key = 'link' as const;
    const code = await issueCode(deps.db, { tenantId: tenant.id, userId: target.id, key, createdBy: issuer.id, now });
    return ok(c, { key, code, path: `/oauth/${key}/${code}`, expires_at: new Date(now.getTime() + OAUTH_CODE_TTL_MS).toISOString() });
  });
  app.all('/oauth/codes', methodNotAllowed('POST'));

  app.post('/oauth/:key/:code', async (c) => {
    await readJsonObject(c); // optional platform info; malformed JSON is still refused
    const key = c.req.param('key');
    if (!isOAuthKey(key)) throw new ApiError(404, MSG.oauthUnknownKey);
    const tenant = c.get('tenant');
    const now = deps.now();
    // Consuming and signing in commit together: a code is never spent without a session to show for it.
    const answer = await deps.db.tx(async (tx) => {
      const userId = await consumeCode(tx, { tenantId: tenant.id, key, code: c.req.param('code'), now });
      if (!userId) throw new ApiError(401, MSG.oauthInvalid);
      return signIn(tx, tenant.id, userId, now, c.req.header('user-agent'));
    });
    return ok(c, answer);
  });
  app.all('/oauth/:key/:code', methodNotAllowed('POST'));

  return app;
}
