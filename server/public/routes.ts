// The public competition endpoints (no session), mounted by server/routes/api.ts under /api/v1 and
// /c/{code}/api/v1 like every other route:
//   GET /public/competitions       the tenant's public competitions (name, season, sport, status)
//   GET /public/competitions/:id   one public competition's snapshot (competition-snapshot.ts)
//   GET /public/sumulas/:id        what a confirmed súmula's QR verifies (sumula-verify.ts)
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
import { SnapshotCache } from './snapshot-cache';
import { verifySumula } from './sumula-verify';

export const PUBLIC_MSG = {
  moduleOff: 'Competições não estão disponíveis neste cliente.',
  notFound: 'Competição não encontrada ou não pública.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An answer's text and its content hash (the ETag), built once per version (snapshot-cache.ts). */
export interface Serialized {
  text: string;
  etag: string;
}

const serialize = (body: object): Serialized => {
  const text = JSON.stringify({ status: 1, ...body });
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
};

/** The JSON answer, no-cache with its ETag; a matching If-None-Match gets 304 without a body. */
function cachedJson(c: Context, { text, etag }: Serialized): Response {
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

  const cache = new SnapshotCache<Serialized>();
  app.get('/competitions', async (c) => {
    const tenantId = c.get('tenant').id;
    const answer = await cache.get(deps.db, tenantId, 'list', async () => serialize({ competitions: await listPublicCompetitions(deps.db, tenantId) }));
    return cachedJson(c, answer!);
  });
  app.all('/competitions', methodNotAllowed('GET'));

  app.get('/competitions/:id', async (c) => {
    const id = c.req.param('id');
    const tenantId = c.get('tenant').id;
    const answer = UUID.test(id)
      ? await cache.get(deps.db, tenantId, id.toLowerCase(), async () => {
        const snapshot = await competitionSnapshot(deps.db, tenantId, id.toLowerCase());
        return snapshot ? serialize(snapshot) : null;
      })
      : null;
    if (!answer) return fail(c, 404, PUBLIC_MSG.notFound);
    return cachedJson(c, answer);
  });
  app.all('/competitions/:id', methodNotAllowed('GET'));

  app.get('/sumulas/:id', (c) => verifySumula(c, deps));
  app.all('/sumulas/:id', methodNotAllowed('GET'));

  return app;
}
