// Per-tenant Ed25519 signing keys: creation, the current key, rotation. The private half lives in
// credential_keys (key-store.ts); the public half is published as a `signingkeys` record through
// the normal server write path (sqlTx → writeRecords: a version of the tenant counter), so every
// device of the tenant gets it with its next pull.
import { publicKeyOf, toBase64Url, type PublicKeyRecord } from '../../src/domain/credential/index';
import type { RecordOf } from '../../src/domain/resources/define';
import type { signingkeys } from '../../src/domain/resources/signingkeys';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, sqlTx } from '../sync/sql-tx';
import { kidOf, newSeed, openPrivateKey, sealPrivateKey } from './key-store';
import { MAX_VALIDITY_SECONDS } from './policy';
import { CLOCK_SKEW_SECONDS } from '../../src/domain/credential/index';

export type SigningKeyRow = RecordOf<typeof signingkeys>;

export interface StoredKey {
  kid: string;
  recordId: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
  acceptUntil: Date | null;
  revokedAt: Date | null;
}

interface KeyRow {
  kid: string;
  record_id: string;
  public_key: string;
  private_key: string;
  created_at: Date | string;
  accept_until: Date | string | null;
  revoked_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toStored(row: KeyRow): StoredKey {
  return {
    kid: row.kid,
    recordId: row.record_id,
    publicKey: row.public_key,
    privateKey: row.private_key,
    createdAt: date(row.created_at)!,
    acceptUntil: date(row.accept_until),
    revokedAt: date(row.revoked_at),
  };
}

const COLUMNS = 'kid, record_id::text AS record_id, public_key, private_key, created_at, accept_until, revoked_at';

/** Every key of a tenant, newest first. */
export async function listKeys(db: Db, tenantId: string): Promise<StoredKey[]> {
  const rows = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM credential_keys WHERE tenant_id = $1 ORDER BY created_at DESC, kid`, [tenantId]);
  return rows.map(toStored);
}

/** The key new cards are signed with (no accept_until, not revoked), if the tenant has one. */
export async function currentKey(db: Db, tenantId: string): Promise<StoredKey | undefined> {
  const [row] = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM credential_keys WHERE tenant_id = $1 AND accept_until IS NULL AND revoked_at IS NULL`, [tenantId]);
  return row ? toStored(row) : undefined;
}

/** The `signingkeys` record of a stored key (what devices replicate). */
export function signingKeyRecord(key: StoredKey): SigningKeyRow {
  return {
    id: key.recordId,
    kid: key.kid,
    public_key: key.publicKey,
    created_at: key.createdAt.toISOString(),
    accept_until: key.acceptUntil?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

/** The verifier's view of the keys (what a gate reads from its replica). */
export const publicKeyRecords = (keys: readonly StoredKey[]): PublicKeyRecord[] => keys.map((k) => signingKeyRecord(k));

/** Opens the private half (throws KeyStoreError when it cannot). */
export const privateKeyOf = (tenantId: string, key: StoredKey): Uint8Array => openPrivateKey(key.privateKey, tenantId, key.kid);

/**
 * Adds a new current key. Call inside a transaction that holds the tenant's version lock, with no
 * current key left (the partial unique index refuses a second one).
 */
async function insertKey(tx: Db, tenantId: string, now: Date): Promise<StoredKey> {
  const seed = newSeed();
  const publicKey = await publicKeyOf(seed);
  const kid = kidOf(publicKey);
  const key: StoredKey = {
    kid,
    recordId: uuidv7(now.getTime()),
    publicKey: toBase64Url(publicKey),
    privateKey: sealPrivateKey(seed, tenantId, kid),
    createdAt: now,
    acceptUntil: null,
    revokedAt: null,
  };
  await tx.query(
    `INSERT INTO credential_keys (tenant_id, kid, record_id, public_key, private_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [tenantId, key.kid, key.recordId, key.publicKey, key.privateKey, now],
  );
  await sqlTx(tx, tenantId, now).put('signingkeys', signingKeyRecord(key));
  return key;
}

/** The tenant's current key, created (and published) when it has none. */
export async function ensureCurrentKey(db: Db, tenantId: string, now: Date): Promise<StoredKey> {
  const existing = await currentKey(db, tenantId);
  if (existing) return existing;
  return db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId); // serialises key creation per tenant
    return (await currentKey(tx, tenantId)) ?? insertKey(tx, tenantId, now);
  });
}

export interface Rotation {
  current: StoredKey;
  retired: StoredKey | null;
}

/**
 * Rotation: a new current key; the previous one keeps verifying until `accept_until` = now + the
 * longest validity a card can have (plus the clock skew), i.e. until the last card it signed has
 * expired. Cards are re-issued with the new key at their next refresh.
 */
export async function rotateKeys(db: Db, tenantId: string, now: Date): Promise<Rotation> {
  return db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    const previous = await currentKey(tx, tenantId);
    let retired: StoredKey | null = null;
    if (previous) {
      const acceptUntil = new Date(now.getTime() + (MAX_VALIDITY_SECONDS + CLOCK_SKEW_SECONDS) * 1000);
      await tx.query(`UPDATE credential_keys SET accept_until = $3 WHERE tenant_id = $1 AND kid = $2`, [tenantId, previous.kid, acceptUntil]);
      retired = { ...previous, acceptUntil };
      await sqlTx(tx, tenantId, now).put('signingkeys', signingKeyRecord(retired));
    }
    return { current: await insertKey(tx, tenantId, now), retired };
  });
}
