// Device storage: ask the browser to keep our IndexedDB (persistent storage) after login, and turn
// a full disk into a pt-BR notice instead of a silent failure.
//
// Why a quota error loses nothing: a local write is ONE Dexie transaction (replica change + outbox
// entry, src/data/mutate.ts) and a pulled page is one transaction too (rows + cursor). When the disk
// is full IndexedDB aborts the whole transaction, so either everything of that write is stored or
// nothing is: the form keeps what the user typed (the write was refused, not half-saved), what was
// saved before stays, and a pulled page is simply downloaded again later.
import type { DBCore, DBCoreTransaction, Middleware } from 'dexie';
import { isQuotaError } from '../../workers/messages';
import type { TenantDb } from './tenant-db';

/** Asks once per page for persistent storage (Chromium decides by engagement; installed PWAs get it). */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/**
 * A Dexie middleware that calls `onQuota` when a read-write transaction fails for lack of space,
 * whether the failure shows on a request or on the transaction itself. The error still reaches the
 * caller (the form shows its own message); this only adds the notice.
 */
export function quotaMiddleware(onQuota: (error: unknown) => void): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'federaQuotaWatch',
    create: (core) => ({
      ...core,
      transaction: (stores, mode, options) => {
        const tx: DBCoreTransaction = core.transaction(stores, mode, options);
        const target = tx as unknown as Partial<IDBTransaction>;
        if (mode === 'readwrite' && typeof target.addEventListener === 'function') {
          target.addEventListener('abort', () => {
            if (isQuotaError(target.error)) onQuota(target.error);
          });
        }
        return tx;
      },
      table: (name) => {
        const table = core.table(name);
        return {
          ...table,
          mutate: (req) =>
            table.mutate(req).catch((error: unknown) => {
              if (isQuotaError(error)) onQuota(error);
              throw error;
            }),
        };
      },
    }),
  };
}

/**
 * Installs the quota watch on a tenant database. Dexie builds its middleware stack when the
 * database opens, so this must run before the first query; returns false when it came too late.
 */
export function watchQuota(db: TenantDb, onQuota: (error: unknown) => void): boolean {
  db.use(quotaMiddleware(onQuota));
  return !db.isOpen();
}
