// Rows of the local replica by the values of one indexed field (a CPF, a CNPJ), for imports that
// match a file's rows against what the device holds: one indexed read for the whole list.
import type { StoredRow } from '../domain/mutators/index';
import type { TenantDb } from './tenant-db';

export async function rowsByValues(db: TenantDb, collection: string, field: string, values: readonly string[]): Promise<Map<string, StoredRow[]>> {
  const found = new Map<string, StoredRow[]>();
  if (values.length === 0) return found;
  const rows = await db.rows(collection).where(field).anyOf([...new Set(values)]).toArray();
  for (const row of rows) {
    const key = String(row[field]);
    found.set(key, [...(found.get(key) ?? []), row]);
  }
  return found;
}
