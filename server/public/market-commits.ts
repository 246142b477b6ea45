// The public record of transfers, readable without login (like the CBF's BID), mounted by
// server/routes/api.ts before the competitions' public routes:
//   GET /public/markets               the tenant's markets (name, season, sport, rules)
//   GET /public/markets/:id/commits   one market's commits, newest first, with the entities' names
// Commits carry the athlete's name as recorded (anonymised in place when the person is erased); no
// other field of the person leaves. A tenant whose markets module is off or hidden answers 404.
import { Hono, type Context } from 'hono';
import { availableModules } from '../../src/domain/access';
import type { SqlParam } from '../db/db';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MSG = { moduleOff: 'O mercado de atletas não está disponível neste cliente.', notFound: 'Mercado não encontrado.' } as const;

type Row = Record<string, unknown>;

const marketsOffered = (c: Context<AppEnv>): boolean => {
  const tenant = c.get('tenant');
  return availableModules(tenant.enabledModules, tenant.hiddenModules).includes('markets');
};

export function marketCommitRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => (marketsOffered(c) ? next() : fail(c, 404, MSG.moduleOff)));
  const rows = async (tenantId: string, collection: string, where = 'true', params: SqlParam[] = []): Promise<Row[]> =>
    (await deps.db.query<{ data: Row }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = $2 AND NOT deleted AND ${where}`, [tenantId, collection, ...params],
    )).map((r) => r.data);

  app.get('/', async (c) => {
    const markets = await rows(c.get('tenant').id, 'markets');
    return ok(c, { markets: markets.map((m) => ({ id: m.id, name: m.name, season: m.season, sport_id: m.sport_id, preset: m.preset })) });
  });
  app.all('/', methodNotAllowed('GET'));

  app.get('/:id/commits', async (c) => {
    const id = c.req.param('id');
    const tenantId = c.get('tenant').id;
    const [market] = UUID.test(id) ? await rows(tenantId, 'markets', 'id = $3::uuid', [id]) : [];
    if (!market) return fail(c, 404, MSG.notFound);
    const commits = await rows(tenantId, 'marketcommits', `data->>'market_id' = $3`, [String(market.id)]);
    const ids = [...new Set(commits.flatMap((m) => [m.from_association_id, m.to_association_id]).filter((x): x is string => typeof x === 'string'))];
    const names = new Map((await rows(tenantId, 'associations', 'id = ANY($3::uuid[])', [ids])).map((a) => [a.id, a.short_name || a.name]));
    const entity = (value: unknown) => (typeof value === 'string' ? { id: value, name: names.get(value) ?? null } : null);
    commits.sort((a, b) => String(b.effective_at).localeCompare(String(a.effective_at)));
    return ok(c, {
      market: { id: market.id, name: market.name, season: market.season },
      commits: commits.map((m) => ({
        id: m.id, kind: m.kind, athlete_name: m.athlete_name, from: entity(m.from_association_id), to: entity(m.to_association_id),
        effective_at: m.effective_at, corrects_id: m.corrects_id ?? null, note: m.note ?? null,
      })),
    });
  });
  app.all('/:id/commits', methodNotAllowed('GET'));
  return app;
}
