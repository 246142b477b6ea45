// Who may read a file: whoever uploaded it (their own photo before the write that names it is
// pushed), and whoever may read a live record that names it — exactly the rows that replicate to
// them (scope.ts readFilter: public and tenant rows, a permission's rows, their own rows, rows a
// relation reaches). A team's or association's shield on a public record is therefore public; a
// person's document is seen by the person and the holders of the permission only.
import { findResource } from '../../src/domain/resources/index';
import { readFilter, type Viewer } from '../../src/domain/resources/scope';
import type { Db } from '../db/db';
import { resolveScope } from '../sync/replication-scope';

/** Enough referencing rows to decide; a file named by more rows than this is decided on these. */
const MAX_REFS_CHECKED = 500;

export async function mayReadFile(db: Db, tenantId: string, viewer: Viewer | null, fileId: string, uploadedBy: string | null): Promise<boolean> {
  if (viewer && uploadedBy === viewer.id) return true;
  const refs = await db.query<{ collection: string; id: string; owner_id: string | null }>(
    `SELECT r.collection, r.id::text AS id, r.owner_id::text AS owner_id
       FROM file_refs f
       JOIN records r ON r.tenant_id = f.tenant_id AND r.collection = f.collection AND r.id = f.record_id
      WHERE f.tenant_id = $1 AND f.file_id = $2 AND NOT r.deleted
      LIMIT ${MAX_REFS_CHECKED}`,
    [tenantId, fileId],
  );
  const viaRelation: { collection: string; id: string }[] = [];
  for (const ref of refs) {
    const resource = findResource(ref.collection);
    if (!resource) continue;
    const filter = readFilter(resource, viewer);
    if (!filter) continue;
    if ('all' in filter) return true;
    if (filter.ownerField && ref.owner_id === filter.userId) return true;
    if (filter.via) viaRelation.push(ref);
  }
  if (!viewer || viaRelation.length === 0) return false;
  // The relation sets cost one statement: only evaluated when nothing simpler decided.
  const scope = await resolveScope(db, tenantId, viewer);
  return viaRelation.some((ref) => scope.ids.get(ref.collection)?.includes(ref.id) ?? false);
}
