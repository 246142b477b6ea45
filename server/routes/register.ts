// POST /auth/register — a guest creates their own athlete account (the client's register page).
// Rules come from the tenant's register settings (spec §5): open, CPF check digits. Rate-limited,
// and answered the same whether or not the person is already registered (see REGISTERED).
import { Hono } from 'hono';
import * as v from 'valibot';
import { isValidCpf, onlyDigits } from '../../src/domain/cpf';
import { hashPassword } from '../auth/password';
import { insertRegisteredAccount } from '../auth/register-account';
import { addressKey } from '../auth/address-key';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { MSG, tooManyRegistrations } from '../http/messages';
import { takeSlot } from '../http/rate-limit';
import { clientIp } from '../http/request-info';
import { email, form, optionalText, password, requiredText } from '../http/validation';
import type { Tenant } from '../tenancy/tenant';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between 1900 and today. */
export function isPlausibleBirthdate(value: string, today: Date): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime();
}

function registerSchema(tenant: Tenant, today: Date) {
  const mandatory = new Set(tenant.register.mandatory_fields);
  const cpfRule = tenant.register.check
    ? v.check<string, string>(isValidCpf, 'CPF inválido: confira os dígitos.')
    : v.check<string, string>((value) => onlyDigits(value).length === 11, 'O CPF deve ter 11 dígitos.');
  return v.pipe(
    form({
      name: requiredText('o nome', 'O nome', 120),
      email: email(),
      cpf: v.pipe(requiredText('o CPF', 'O CPF', 20), cpfRule, v.transform(onlyDigits)),
      password: password({ min: 8, max: 128 }),
      birthdate: v.pipe(
        optionalText('A data de nascimento', 10),
        v.check((value) => value === undefined || isPlausibleBirthdate(value, today), 'Informe uma data de nascimento válida (AAAA-MM-DD).'),
      ),
      phone: v.pipe(
        optionalText('O telefone', 20),
        v.check((value) => value === undefined || /^\+?[\d\s().-]{8,20}$/.test(value), 'Informe um telefone válido.'),
      ),
    }),
    // Fields the tenant made mandatory beyond the base ones.
    v.forward(v.check((input) => !mandatory.has('birthdate') || input.birthdate !== undefined, 'Informe a data de nascimento.'), ['birthdate']),
    v.forward(v.check((input) => !mandatory.has('phone') || input.phone !== undefined, 'Informe o telefone.'), ['phone']),
  );
}

/**
 * Registrations per address and in total, both counted PER TENANT (every server process shares the
 * counts: rate-limit.ts). Each tenant has its own ceiling: a flood of sign-ups at one federation
 * (from however many addresses) fills that federation's budget only, never another's (one
 * global budget let a few addresses block sign-up in every tenant).
 */
export const REGISTER_PER_ADDRESS = { max: 20, windowMs: 60 * 60 * 1000 };
export const REGISTER_TOTAL = { max: 60, windowMs: 60 * 1000 };

/** The rate-limit buckets of a registration at `tenantId` from `address` (addressKey). */
export const registerBuckets = (tenantId: string, address: string) => [
  { bucket: `register:${tenantId}:address:${address}`, ...REGISTER_PER_ADDRESS },
  { bucket: `register:${tenantId}:all`, ...REGISTER_TOTAL },
];

/**
 * Non-enumerating registration (ASVS 5.0 V6.3.8): the answer is the same, after the
 * same work (one scrypt hash, one SELECT, one INSERT), and an account is created, whether or not the
 * e-mail or CPF already has an account here. A taken identifier stays with its owner; the new account
 * only claims it (server/auth/register-account.ts), and signing in with it and the password just
 * chosen opens the new account (login-lookup.ts), so register-then-login tells a stranger nothing
 * either. No session is opened: the client signs in next (src/features/auth/auth-api.ts).
 */
export const REGISTERED = 'Cadastro recebido. Entre com seu e-mail ou CPF e a senha escolhida. Se você já tinha uma conta, use a senha dela.';

export function registerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const tenant = c.get('tenant');
    if (!tenant.register.open) throw new ApiError(403, MSG.registerClosed);
    const now = deps.now();
    const body = parseInput(registerSchema(tenant, now), await readJsonObject(c));

    // Each registration costs a slow hash (80 in 3 s slowed every login 3-10×): limited per
    // address and in total, in this tenant, before any of that work.
    const address = addressKey(clientIp(c, deps.trustProxy));
    const { wait } = await takeSlot(deps.db, registerBuckets(tenant.id, address), now);
    if (wait > 0) throw new ApiError(429, tooManyRegistrations(wait), undefined, { 'Retry-After': String(wait) });

    const passwordHash = await hashPassword(body.password); // slow: before any database work
    await insertRegisteredAccount(deps.db, tenant.id, body, passwordHash, now);
    return ok(c, { message: REGISTERED });
  });
  app.all('/register', methodNotAllowed('POST'));

  return app;
}
