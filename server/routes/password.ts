// POST /auth/password {current_password, password} — the signed-in person changes their password
// (`/my/password`). The current password is checked like a login, under the same throttle and the
// same counter (server/auth/throttle.ts, account key `user:<id>`), so this endpoint is no cheaper way
// to guess it. The new password follows the register rules (8..128 characters). On success, in one
// transaction: the new hash, and every OTHER session of the person ended as 'password_changed' (their
// devices then get 401 with code `password_changed` and the pt-BR notice); this session stays; and
// every login link (/auth/oauth/codes) issued to the person and not yet used is dropped.
// A wrong current password, a refused new one, or a throttled attempt change nothing.
import { Hono } from 'hono';
import * as v from 'valibot';
import { addressKey } from '../auth/address-key';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUnusedCodes } from '../auth/oauth-codes';
import { requireSession } from '../auth/require-session';
import { revokeOtherSessions } from '../auth/sessions';
import { clearFailures, reserveAttempt, settleFailure, type ThrottleKey } from '../auth/throttle';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readJson } from '../http/json-body';
import { MSG, tooManyAttempts } from '../http/messages';
import { clientIp } from '../http/request-info';
import { form, password } from '../http/validation';

/** The register screen's rule for a new password (server/routes/register.ts). */
export const NEW_PASSWORD = { min: 8, max: 128 } as const;

const ChangeBody = v.pipe(
  form({
    // No minimum: an old short password must be able to pass or fail, not be "invalid".
    current_password: password({ min: 1, max: 128 }),
    password: password(NEW_PASSWORD),
  }),
  v.forward(v.check((input) => input.password.normalize('NFC') !== input.current_password.normalize('NFC'), MSG.samePassword), ['password']),
);

export function passwordRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/password', requireSession(deps), async (c) => {
    const body = await readJson(c, ChangeBody);
    const tenant = c.get('tenant');
    const { tokenHash, user } = c.get('session');
    const now = deps.now();
    const key: ThrottleKey = { tenantId: tenant.id, accountKey: `user:${user.id}`, address: addressKey(clientIp(c, deps.trustProxy)) };

    const { wait } = await reserveAttempt(deps.db, key, now);
    if (wait > 0) throw new ApiError(429, tooManyAttempts(wait), undefined, { 'Retry-After': String(wait) });

    const [row] = await deps.db.query<{ password_hash: string | null }>(`SELECT password_hash FROM users WHERE tenant_id = $1 AND id = $2`, [tenant.id, user.id]);
    const valid = row?.password_hash ? await verifyPassword(body.current_password, row.password_hash) : false;
    if (!valid) {
      await settleFailure(deps.db, now);
      // 422, not 401: the session is fine, the typed password is not (a 401 would read as "signed out").
      throw new ApiError(422, MSG.wrongCurrentPassword, { current_password: MSG.wrongCurrentPassword });
    }
    const hash = await hashPassword(body.password); // slow: outside the transaction
    const signedOut = await deps.db.tx(async (tx) => {
      await tx.query(`UPDATE users SET password_hash = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2`, [tenant.id, user.id, hash, now]);
      // A login link issued before the change would still open the account: it ends with the old password.
      await revokeUnusedCodes(tx, tenant.id, user.id);
      return revokeOtherSessions(tx, tenant.id, user.id, tokenHash, now);
    });
    await clearFailures(deps.db, key);
    return ok(c, { message: MSG.passwordChanged, signed_out: signedOut });
  });
  app.all('/password', methodNotAllowed('POST'));

  return app;
}
