// Finding the person behind a login: an e-mail (any case) or a CPF (with or without punctuation).
import { looksLikeCpf, onlyDigits } from '../../src/domain/cpf';
import type { Db } from '../db/db';

export type LoginIdentifier = { kind: 'cpf'; cpf: string } | { kind: 'email'; email: string };

export function parseLogin(login: string): LoginIdentifier {
  const trimmed = login.trim();
  if (looksLikeCpf(trimmed)) return { kind: 'cpf', cpf: onlyDigits(trimmed) };
  return { kind: 'email', email: trimmed.toLowerCase() };
}

export interface LoginCandidate {
  id: string;
  password_hash: string | null;
}

/**
 * The throttling key of an account: its user id, whichever login (e-mail or CPF, however typed)
 * named it; for a login naming nobody, the normalised login itself, so unknown logins are throttled
 * like real ones.
 */
export const accountKey = (id: LoginIdentifier, user: LoginCandidate | undefined): string =>
  user ? `user:${user.id}` : id.kind === 'cpf' ? `cpf:${id.cpf}` : `email:${id.email}`;

export async function findLoginCandidate(db: Db, tenantId: string, id: LoginIdentifier): Promise<LoginCandidate | undefined> {
  const [row] =
    id.kind === 'cpf'
      ? await db.query<LoginCandidate>(`SELECT id, password_hash FROM users WHERE tenant_id = $1 AND cpf = $2`, [tenantId, id.cpf])
      : await db.query<LoginCandidate>(`SELECT id, password_hash FROM users WHERE tenant_id = $1 AND lower(email) = $2`, [tenantId, id.email]);
  return row;
}
