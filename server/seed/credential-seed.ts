// Each demo tenant's first ID-card signing key, made at seed time (random, stored in
// credential_keys; never in the repository) and published as its `signingkeys` record. A database
// seeded before this existed gets its key on the first card issued (ensureCurrentKey).
import type { Db } from '../db/db';
import { ensureCurrentKey } from '../credentials/keys';

/** Call inside the seed's transaction, after the tenants exist. */
export async function seedCredentialKeys(tx: Db, now: Date): Promise<void> {
  const tenants = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants ORDER BY code');
  for (const tenant of tenants) await ensureCurrentKey(tx, tenant.id, now);
}
