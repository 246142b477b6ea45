// GET /search/people?q=&city_id=&sport_id= (session): the people search (people-search.ts). Mounted
// by server/routes/api.ts under /api/v1 and /c/{code}/api/v1. A bad query is a 400 with the pt-BR
// reason (src/domain/search/people-query.ts). Answers are `no-store`: results about other people
// are not kept by the browser or the service worker beyond the screen that asked.
import { Hono } from 'hono';
import { parsePeopleQuery } from '../../src/domain/search/people-query';
import { requireSession } from '../auth/require-session';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { searchPeople } from './people-search';

export function searchRoutes(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/search/*', resolveTenant(deps, source));
  app.get('/search/people', requireSession(deps), async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = parsePeopleQuery({ q: c.req.query('q'), city_id: c.req.query('city_id'), sport_id: c.req.query('sport_id') });
    if (!parsed.ok) return fail(c, 400, parsed.message);
    return ok(c, await searchPeople(deps.db, c.get('tenant').id, c.get('session').user, parsed.query));
  });
  return app;
}
