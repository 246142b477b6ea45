// Finding the person behind a login: an e-mail (any case) or a CPF (with or without punctuation).
import { looksLikeCpf, onlyDigits } from '../../src/domain/cpf';
import type { Db } from '../db/db';

export type LoginIdentifier = { kind: 'cpf'; cpf: string } | { kind: 'email'; email: string };

export function parseLogin(login: string): LoginIdentifier {
  const trimmed = login.trim();
  if (looksLikeCpf(trimmed)) return { kind: 'cpf', cpf: onlyDigits(trimmed) };
  return { kind: 'email', email: trimmed.toLowerCase() };
}

/** The throttling key: one per person-identifier, whatever way it was typed. */
export const loginKey = (id: LoginIdentifier): string => (id.kind === 'cpf' ? `cpf:${id.cpf}` : `email:${id.email}`);

export interface LoginCandidate {
  id: string;
  password_hash: string | null;
}

export async function findLoginCandidate(db: Db, tenantId: string, id: LoginIdentifier): Promise<LoginCandidate | undefined> {
  const [row] =
    id.kind === 'cpf'
      ? await db.query<LoginCandidate>(`SELECT id, password_hash FROM users WHERE tenant_id = $1 AND cpf = $2`, [tenantId, id.cpf])
      : await db.query<LoginCandidate>(`SELECT id, password_hash FROM users WHERE tenant_id = $1 AND lower(email) = $2`, [tenantId, id.email]);
  return row;
}
