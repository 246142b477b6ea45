// The page's handle on its tab's sync worker (workers/sync-worker.ts, through comlink) and the
// store the indicator renders. The worker is created on the first `start`, i.e. after login; where
// module workers do not exist (tests, very old browsers) every call is a no-op that reports the
// current state.
import { proxy, wrap, type Remote } from 'comlink';
import { createStore, useStore, type Store } from '../lib/store';
import { INITIAL_SYNC_STATE, type KickReason, type SyncSession, type SyncState, type SyncWorkerApi } from '../../workers/sync-protocol';
import type { TenantDb } from './tenant-db';
import { registerBackgroundSync } from './sw-bridge';

export const syncStore: Store<SyncState> = createStore<SyncState>(INITIAL_SYNC_STATE);

export const useSyncState = (): SyncState => useStore(syncStore);

/** The tenant database and user the sync UI works on (set by SyncProvider). */
export interface SyncScope {
  db: TenantDb | null;
  userId: string | null;
}
export const syncScopeStore: Store<SyncScope> = createStore<SyncScope>({ db: null, userId: null });
export const useSyncScope = (): SyncScope => useStore(syncScopeStore);

let remote: Remote<SyncWorkerApi> | null = null;

function worker(): Remote<SyncWorkerApi> | null {
  if (remote) return remote;
  if (typeof Worker === 'undefined') return null;
  const instance = new Worker(new URL('../../workers/sync-worker.ts', import.meta.url), { type: 'module', name: 'federa-sync' });
  remote = wrap<SyncWorkerApi>(instance);
  void remote.onStatus(proxy((state: SyncState) => syncStore.set(state)));
  return remote;
}

const current = (): SyncState => syncStore.get();

export const syncClient = {
  /** Signed in: (re)configure the worker; it joins the tenant's leader election and syncs at once. */
  async start(session: SyncSession): Promise<SyncState> {
    const w = worker();
    if (!w) return current();
    const state = await w.start(session);
    syncStore.set(state);
    return state;
  },
  /** A round now; resolves with the state after it (at once when none can run). */
  async syncNow(reason: KickReason = 'manual'): Promise<SyncState> {
    if (!remote) return current();
    return remote.syncNow(reason);
  },
  /** A new token of the same user, or null at logout (waits for a round of this tab to end). */
  async setToken(token: string | null, userId?: string): Promise<void> {
    if (!remote) return;
    await remote.setToken(token, userId);
  },
};

/**
 * `onMutated` of the TenantDbProvider: every local write asks for a push. Offline, it also asks the
 * service worker to be woken by Background Sync when the connection returns (the tab may be closed
 * by then).
 */
export function notifyMutated(): void {
  void syncClient.syncNow('mutation').then((state) => {
    if (state.pending > 0 && (state.phase === 'error' || state.phase === 'idle')) void registerBackgroundSync();
  });
  if (typeof navigator !== 'undefined' && !navigator.onLine) void registerBackgroundSync();
}
