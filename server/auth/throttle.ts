// Login throttling (OWASP ASVS 5.0 V6.1.1 / V6.3.1): slows guessing down without letting anyone
// lock an account's owner out. The policy is documented for operators in server/README.md
// ("Login throttling"); this is its implementation.
//
// What is counted: failed attempts in login_attempts over the last WINDOW_MS, each keyed by
//   - the ACCOUNT: `user:<id>` when the login (e-mail or CPF, however typed) names a person, so the
//     e-mail and the CPF of one account share one counter; otherwise the normalised login
//     (`email:…`, `cpf:…`), so an unknown login is throttled exactly like a real one;
//   - the ADDRESS: the client IP (IPv6: its /64, address-key.ts), across tenants.
// The rules, for an attempt on account A from address X:
//   1. a pair (A, X) with no failure in the window is never delayed: the owner from a clean
//      address always gets their password checked, however hard A is attacked from elsewhere,
//      and a person behind a NAT whose address guessed at other accounts is not held back;
//   2. a pair gets FREE_PER_PAIR failures, then waits after each further failure for a delay
//      that doubles (1 s, 2 s, 4 s … capped at MAX_DELAY_MS), counted from the pair's last one;
//   3. an account with ACCOUNT_ALERT failures from OTHER addresses in the window is under a
//      distributed attack: this pair loses its free failures, and, having failed already, also
//      waits a delay growing with those failures, counted from the last of them. A botnet gets one
//      guess per fresh address, then the account is slowed for every address that failed on it
//      (one patient guesser alone only meets rule 2: progressive, never a jump to the cap);
//   4. an address with ADDRESS_CEILING failures across all accounts (a guesser, or a venue where
//      many mistype) loses its free failures on every account: each account it failed on waits
//      from its first failure, while accounts it never failed on stay open (rule 1).
// Nothing ever locks: every wait is bounded by MAX_DELAY_MS, then one more guess is judged.
//
// Racing requests: every attempt is first recorded as a failure (reserveAttempt) and judged by the
// rows that arrived before it (lower id), so of N simultaneous guesses only those the rules allow
// in that order reach the (slow) password check; the others are withdrawn (a refused attempt never
// counts, so hammering does not extend a wait) and get 429 with Retry-After. A success removes the
// pair's failures (not the account's or the address's: others may be guessing).
import type { Db } from '../db/db';

/**
 * A day: far longer than the time to reach MAX_DELAY_MS, so a patient guesser stays at the cap
 * (about 100 guesses a day per pair) instead of falling back under the free failures.
 */
export const WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_PER_PAIR = 5;
export const ACCOUNT_ALERT = 10;
export const ADDRESS_CEILING = 30;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures beyond the free ones after which the delay has reached MAX_DELAY_MS (2^10 s > 15 min). */
const DOUBLINGS = 11;

export interface ThrottleKey {
  tenantId: string;
  /** `user:<id>`, or `email:<lower-case>` / `cpf:<digits>` for a login naming nobody. */
  accountKey: string;
  /** addressKey(client IP). */
  address: string;
}

/** Delay after `n` failures beyond the free ones (n >= 0): 1 s, 2 s, 4 s … capped. */
export const delayAfter = (n: number): number => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(n, DOUBLINGS));

interface Counts {
  /** Failures of this (account, address) pair. */
  pair: number;
  /** Failures on this account from other addresses. */
  others: number;
  /** Failures from this address on any account. */
  address: number;
  pairLast: Date | null;
  othersLast: Date | null;
}

/** The milliseconds this attempt must still wait under rules 1-4 (0: judge it now). */
export function waitFor(c: Counts, now: Date): number {
  if (c.pair === 0 || !c.pairLast) return 0; // rule 1
  const underAttack = c.others >= ACCOUNT_ALERT;
  const free = underAttack || c.address >= ADDRESS_CEILING ? 0 : FREE_PER_PAIR;
  let until = 0;
  if (c.pair >= free) until = c.pairLast.getTime() + delayAfter(c.pair - free); // rules 2 and 4
  if (underAttack && c.othersLast) until = Math.max(until, c.othersLast.getTime() + delayAfter(c.others - ACCOUNT_ALERT)); // rule 3
  return Math.max(0, until - now.getTime());
}

/**
 * Records this attempt as a failure before the password is checked, and judges it by the failures
 * that arrived before it. `{ wait: 0 }`: go on (the row stays as the failure until clearFailures);
 * otherwise the row is withdrawn and `wait` (whole seconds, >= 1) says when to try again.
 */
export async function reserveAttempt(db: Db, key: ThrottleKey, now: Date): Promise<{ wait: number; id?: string }> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [mine] = await db.query<{ id: string | number }>(
    `INSERT INTO login_attempts (tenant_id, login_key, ip, attempted_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [key.tenantId, key.accountKey, key.address, now],
  );
  const id = String(mine!.id);
  // Counts are bounded (LIMIT): past the thresholds plus DOUBLINGS only the delay's cap matters.
  const [row] = await db.query<{ pair: string | number; others: string | number; address: string | number; pair_last: Date | null; others_last: Date | null }>(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND ip = $3 AND attempted_at > $4 AND id < $5 LIMIT $6) x) AS pair,
       (SELECT count(*) FROM (SELECT 1 FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND ip <> $3 AND attempted_at > $4 AND id < $5 LIMIT $7) x) AS others,
       (SELECT count(*) FROM (SELECT 1 FROM login_attempts WHERE ip = $3 AND attempted_at > $4 AND id < $5 LIMIT $8) x) AS address,
       (SELECT max(attempted_at) FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND ip = $3 AND attempted_at > $4 AND id < $5) AS pair_last,
       (SELECT max(attempted_at) FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND ip <> $3 AND attempted_at > $4 AND id < $5) AS others_last`,
    [key.tenantId, key.accountKey, key.address, since, id, FREE_PER_PAIR + DOUBLINGS, ACCOUNT_ALERT + DOUBLINGS, ADDRESS_CEILING],
  );
  const wait = waitFor(
    { pair: Number(row!.pair), others: Number(row!.others), address: Number(row!.address), pairLast: row!.pair_last, othersLast: row!.others_last },
    now,
  );
  if (wait === 0) return { wait: 0, id };
  await db.query(`DELETE FROM login_attempts WHERE id = $1`, [id]);
  return { wait: Math.max(1, Math.ceil(wait / 1000)) };
}

/** After a wrong password: the reserved row stays as the failure; rows out of the window are dropped. */
export async function settleFailure(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE attempted_at <= $1`, [new Date(now.getTime() - WINDOW_MS)]);
}

/**
 * A success that opened an account other than the key's (a sign-up that claimed the owner's CPF or
 * e-mail, login-lookup.ts): this attempt counts for nothing, and forgives nothing, since the pair's
 * earlier failures were guesses at the owner's password.
 */
export async function withdrawAttempt(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE id = $1`, [id]);
}

/** A success forgives the pair's failures, this attempt's reservation included. */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE tenant_id = $1 AND login_key = $2 AND ip = $3`, [key.tenantId, key.accountKey, key.address]);
}
