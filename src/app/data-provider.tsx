// Mounts the ONE local database of the current tenant for every screen: `federa-<client_code>`,
// opened when the client code is known, closed and replaced when it changes (tenant switch in
// connect mode), with the signed-in user's id (null when signed out: reads work, writes are refused).
import { useEffect, useMemo, type ReactNode } from 'react';
import { TenantDbProvider } from '../data/db-context';
import { openTenantDb } from '../data/tenant-db';
import { CLIENT_CODE_PATTERN } from '../domain/tenancy';
import { IdCardKeeper } from '../features/idcard/card-keeper';
import { notifyMutated } from '../features/sync/sync-client';
import { SyncProvider } from '../features/sync/sync-provider';
import { appStore } from './app-state';
import { useUser } from './session';
import { useStore } from './store';

export function DataProvider({ children }: { children: ReactNode }) {
  const clientCode = useStore(appStore, (s) => s.clientCode);
  const userId = useUser()?.id ?? null;
  const db = useMemo(() => (clientCode && CLIENT_CODE_PATTERN.test(clientCode) ? openTenantDb(clientCode) : null), [clientCode]);
  useEffect(() => {
    if (!db) return;
    // disableAutoOpen: false lets StrictMode's unmount-remount reuse the instance (Dexie reopens on
    // the next query); after a real switch nothing queries the old database any more.
    return () => db.close({ disableAutoOpen: false });
  }, [db]);
  // No tenant yet (connect form, first start offline): no screen that reads data can be reached.
  if (!db) return children;
  return (
    <SyncProvider db={db}>
      <TenantDbProvider db={db} userId={userId} onMutated={notifyMutated}>
        {userId && <IdCardKeeper />}
        {children}
      </TenantDbProvider>
    </SyncProvider>
  );
}
