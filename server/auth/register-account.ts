// The account a registration creates. Rule: a sign-up ALWAYS creates an account, so
// that "register, then log in with the chosen password" succeeds whether or not the CPF or e-mail
// already had one, and a stranger learns nothing from the pair. An identifier another account of the
// tenant already holds is not taken from it: the new account only CLAIMS it (claimed_cpf /
// email_claimed, 027_registration_claims.sql): the owner keeps signing in as before, keeps the CPF
// (users.cpf stays unique per tenant, and so does the owners' e-mail), and is told on /my/password
// (claimsAgainst). The new account is an ordinary unverified athlete account; nothing about the owner
// (profile, documents, roles) reaches it, since those are linked by login id, never by CPF or e-mail.
//
// Same work either way: one SELECT and one INSERT (plus the hash done before), whatever exists.
import type { ClaimNotice } from '../../src/domain/api';
import type { Db } from '../db/db';
import { sqlState, UNIQUE_VIOLATION } from '../db/db';

export interface NewAccount {
  name: string;
  email: string;
  cpf: string;
  phone?: string;
  birthdate?: string;
}

export async function insertRegisteredAccount(db: Db, tenantId: string, account: NewAccount, passwordHash: string, now: Date): Promise<void> {
  // Two sign-ups racing for a free CPF or e-mail: the loser's INSERT hits the unique index; looked up
  // again, the identifier is taken, and the account is created as a claimant.
  for (let attempt = 0; ; attempt++) {
    const [taken] = await db.query<{ cpf: boolean; email: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND cpf = $2) AS cpf,
              EXISTS (SELECT 1 FROM users WHERE tenant_id = $1 AND lower(email) = lower($3) AND NOT email_claimed) AS email`,
      [tenantId, account.cpf, account.email],
    );
    try {
      await db.query(
        `INSERT INTO users (tenant_id, name, email, email_claimed, cpf, claimed_cpf, phone, birthdate, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [
          tenantId, account.name, account.email, taken!.email, taken!.cpf ? null : account.cpf, taken!.cpf ? account.cpf : null,
          account.phone ?? null, account.birthdate ?? null, passwordHash, now,
        ],
      );
      return;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= 2) throw error;
    }
  }
}

/** Sign-ups that typed this person's CPF or e-mail and were created as claimants, newest first. */
export async function claimsAgainst(db: Db, tenantId: string, userId: string): Promise<ClaimNotice[]> {
  const rows = await db.query<{ kind: 'cpf' | 'email'; created_at: Date }>(
    `SELECT 'cpf' AS kind, c.created_at FROM users o JOIN users c ON c.tenant_id = o.tenant_id AND c.claimed_cpf = o.cpf
      WHERE o.tenant_id = $1 AND o.id = $2 AND o.cpf IS NOT NULL
     UNION ALL
     SELECT 'email' AS kind, c.created_at FROM users o JOIN users c ON c.tenant_id = o.tenant_id AND lower(c.email) = lower(o.email) AND c.email_claimed
      WHERE o.tenant_id = $1 AND o.id = $2 AND NOT o.email_claimed
     ORDER BY created_at DESC LIMIT 50`,
    [tenantId, userId],
  );
  return rows.map((r) => ({ kind: r.kind, created_at: r.created_at.toISOString() }));
}
