// Issuing a person's ID-card credential: POST /my/idcard and the Node helper for test setups.
// One `idcards` record per user (owner-scoped: it replicates to that user only), replaced in place
// when re-issued, written through sqlTx so it takes a version of the tenant counter and reaches the
// user's devices with their next pull.
import { unixSecondsToBr } from '../../src/domain/dates';
import { signCredential, type CredentialClaims } from '../../src/domain/credential/index';
import type { RecordOf } from '../../src/domain/resources/define';
import type { idcards } from '../../src/domain/resources/idcards';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { lockTenantVersion, sqlTx } from '../sync/sql-tx';
import { findTenantByCode } from '../tenancy/tenant-repo';
import { ensureCurrentKey, privateKeyOf } from './keys';
import { CREDENTIAL_MSG } from './messages';
import { RENEW_BELOW_SECONDS, VALIDITY_SECONDS } from './policy';

export type IdCardRow = RecordOf<typeof idcards>;

export interface TenantRef {
  /** The tenant's uuid (database). */
  id: string;
  /** Its client code: what the credential carries. */
  code: string;
}

const seconds = (iso: string): number => Date.parse(iso) / 1000;

/** The user's current card record, if any. */
export async function findIdCard(db: Db, tenantId: string, userId: string): Promise<IdCardRow | undefined> {
  const [row] = await db.query<{ data: IdCardRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'idcards' AND owner_id = $2 AND NOT deleted ORDER BY version DESC LIMIT 1`,
    [tenantId, userId],
  );
  return row?.data;
}

/**
 * The user's profile: none, or whether it is verified. Only a profile written by a holder of `users`
 * is (the server stamps it: profiles.verification): its owner can never set it, so nobody signs a
 * card for the name, CPF and photo they typed in themselves.
 */
async function profileState(db: Db, tenantId: string, userId: string): Promise<'none' | 'unverified' | 'verified'> {
  const rows = await db.query<{ verified: boolean }>(
    `SELECT coalesce((data->>'verified')::boolean, false) AS verified FROM records
      WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`,
    [tenantId, userId],
  );
  if (rows.length === 0) return 'none';
  return rows.some((r) => r.verified) ? 'verified' : 'unverified';
}

/** The latest `revoked_before` of the user's card revocations, in Unix seconds. */
async function latestRevocation(db: Db, tenantId: string, userId: string): Promise<number | undefined> {
  const rows = await db.query<{ revoked_before: string }>(
    `SELECT data->>'revoked_before' AS revoked_before FROM records
      WHERE tenant_id = $1 AND collection = 'cardrevocations' AND NOT deleted AND lower(data->>'user_id') = $2`,
    [tenantId, userId],
  );
  const times = rows.map((r) => seconds(r.revoked_before)).filter((t) => Number.isFinite(t));
  return times.length > 0 ? Math.max(...times) : undefined;
}

export interface SignOptions {
  /** Default: now. */
  issuedAt?: number;
  /** Default: issuedAt + VALIDITY_SECONDS. */
  expiresAt?: number;
}

/** Signs a card for `userId` with the tenant's current key (created if missing). Writes nothing else. */
export async function signCardFor(db: Db, tenant: TenantRef, userId: string, now: Date, options: SignOptions = {}): Promise<{ text: string; claims: CredentialClaims }> {
  const key = await ensureCurrentKey(db, tenant.id, now);
  const issuedAt = options.issuedAt ?? Math.floor(now.getTime() / 1000);
  const claims: CredentialClaims = {
    tenantId: tenant.code,
    userId: userId.toLowerCase(),
    issuedAt,
    expiresAt: options.expiresAt ?? issuedAt + VALIDITY_SECONDS,
    kid: key.kid,
  };
  return { text: await signCredential(claims, privateKeyOf(tenant.id, key)), claims };
}

export interface Issued {
  idcard: IdCardRow;
  /** False when the stored card was still fresh and is returned as it is. */
  renewed: boolean;
}

/**
 * The user's card: the stored one while it has RENEW_BELOW_SECONDS or more left, was signed by the
 * current key and predates no revocation; otherwise a new one (VALIDITY_SECONDS), stored and
 * returned. Refuses (ApiError 409/403) a user without a verified profile, or one whose cards are revoked
 * until a future date (a suspension).
 */
export async function issueIdCard(db: Db, tenant: TenantRef, userId: string, now: Date, options: { force?: boolean } = {}): Promise<Issued> {
  const user = userId.toLowerCase();
  const profile = await profileState(db, tenant.id, user);
  if (profile === 'none') throw new ApiError(409, CREDENTIAL_MSG.noProfile);
  if (profile === 'unverified') throw new ApiError(409, CREDENTIAL_MSG.unverified);
  const nowSeconds = now.getTime() / 1000;
  const revokedBefore = await latestRevocation(db, tenant.id, user);
  if (revokedBefore !== undefined && revokedBefore > nowSeconds) throw new ApiError(403, CREDENTIAL_MSG.suspended(unixSecondsToBr(revokedBefore)));

  const key = await ensureCurrentKey(db, tenant.id, now);
  const isFresh = (card: IdCardRow | undefined): card is IdCardRow =>
    card !== undefined &&
    card.kid === key.kid &&
    seconds(card.expires_at) - nowSeconds >= RENEW_BELOW_SECONDS &&
    (revokedBefore === undefined || seconds(card.issued_at) >= revokedBefore);
  // Fast path without a lock: the app asks only when its card is due, but may ask twice.
  const stored = await findIdCard(db, tenant.id, user);
  if (isFresh(stored) && !options.force) return { idcard: stored, renewed: false };

  return db.tx(async (tx) => {
    // Under the tenant's version lock, so two requests of one user write one card between them.
    await lockTenantVersion(tx, tenant.id);
    const existing = await findIdCard(tx, tenant.id, user);
    if (isFresh(existing) && !options.force) return { idcard: existing, renewed: false };
    // Never in the same second as a revocation that must not cover this card.
    const issuedAt = Math.max(Math.floor(nowSeconds), revokedBefore === undefined ? 0 : Math.ceil(revokedBefore));
    const { text, claims } = await signCardFor(tx, tenant, user, now, { issuedAt });
    const idcard: IdCardRow = {
      id: existing?.id ?? uuidv7(now.getTime()),
      user_id: user,
      credential: text,
      kid: claims.kid,
      issued_at: new Date(claims.issuedAt * 1000).toISOString(),
      expires_at: new Date(claims.expiresAt * 1000).toISOString(),
    };
    await sqlTx(tx, tenant.id, now).put('idcards', idcard);
    return { idcard, renewed: true };
  });
}

/**
 * For test and bench setups (Node, in-process database): a valid credential text for a user of the
 * tenant with code `tenantCode`, signed with that tenant's real current key. Writes no card.
 *   const { text } = await signCredentialForUser(db, 'demo', userId);
 */
export async function signCredentialForUser(db: Db, tenantCode: string, userId: string, options: SignOptions & { now?: Date } = {}): Promise<{ text: string; claims: CredentialClaims }> {
  const tenant = await findTenantByCode(db, tenantCode);
  if (!tenant) throw new Error(`Cliente desconhecido: ${tenantCode}`);
  return signCardFor(db, { id: tenant.id, code: tenant.code }, userId, options.now ?? new Date(), options);
}
