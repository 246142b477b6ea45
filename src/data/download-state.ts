// Whether a collection's rows are all in the replica, for screens that must not call a collection
// "empty" while it is still arriving. The pull is ONE stream over every collection, ordered by
// server version (any page may carry any collection), so a collection is complete only once a full
// download has ended (meta.lastSyncAt, written with the last page) and its packs, if the download
// stored it packed (packs.ts), have been unpacked into its table.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTenantData } from './db-context';
import { readMeta, type TenantDb } from './tenant-db';

export async function collectionDownloaded(db: TenantDb, collection: string): Promise<boolean> {
  const [meta, packed] = await Promise.all([
    readMeta(db),
    db.packs.where('collection').equals(collection).limit(1).primaryKeys(),
  ]);
  // cursor 0: never pulled, or a logout wipe asked for everything again (wipe.ts).
  return meta.lastSyncAt !== undefined && meta.cursor !== 0 && packed.length === 0;
}

/** Live: true once `collection` is fully in the replica, false while its first download runs (undefined while reading). */
export function useCollectionDownloaded(collection: string): boolean | undefined {
  const { db } = useTenantData();
  return useLiveQuery(() => collectionDownloaded(db, collection), [db, collection]);
}
