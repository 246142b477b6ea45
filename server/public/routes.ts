// The public competition endpoints (no session), mounted by server/routes/api.ts under /api/v1 and
// /c/{code}/api/v1 like every other route:
//   GET /public/competitions       the tenant's public competitions (name, season, sport, status)
//   GET /public/competitions/:id   one public competition's snapshot (competition-snapshot.ts)
// A private or unknown competition, or a tenant whose competitions module is hidden or off, is a
// 404 with a pt-BR message. Answers are `no-cache` with an ETag: the service worker keeps the last
// copy for offline visits and revalidates it (a 304 costs no body) whenever it is online.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { availableModules } from '../../src/domain/access';
import type { AppDeps, AppEnv } from '../http/context';
import { fail } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { competitionSnapshot, listPublicCompetitions } from './competition-snapshot';

export const PUBLIC_MSG = {
  moduleOff: 'Competições não estão disponíveis neste cliente.',
  notFound: 'Competição não encontrada ou não pública.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A JSON answer with a content hash as ETag; a matching If-None-Match gets 304 without a body. */
function cachedJson(c: Context, body: object): Response {
  const text = JSON.stringify({ status: 1, ...body });
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
  // Compression weakens the tag (W/"…"): compare without the prefix.
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => bare(tag) === etag || tag.trim() === '*')) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}

const competitionsOffered = (c: Context<AppEnv>): boolean => {
  const tenant = c.get('tenant');
  return availableModules(tenant.enabledModules, tenant.hiddenModules).includes('competitions');
};

export function publicRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!competitionsOffered(c)) return fail(c, 404, PUBLIC_MSG.moduleOff);
    return next();
  });

  app.get('/competitions', async (c) => cachedJson(c, { competitions: await listPublicCompetitions(deps.db, c.get('tenant').id) }));
  app.all('/competitions', methodNotAllowed('GET'));

  app.get('/competitions/:id', async (c) => {
    const id = c.req.param('id');
    const snapshot = UUID.test(id) ? await competitionSnapshot(deps.db, c.get('tenant').id, id.toLowerCase()) : null;
    if (!snapshot) return fail(c, 404, PUBLIC_MSG.notFound);
    return cachedJson(c, snapshot);
  });
  app.all('/competitions/:id', methodNotAllowed('GET'));

  return app;
}
