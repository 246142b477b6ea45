// Public, tenant-scoped configuration (spec §7): /configs/common, /configs/register, /configs/support.
import { Hono } from 'hono';
import type { CommonConfig } from '../../src/domain/api';
import { availableModules } from '../../src/domain/access';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import type { Tenant } from '../tenancy/tenant';

export function commonConfig(tenant: Tenant): CommonConfig {
  return {
    register: tenant.register,
    ids_user: tenant.flags.ids_user,
    bills_select_debts: tenant.flags.bills_select_debts,
    wa: tenant.flags.wa,
    available_modules: availableModules(tenant.enabledModules, tenant.hiddenModules),
    erp: tenant.flags.erp,
    gateway: tenant.flags.gateway,
    register_associations: tenant.registerAssociations,
    support: tenant.support,
  };
}

/** Mounted behind tenant resolution; reads only the tenant already on the context. */
export function configRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/common', (c) => ok(c, commonConfig(c.get('tenant'))));
  app.get('/register', (c) => {
    const tenant = c.get('tenant');
    return ok(c, { register: tenant.register, register_associations: tenant.registerAssociations });
  });
  app.get('/support', (c) => ok(c, { support: c.get('tenant').support }));
  for (const path of ['/common', '/register', '/support']) app.all(path, methodNotAllowed('GET, HEAD'));
  return app;
}
