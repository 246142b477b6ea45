// POST /auth/register — a guest creates their own athlete account (the client's register page) and
// is signed in. Rules come from the tenant's register settings (spec §5): open, CPF check digits.
import { Hono } from 'hono';
import * as v from 'valibot';
import { isValidCpf, onlyDigits } from '../../src/domain/cpf';
import { hashPassword } from '../auth/password';
import { signIn } from '../auth/sign-in';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { MSG } from '../http/messages';
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

const DUPLICATE = { email: 'Já existe um cadastro com este e-mail.', cpf: 'Já existe um cadastro com este CPF.' };

async function duplicates(db: Db, tenantId: string, mail: string, cpf: string): Promise<Record<string, string> | undefined> {
  const rows = await db.query<{ email_taken: boolean; cpf_taken: boolean }>(
    `SELECT lower(email) = $2 AS email_taken, cpf = $3 AS cpf_taken FROM users WHERE tenant_id = $1 AND (lower(email) = $2 OR cpf = $3)`,
    [tenantId, mail, cpf],
  );
  const errors: Record<string, string> = {};
  if (rows.some((row) => row.email_taken)) errors.email = DUPLICATE.email;
  if (rows.some((row) => row.cpf_taken)) errors.cpf = DUPLICATE.cpf;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function registerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const tenant = c.get('tenant');
    if (!tenant.register.open) throw new ApiError(403, MSG.registerClosed);
    const now = deps.now();
    const body = parseInput(registerSchema(tenant, now), await readJsonObject(c));

    const taken = await duplicates(deps.db, tenant.id, body.email, body.cpf);
    if (taken) throw new ApiError(422, MSG.checkFields, taken);

    const passwordHash = await hashPassword(body.password); // slow: outside the transaction
    try {
      const answer = await deps.db.tx(async (tx) => {
        const [user] = await tx.query<{ id: string }>(
          `INSERT INTO users (tenant_id, name, email, cpf, phone, birthdate, password_hash, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
          [tenant.id, body.name, body.email, body.cpf, body.phone ?? null, body.birthdate ?? null, passwordHash, now],
        );
        return signIn(tx, tenant.id, user!.id, now);
      });
      return ok(c, answer);
    } catch (error) {
      // Two simultaneous sign-ups with the same e-mail or CPF: the unique index decides.
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      throw new ApiError(422, MSG.checkFields, (await duplicates(deps.db, tenant.id, body.email, body.cpf)) ?? { cpf: DUPLICATE.cpf });
    }
  });
  app.all('/register', methodNotAllowed('POST'));

  return app;
}
