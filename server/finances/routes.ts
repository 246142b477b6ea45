// Finances endpoints beyond replication (mounted under /api/v1, tenant from the host or the code):
//   POST /finances/recurrences/{id}/run  {period?: "aaaa-mm"}  → {status: 1, period, created, existing}
// The "Gerar débitos do período" button. An endpoint, not a named mutator: a period of a large plan is
// thousands of rows, written by the server in one statement (recurrence-run.ts), never replayed on a
// device's replica; the new debts then reach every device by pull. Holders of `recurrences` only.
import { Hono } from 'hono';
import * as v from 'valibot';
import { holdsPermission } from '../../src/domain/access';
import { requireSession } from '../auth/require-session';
import type { AppDeps, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { readJsonObject } from '../http/json-body';
import { resolveTenant, type TenantSource } from '../tenancy/resolve-tenant';
import { availableModules } from '../../src/domain/access';
import { RecurrenceNotFound, runRecurrence } from './recurrence-run';

const runBody = v.object({
  period: v.optional(v.pipe(v.string('Período inválido.'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Período inválido (aaaa-mm).'))),
});

export function financeRoutes(deps: AppDeps, source: TenantSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/finances/*', resolveTenant(deps, source));

  app.post('/finances/recurrences/:id/run', requireSession(deps), async (c) => {
    const tenant = c.get('tenant');
    if (!availableModules(tenant.enabledModules, tenant.hiddenModules).includes('bills')) return fail(c, 403, 'O módulo de cobrança não está disponível.');
    if (!holdsPermission(c.get('session').user, 'recurrences')) return fail(c, 403, 'Você não tem permissão para gerar débitos recorrentes.');
    const body = v.safeParse(runBody, await readJsonObject(c));
    if (!body.success) return fail(c, 400, body.issues[0].message);
    try {
      const result = await runRecurrence(deps.db, tenant.id, c.req.param('id'), deps.now(), body.output.period);
      return ok(c, result);
    } catch (error) {
      if (error instanceof RecurrenceNotFound) return fail(c, 404, error.message);
      throw error;
    }
  });
  app.all('/finances/recurrences/:id/run', methodNotAllowed('POST'));
  return app;
}
