// POST /auth/login, GET /auth/me, POST /auth/logout (spec §7), behind tenant resolution.
import { Hono } from 'hono';
import { accountKey, findLoginCandidates, matchPassword, parseLogin } from '../auth/login-lookup';
import { addressKey } from '../auth/address-key';
import { bearerToken, requireSession } from '../auth/require-session';
import { revokeSession } from '../auth/sessions';
import { SECRET_PATTERN } from '../auth/token';
import { signIn } from '../auth/sign-in';
import { clearFailures, reserveAttempt, settleFailure, withdrawAttempt, type ThrottleKey } from '../auth/throttle';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readJson, readJsonObject } from '../http/json-body';
import { MSG, tooManyAttempts } from '../http/messages';
import { clientIp } from '../http/request-info';
import { form, password, requiredText } from '../http/validation';

const LoginBody = form({
  login: requiredText('o e-mail ou o CPF', 'O e-mail ou CPF', 254),
  // No minimum here: an old short password must still be able to fail or pass, not be "invalid".
  password: password({ min: 1, max: 128 }),
});

export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await readJson(c, LoginBody);
    const tenant = c.get('tenant');
    const id = parseLogin(body.login);
    const now = deps.now();
    // Who the login names decides the throttle's account key, so e-mail and CPF share one counter.
    // The owner of the CPF or e-mail, then any sign-ups that claimed it (login-lookup.ts).
    const candidates = await findLoginCandidates(deps.db, tenant.id, id);
    const key: ThrottleKey = { tenantId: tenant.id, accountKey: accountKey(id, candidates[0]), address: addressKey(clientIp(c, deps.trustProxy)) };

    const reserved = await reserveAttempt(deps.db, key, now);
    if (reserved.wait > 0) throw new ApiError(429, tooManyAttempts(reserved.wait), undefined, { 'Retry-After': String(reserved.wait) });

    // Same cost whether or not the person exists (a dummy hash for nobody).
    const user = await matchPassword(body.password, candidates);
    if (!user) {
      await settleFailure(deps.db, now);
      throw new ApiError(401, MSG.wrongCredentials);
    }
    if (user === candidates[0]) await clearFailures(deps.db, key);
    else await withdrawAttempt(deps.db, reserved.id!);
    return ok(c, await signIn(deps.db, tenant.id, user.id, now, c.req.header('user-agent')));
  });
  app.all('/login', methodNotAllowed('POST'));

  app.get('/me', requireSession(deps), (c) => ok(c, { result: c.get('session').user }));
  app.all('/me', methodNotAllowed('GET, HEAD'));

  // The body holds the platform info (spec §7) and is otherwise ignored, but must still be JSON.
  // Idempotent: an unknown, expired or already revoked token also gets `status: 1`.
  app.post('/logout', async (c) => {
    await readJsonObject(c);
    const token = bearerToken(c);
    // A token that cannot be one of ours is a client bug worth a 401; any well-formed one is
    // "logged out" afterwards, whether it was live, expired, revoked or never issued.
    if (!token || !SECRET_PATTERN.test(token)) throw new ApiError(401, MSG.sessionExpired, undefined, { 'WWW-Authenticate': 'Bearer' });
    await revokeSession(deps.db, c.get('tenant').id, token, deps.now());
    return ok(c, {});
  });
  app.all('/logout', methodNotAllowed('POST'));

  return app;
}
