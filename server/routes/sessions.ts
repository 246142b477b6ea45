// The signed-in person's live sessions (the devices list on `/my/password`):
//   GET  /auth/sessions                → { result: SessionSummary[], claims: ClaimNotice[] } sessions newest
//                                        first, `current` = this one; claims: sign-ups that typed this
//                                        person's CPF or e-mail (register-account.ts)
//   POST /auth/sessions/revoke_others  {} → { message, signed_out } every OTHER live session ends
//   POST /auth/sessions/revoke {id}    → { message } one other session ends
// Ended sessions are marked 'signed_out_elsewhere'; their devices get the ordinary 401 ("Sessão
// expirada. Entre novamente."), which the client already handles by asking to sign in. The current
// session is never ended here (that is POST /auth/logout), so the person is never locked out by this.
// Only the person's own sessions of this tenant are reachable: an id of anyone else's is "not found".
import { Hono } from 'hono';
import * as v from 'valibot';
import type { RevokeOthersAnswer, SessionsAnswer } from '../../src/domain/api';
import { claimsAgainst } from '../auth/register-account';
import { requireSession } from '../auth/require-session';
import { listSessions, revokeOtherSessions, revokeSessionById } from '../auth/sessions';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readJson, readJsonObject } from '../http/json-body';
import { MSG } from '../http/messages';
import { form } from '../http/validation';

const RevokeBody = form({
  id: v.pipe(v.string('Informe a sessão.'), v.regex(/^[1-9][0-9]{0,17}$/, 'Sessão inválida.')),
});

export function sessionListRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/sessions', requireSession(deps), async (c) => {
    const { tokenHash, user } = c.get('session');
    const tenantId = c.get('tenant').id;
    const answer: SessionsAnswer = {
      result: await listSessions(deps.db, tenantId, user.id, tokenHash, deps.now()),
      claims: await claimsAgainst(deps.db, tenantId, user.id),
    };
    return ok(c, answer);
  });
  app.all('/sessions', methodNotAllowed('GET, HEAD'));

  app.post('/sessions/revoke_others', requireSession(deps), async (c) => {
    await readJsonObject(c);
    const { tokenHash, user } = c.get('session');
    const signedOut = await revokeOtherSessions(deps.db, c.get('tenant').id, user.id, tokenHash, deps.now(), 'signed_out_elsewhere');
    const answer: RevokeOthersAnswer = { message: MSG.signedOutOthers, signed_out: signedOut };
    return ok(c, answer);
  });
  app.all('/sessions/revoke_others', methodNotAllowed('POST'));

  app.post('/sessions/revoke', requireSession(deps), async (c) => {
    const body = await readJson(c, RevokeBody);
    const { tokenHash, user } = c.get('session');
    const ended = await revokeSessionById(deps.db, c.get('tenant').id, user.id, body.id, tokenHash, deps.now());
    if (!ended) throw new ApiError(404, MSG.sessionNotFound);
    return ok(c, { message: MSG.sessionRevoked });
  });
  app.all('/sessions/revoke', methodNotAllowed('POST'));

  return app;
}
