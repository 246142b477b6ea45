// The rows about one person (src/domain/privacy/holdings.ts): of every declared collection, the live
// rows whose person fields name their login id or one of their profiles' ids. One statement, read
// in the caller's transaction. What the export sends and what the anonymisation rewrites.
import { HELD_COLLECTIONS, type Holding } from '../../src/domain/privacy/holdings';
import type { StoredRow } from '../../src/domain/mutators/index';
import type { Db } from '../db/db';

const SAFE = /^[a-z][a-z0-9_]*$/;
const field = (name: string): string => {
  if (!SAFE.test(name)) throw new Error(`Campo inesperado: ${name}`);
  return `data->>'${name}'`;
};

export interface RowAbout {
  holding: Holding;
  row: StoredRow;
  owner: string | null;
}

export async function profileIdsOf(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND data->>'user_id' = $2 AND NOT deleted ORDER BY id`,
    [tenantId, userId],
  );
  return rows.map((r) => r.id);
}

export async function rowsAbout(db: Db, tenantId: string, userId: string, profileIds: readonly string[]): Promise<RowAbout[]> {
  const byCollection = new Map(HELD_COLLECTIONS.map((h) => [h.collection, h]));
  const conditions = HELD_COLLECTIONS.map((h) => {
    const person = [...h.userFields.map((f) => `${field(f)} = $2`), ...(h.profileFields ?? []).map((f) => `${field(f)} = ANY($3::text[])`)];
    return person.length === 0 ? null : `(collection = '${h.collection}' AND (${person.join(' OR ')}))`;
  }).filter((c): c is string => c !== null);
  const rows = await db.query<{ collection: string; data: StoredRow; owner_id: string | null }>(
    `SELECT collection, data, owner_id::text AS owner_id FROM records
      WHERE tenant_id = $1 AND NOT deleted AND (${conditions.join(' OR ')})
      ORDER BY collection, id`,
    [tenantId, userId, [...profileIds]],
  );
  return rows.map((r) => ({ holding: byCollection.get(r.collection)!, row: r.data, owner: r.owner_id }));
}
