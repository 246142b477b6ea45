// The public register request (spec §2.5 `/public/open/registers/requests/create`), no session:
//   GET  /public/registers/options    the register types, their roles and the active entities to choose from
//   POST /public/registers/requests   {name, cpf, birthdate, email, registertype_id, association_id?, role_id?}
// A person without an account asks to be registered. The POST stores ONLY the request: one row of
// `approvals`, kind `register_public` (src/domain/approvals/register-kinds.ts), checked by that
// kind's own schema (the CPF digit by digit) and against the tenant's rows (the type, the entity,
// the role of that type). Nothing else exists until the federation approves it in
// /registers/registerrequests, where the approval creates the person and the register, once.
// Rate-limited per address and per tenant like the sign-up (server/routes/register.ts); the
// answer never says whether the CPF is known.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { availableModules } from '../../src/domain/access';
import { REGISTER_PUBLIC_KIND, publicRegisterSchema } from '../../src/domain/approvals/register-kinds';
import type { ApprovalRow } from '../../src/domain/approvals/approval-row';
import { onlyDigits } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';
import { addressKey } from '../auth/address-key';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { takeSlot } from '../http/rate-limit';
import { clientIp } from '../http/request-info';
import { lockTenantVersion, RecordReader, toRecordWrite, writeRecords } from '../sync/sql-tx';

/** Who "asked" a public request: nobody's login (the nil UUID); the proposed name says who. */
export const PUBLIC_REQUESTER = '00000000-0000-0000-0000-000000000000';

export const PUBLIC_REGISTER_MSG = {
  moduleOff: 'Registros não estão disponíveis neste cliente.',
  received: 'Pedido de registro recebido. A federação vai analisá-lo e responder pelo e-mail informado.',
  typeUnknown: 'Tipo de registro não encontrado.',
  entityUnknown: 'Entidade não encontrada.',
  roleUnknown: 'Esta função não é deste tipo de registro.',
  tooMany: (seconds: number) => `Muitos pedidos em pouco tempo. Tente novamente em ${Math.max(1, Math.ceil(seconds / 60))} min.`,
} as const;

/** Requests per address and in total, per tenant (the sign-up's budget shape). */
export const PUBLIC_REQUEST_LIMITS = (tenantId: string, address: string) => [
  { bucket: `register-request:${tenantId}:address:${address}`, max: 10, windowMs: 60 * 60 * 1000 },
  { bucket: `register-request:${tenantId}:all`, max: 60, windowMs: 60 * 1000 },
];

const registersOffered = (c: Context<AppEnv>): boolean => {
  const tenant = c.get('tenant');
  return availableModules(tenant.enabledModules, tenant.hiddenModules).includes('registers');
};

/** What the form sends: the kind's schema without the ids the server draws. */
const formSchema = v.object({
  name: v.string('Informe o nome.'),
  cpf: v.pipe(v.string('Informe o CPF.'), v.transform(onlyDigits)),
  birthdate: v.string('Informe a data de nascimento.'),
  email: v.string('Informe o e-mail.'),
  registertype_id: v.string('Selecione o tipo de registro.'),
  association_id: v.nullish(v.string('Selecione a entidade.')),
  role_id: v.nullish(v.string('Selecione a função.')),
}, 'Dados do pedido inválidos.');

interface NamedRow { id: string; name: string; registertype_id?: string | null }

export function publicRegisterRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!registersOffered(c)) throw new ApiError(404, PUBLIC_REGISTER_MSG.moduleOff);
    return next();
  });

  app.get('/options', async (c) => {
    const tenant = c.get('tenant');
    const list = (collection: string, extra = '') => deps.db.query<NamedRow>(
      `SELECT id::text AS id, data->>'name' AS name, data->>'registertype_id' AS registertype_id FROM records
        WHERE tenant_id = $1 AND collection = $2 AND NOT deleted ${extra} ORDER BY lower(data->>'name') LIMIT 2000`,
      [tenant.id, collection],
    );
    const [registertypes, roles, associations] = await Promise.all([
      list('registertypes'), list('registerroles'), list('associations', `AND coalesce((data->>'active')::boolean, true)`),
    ]);
    return ok(c, {
      registertypes: registertypes.map(({ id, name }) => ({ id, name })),
      roles,
      associations: associations.map(({ id, name }) => ({ id, name })),
    });
  });
  app.all('/options', methodNotAllowed('GET'));

  app.post('/requests', async (c) => {
    const tenant = c.get('tenant');
    const now = deps.now();
    const form = parseInput(formSchema, await readJsonObject(c));
    const proposed = parseInput(publicRegisterSchema, {
      ...form, email: form.email.trim(), name: form.name.trim(), id: uuidv7(), user_id: uuidv7(), profile_id: uuidv7(),
    });
    const address = addressKey(clientIp(c, deps.trustProxy));
    const { wait } = await takeSlot(deps.db, PUBLIC_REQUEST_LIMITS(tenant.id, address), now);
    if (wait > 0) throw new ApiError(429, PUBLIC_REGISTER_MSG.tooMany(wait), undefined, { 'Retry-After': String(wait) });

    await deps.db.tx(async (tx) => {
      await lockTenantVersion(tx, tenant.id);
      const reader = new RecordReader(tx, tenant.id).tx();
      if (!(await reader.get('registertypes', proposed.registertype_id))) throw new ApiError(422, PUBLIC_REGISTER_MSG.typeUnknown, { registertype_id: PUBLIC_REGISTER_MSG.typeUnknown });
      if (proposed.association_id && !(await reader.get('associations', proposed.association_id))) {
        throw new ApiError(422, PUBLIC_REGISTER_MSG.entityUnknown, { association_id: PUBLIC_REGISTER_MSG.entityUnknown });
      }
      if (proposed.role_id && (await reader.get('registerroles', proposed.role_id))?.registertype_id !== proposed.registertype_id) {
        throw new ApiError(422, PUBLIC_REGISTER_MSG.roleUnknown, { role_id: PUBLIC_REGISTER_MSG.roleUnknown });
      }
      const at = now.toISOString();
      const row: ApprovalRow = {
        id: proposed.id, kind: REGISTER_PUBLIC_KIND, subject_collection: 'registers', subject_id: null, proposed, before: null,
        requested_by: PUBLIC_REQUESTER, requested_at: at, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
        history: [{ status: 'pendente', by: PUBLIC_REQUESTER, at }], association_id: proposed.association_id ?? null,
      };
      await writeRecords(tx, tenant.id, [toRecordWrite({ collection: 'approvals', id: row.id, row })], now);
    });
    return ok(c, { message: PUBLIC_REGISTER_MSG.received });
  });
  app.all('/requests', methodNotAllowed('POST'));
  return app;
}
