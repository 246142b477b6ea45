// Reads and accounts the server suites share: a record's stored data as the database holds it, and a
// fresh account signed in (a person who registered themselves, with no profile yet).
import { cpfFromBase } from '../../src/domain/cpf';
import type { Db } from '../../server/db/db';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { login, type AnyApp } from './helpers';

/** The live row's data, or undefined when absent or deleted. */
export async function storedData(db: Db, collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = $1 AND id = $2 AND NOT deleted`, [collection, id]))[0]?.data;
}

/** The live profile a user owns in a tenant (the demo's athlete, whose identity the attack copies). */
export async function ownProfile(db: Db, tenantId: string, userId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`,
    [tenantId, userId],
  ))[0]?.data;
}

export interface SignedIn { token: string; id: string }

/**
 * A new account of `tenantId` (name, a random e-mail `<prefix>N@demo.test` and a valid CPF from
 * `cpfBase + N`), signed in with the demo password.
 */
export async function newAccount(db: Db, app: AnyApp, tenantId: string, prefix: string, name: string, cpfBase: number): Promise<SignedIn> {
  const n = Math.floor(Math.random() * 1e6);
  const email = `${prefix}${n}@demo.test`;
  await db.query(
    `INSERT INTO users (tenant_id, name, email, cpf, password_hash) VALUES ($1, $2, $3, $4, $5)`,
    [tenantId, name, email, cpfFromBase(String(cpfBase + n)), await hashPassword(DEMO_PASSWORD)],
  );
  const answer = await login(app, email);
  return { token: answer.token, id: answer.result.id };
}
