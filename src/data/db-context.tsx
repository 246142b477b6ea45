// Gives screens the current tenant's local database and the signed-in user, so hooks.ts can read and
// write without screens ever holding a Dexie instance. The app shell mounts one provider per tenant.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TenantDb } from './tenant-db';

export interface TenantDataSession {
  db: TenantDb;
  /** The signed-in user (null when signed out: reads work, writes are refused). */
  userId: string | null;
  /** Called after every local write; the sync worker hooks in here to push at once. */
  onMutated?: () => void;
}

const TenantDataContext = createContext<TenantDataSession | null>(null);

/** With `db` null (no tenant, or the data chunk not loaded yet) the screens below see no session. */
export function TenantDbProvider({ db, userId, onMutated, children }: Omit<TenantDataSession, 'db'> & { db: TenantDb | null; children: ReactNode }) {
  const value = useMemo(() => (db ? { db, userId, onMutated } : null), [db, userId, onMutated]);
  return <TenantDataContext.Provider value={value}>{children}</TenantDataContext.Provider>;
}

export function useTenantData(): TenantDataSession {
  const session = useContext(TenantDataContext);
  if (!session) throw new Error('useTenantData fora de <TenantDbProvider>');
  return session;
}

/** The session when there is one (the menu's counts render before the data chunk is in). */
export const useOptionalTenantData = (): TenantDataSession | null => useContext(TenantDataContext);
