// The entities the signed-in person manages, from the local replica: their own associationmanagers
// links (replicated to them: owner scope) and the entities those name. Offline like every screen.
import type { TenantDb } from './tenant-db';

export interface ManagedAssociation {
  id: string;
  name: string;
  row: Record<string, unknown>;
}

export async function readManagedAssociations(db: TenantDb, userId: string): Promise<ManagedAssociation[]> {
  if (!userId) return [];
  const links = await db.rows('associationmanagers').where('user_id').equals(userId).toArray();
  const ids = [...new Set(links.map((l) => String(l.association_id)))];
  const rows = await Promise.all(ids.map((id) => db.rows('associations').get(id)));
  return rows
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map((row) => ({ id: String(row.id), name: String(row.name ?? ''), row }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
