// Who may read a file (the download route) and name it in a write (the push: write-gate.ts):
//   - whoever uploaded those bytes, within UPLOAD_GRACE_MS of their upload (their own photo before
//     the write that names it arrives, even from a device that went offline in between);
//   - whoever may read a live record that names it — exactly the rows that replicate to them
//     (scope.ts readFilter: public and tenant rows, a permission's rows, their own rows, rows a
//     relation reaches), i.e. the pull's rules.
// Nobody else, and nobody at all once no live record names it and the grace period has passed (the
// collector, gc.ts, then removes it). A team's or association's shield on a public record is
// therefore public; a person's document is seen by the person and the holders of the permission only.
import { findResource } from '../../src/domain/resources/index';
import { readFilter, type Viewer } from '../../src/domain/resources/scope';
import type { Db } from '../db/db';
import { resolveScope } from '../sync/replication-scope';
import { UPLOAD_GRACE_MS } from './policy';

/** Enough referencing rows per file to decide; a file named by more rows than this is decided on these. */
const MAX_REFS_CHECKED = 500;

/** The hashes among `fileIds` this viewer may read (one or two statements, plus the relation sets when needed). */
export async function readableFiles(db: Db, tenantId: string, viewer: Viewer | null, fileIds: readonly string[], now: Date): Promise<Set<string>> {
  const readable = new Set<string>();
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return readable;
  if (viewer) {
    const mine = await db.query<{ id: string }>(
      `SELECT u.file_id AS id FROM file_uploads u JOIN files f ON f.tenant_id = u.tenant_id AND f.id = u.file_id
        WHERE u.tenant_id = $1 AND u.user_id = $2 AND u.file_id = ANY($3::text[]) AND u.created_at > $4`,
      [tenantId, viewer.id, wanted, new Date(now.getTime() - UPLOAD_GRACE_MS)],
    );
    for (const row of mine) readable.add(row.id);
  }
  const rest = wanted.filter((id) => !readable.has(id));
  if (rest.length === 0) return readable;
  const refs = await db.query<{ file_id: string; collection: string; id: string; owner_id: string | null }>(
    `SELECT x.file_id, x.collection, x.id, x.owner_id FROM unnest($2::text[]) AS w(file_id)
       CROSS JOIN LATERAL (
         SELECT f.file_id, r.collection, r.id::text AS id, r.owner_id::text AS owner_id
           FROM file_refs f
           JOIN records r ON r.tenant_id = f.tenant_id AND r.collection = f.collection AND r.id = f.record_id
          WHERE f.tenant_id = $1 AND f.file_id = w.file_id AND NOT r.deleted
          LIMIT ${MAX_REFS_CHECKED}) AS x`,
    [tenantId, rest],
  );
  const viaRelation: { file_id: string; collection: string; id: string }[] = [];
  for (const ref of refs) {
    if (readable.has(ref.file_id)) continue;
    const resource = findResource(ref.collection);
    if (!resource) continue;
    const filter = readFilter(resource, viewer);
    if (!filter) continue;
    if ('all' in filter || (filter.ownerField && ref.owner_id === filter.userId)) readable.add(ref.file_id);
    else if (filter.via) viaRelation.push(ref);
  }
  const pending = viaRelation.filter((ref) => !readable.has(ref.file_id));
  if (!viewer || pending.length === 0) return readable;
  // The relation sets cost one statement: only evaluated when nothing simpler decided.
  const scope = await resolveScope(db, tenantId, viewer);
  for (const ref of pending) if (scope.ids.get(ref.collection)?.includes(ref.id)) readable.add(ref.file_id);
  return readable;
}

export async function mayReadFile(db: Db, tenantId: string, viewer: Viewer | null, fileId: string, now: Date): Promise<boolean> {
  return (await readableFiles(db, tenantId, viewer, [fileId], now)).has(fileId);
}
