// Mounts the ONE local database of the current tenant for every screen: `federa-<client_code>`,
// opened when the client code is known, closed and replaced when it changes (tenant switch in
// connect mode), with the signed-in user's id (null when signed out: reads work, writes are refused).
//
// The data layer (Dexie, sync) is a chunk of its own (data-runtime.tsx): until a route that reads
// the replica has loaded it (route-chunks.ts), the provider holds no database. The provider element
// stays in place either way, so the router below it never remounts when the chunk arrives.
import { useEffect, useMemo, type ReactNode } from 'react';
import { TenantDbProvider } from '../data/db-context';
import { CLIENT_CODE_PATTERN } from '../domain/tenancy';
import { appStore } from '../data/app-state';
import { useLazyModule } from '../lib/lazy-module';
import { dataRuntime } from './route-chunks';
import { useUser } from '../data/session';
import { useStore } from '../lib/store';

export function DataProvider({ children }: { children: ReactNode }) {
  const runtime = useLazyModule(dataRuntime);
  const clientCode = useStore(appStore, (s) => s.clientCode);
  const userId = useUser()?.id ?? null;
  const db = useMemo(
    () => (runtime && clientCode && CLIENT_CODE_PATTERN.test(clientCode) ? runtime.openTenantDb(clientCode) : null),
    [runtime, clientCode],
  );
  useEffect(() => {
    if (!db) return;
    // disableAutoOpen: false lets StrictMode's unmount-remount reuse the instance (Dexie reopens on
    // the next query); after a real switch nothing queries the old database any more.
    return () => db.close({ disableAutoOpen: false });
  }, [db]);
  // No tenant yet (connect form, first start offline) or no data chunk yet: no screen that reads
  // data can be reached.
  return (
    <TenantDbProvider db={db} userId={userId} onMutated={runtime?.notifyMutated}>
      {/* First: the sync provider watches the database's quota before any screen's query opens it. */}
      {runtime && db && <runtime.DataRuntime db={db} userId={userId} />}
      {children}
    </TenantDbProvider>
  );
}
