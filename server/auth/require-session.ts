// Bearer authentication for tenant routes: the token must name a live session *of this tenant*.
// Every failure is the same 401, so a caller learns nothing about other tenants' tokens.
import type { Context, MiddlewareHandler } from 'hono';
import { holdsPermission } from '../../src/domain/access';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { MSG } from '../http/messages';
import { endedBecause, findSession, LAST_SEEN_PERIOD_MS, touchSession } from './sessions';

const unauthorized = () => new ApiError(401, MSG.sessionExpired, undefined, { 'WWW-Authenticate': 'Bearer' });

/** A token ended by a password change on another device: its device says so (and signs in again). */
const passwordChanged = () => new ApiError(401, MSG.passwordChangedElsewhere, undefined, { 'WWW-Authenticate': 'Bearer' }, 'password_changed');

/** The raw token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer[ \t]+(\S{1,512})[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

export function requireSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized();
    // Usually already read with the tenant, in the same query (server/tenancy/tenant-session.ts).
    const looked = c.get('sessionLookup');
    const session = looked === undefined ? await findSession(deps.db, c.get('tenant').id, token, deps.now()) : looked;
    if (!session) {
      // Why it ended came with the tenant's query; looked up apart only when that query did not run.
      const reason = looked === undefined ? await endedBecause(deps.db, c.get('tenant').id, token, deps.now()) : c.get('sessionEnded');
      throw reason === 'password_changed' ? passwordChanged() : unauthorized();
    }
    c.set('session', session);
    // "Visto por último" on /my/password: one write per session every few minutes, not per request.
    const now = deps.now();
    if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PERIOD_MS) await touchSession(deps.db, session.tokenHash, now);
    await next();
  };
}

/** After requireSession: the user must be master or hold `permission` (spec §6 step 4). */
export function requirePermission(permission: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!holdsPermission(c.get('session').user, permission)) throw new ApiError(403, MSG.forbidden);
    await next();
  };
}
