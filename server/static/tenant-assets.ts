// GET /tenant-assets/{code}/logo-light.svg | logo-dark.svg — the generated logos that the seeded
// tenants' `logos` point at. Public: the login page shows them before anyone signs in.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { findTenantByCode } from '../tenancy/tenant-repo';
import { logoSvg } from './logo-svg';

const FILES = { 'logo-light.svg': 'light', 'logo-dark.svg': 'dark' } as const;

export function tenantAssetRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:code/:file', async (c) => {
    const file = c.req.param('file');
    if (!Object.hasOwn(FILES, file)) return notFound(c); // own keys only: not 'constructor' & co.
    const variant = FILES[file as keyof typeof FILES];
    const tenant = await findTenantByCode(deps.db, c.req.param('code'));
    if (!tenant) return notFound(c);
    return c.body(logoSvg(tenant.name, tenant.color, variant), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // A rename or colour change shows within the hour; the service worker may keep its own copy.
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return app;
}
