// Logout (ASVS 14.3.1): remove what this device holds because of who the user is. Catalogue
// (`public`) and `tenant` rows stay: every user of the tenant may see them.
//
// Removed: rows of `owner`-scoped collections that belong to the user, every row of collections
// replicated by a permission (they were here because of this user's grants), and the user's settled
// outbox entries (acked, rejected: they hold the user's data). Pending writes stay unless the caller
// passes discardPending (the user chose "sair e descartar"); then the user's client stream is dropped
// too, so a later write starts a fresh stream instead of leaving a gap.
//
// The sync cursor returns to 0 so the next pull, by whoever signs in, resends what that user may see
// (deleted private rows cannot come back otherwise). Cost: catalogues are downloaded again.
import { RESOURCES } from '../domain/resources/index';
import { rebase, revertLocal } from './rebase';
import { readMeta, writeTables, type TenantDb } from './tenant-db';
import { transact } from './transact';

export interface WipeOptions {
  discardPending?: boolean;
}

export async function wipeUserPrivate(db: TenantDb, userId: string, options: WipeOptions = {}): Promise<void> {
  await transact(db, 'rw', writeTables(db), async (db) => {
    // Work on server state: shadows of private rows must not resurrect them after the wipe.
    await revertLocal(db);
    for (const resource of RESOURCES) {
      const scopes = resource.access.scope;
      // Rows reached through a relation (a referee's matches) are the user's too: cleared whole.
      if (scopes.some((s) => typeof s !== 'string' || s.startsWith('permission:'))) await db.rows(resource.key).clear();
      else if (scopes.includes('owner') && resource.access.owner) {
        await db.rows(resource.key).filter((row) => row[resource.access.owner!] === userId).delete();
      }
    }
    const discard = options.discardPending ? ['acked', 'rejected', 'pending'] : ['acked', 'rejected'];
    await db.outbox.where('userId').equals(userId).filter((e) => discard.includes(e.status)).delete();
    if (options.discardPending) await db.clients.delete(userId);
    const meta = await readMeta(db);
    await db.meta.put({ ...meta, cursor: 0 });
    await rebase(db);
  });
  // Files fetched from the server or already uploaded were here for this user (a person's document
  // is not public); files still to upload go with their pending writes.
  const settled = options.discardPending ? ['cached', 'uploaded', 'refused', 'pending'] : ['cached', 'uploaded', 'refused'];
  await db.files.where('status').anyOf(settled).delete();
}
