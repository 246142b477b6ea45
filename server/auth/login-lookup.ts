// Finding the person behind a login: an e-mail (any case) or a CPF (with or without punctuation).
import { looksLikeCpf, onlyDigits } from '../../src/domain/cpf';
import type { Db } from '../db/db';
import { verifyAgainstDummy, verifyPassword } from './password';

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
 * like real ones. With claimants (findLoginCandidates), the first candidate: the owner.
 */
export const accountKey = (id: LoginIdentifier, user: LoginCandidate | undefined): string =>
  user ? `user:${user.id}` : id.kind === 'cpf' ? `cpf:${id.cpf}` : `email:${id.email}`;

/**
 * Claimants checked besides the owner: each costs one more hash per login by that
 * CPF or e-mail, so their number is bounded. The oldest claims are kept, so an account that could
 * sign in by an identifier never loses that because of later sign-ups.
 */
export const MAX_CLAIMANTS_CHECKED = 5;

/**
 * The accounts a login names: first the OWNER of the CPF or e-mail (if any), then the accounts that
 * claimed it at sign-up (register-account.ts), oldest first. The password decides which one opens:
 * a stranger who signed up with a taken CPF signs in to their own new account, exactly as if the
 * CPF had been free, and never to the owner's.
 */
export async function findLoginCandidates(db: Db, tenantId: string, id: LoginIdentifier): Promise<LoginCandidate[]> {
  return id.kind === 'cpf'
    ? db.query<LoginCandidate>(
        `(SELECT id, password_hash, 0 AS claim, created_at FROM users WHERE tenant_id = $1 AND cpf = $2)
         UNION ALL
         (SELECT id, password_hash, 1 AS claim, created_at FROM users WHERE tenant_id = $1 AND claimed_cpf = $2 ORDER BY created_at, id LIMIT $3)
         ORDER BY claim, created_at, id`,
        [tenantId, id.cpf, MAX_CLAIMANTS_CHECKED],
      )
    : db.query<LoginCandidate>(
        `(SELECT id, password_hash, 0 AS claim, created_at FROM users WHERE tenant_id = $1 AND lower(email) = $2 AND NOT email_claimed)
         UNION ALL
         (SELECT id, password_hash, 1 AS claim, created_at FROM users WHERE tenant_id = $1 AND lower(email) = $2 AND email_claimed ORDER BY created_at, id LIMIT $3)
         ORDER BY claim, created_at, id`,
        [tenantId, id.email, MAX_CLAIMANTS_CHECKED],
      );
}

/**
 * The candidate this password opens (the owner before any claimant), or undefined. Every candidate is
 * checked, at once (the hashes run side by side in libuv's pool), so the answer takes about one hash
 * whether the login names one account or an owner and its claimants; nobody at all costs a dummy hash.
 */
export async function matchPassword(password: string, candidates: readonly LoginCandidate[]): Promise<LoginCandidate | undefined> {
  if (candidates.length === 0) {
    await verifyAgainstDummy(password);
    return undefined;
  }
  const valid = await Promise.all(candidates.map((c) => (c.password_hash ? verifyPassword(password, c.password_hash) : verifyAgainstDummy(password))));
  return candidates[valid.indexOf(true)];
}
