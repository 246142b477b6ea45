// The local data layer, as one chunk the start-up does not download: Dexie and
// the tenant database, the sync engine's client and its provider, the ID card keeper. Screens that
// read the replica get it through their route's loader (app/route-chunks.ts) before they render;
// the login form and the public pages never pay for it.
import { IdCardKeeper } from '../features/idcard/card-keeper';
import { SyncProvider } from '../features/sync/sync-provider';
import type { TenantDb } from '../data/tenant-db';
import { prefetchMutate } from '../data/mutate-loader';
import { useEffect } from 'react';

export { openTenantDb } from '../data/tenant-db';
export { notifyMutated } from '../data/sync-client';

/** What runs beside the screens while a tenant database is open: sync, and the signed-in card's refresh. */
export function DataRuntime({ db, userId }: { db: TenantDb; userId: string | null }) {
  useEffect(() => prefetchMutate(), []);
  return (
    <>
      <SyncProvider db={db} />
      {userId && <IdCardKeeper />}
    </>
  );
}
