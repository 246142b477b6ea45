// The sync worker: a module Web Worker per tab, reached from the page through comlink
// (src/data/sync-client.ts). It opens the tenant's IndexedDB itself (Dexie runs in
// workers, and its BroadcastChannel wakes the page's live queries after every write) and runs the
// loop of sync-engine.ts. See that file for leader election and scheduling.
import { expose } from 'comlink';
import { openTenantDb } from '../src/data/tenant-db';
import { createFetchTransport } from './fetch-transport';
import { webLocks } from './round-lock';
import { SyncEngine, type ChannelLike } from './sync-engine';
import type { KickReason, SyncSession, SyncState, SyncWorkerApi } from './sync-protocol';

const engine = new SyncEngine({
  openDb: openTenantDb,
  transport: (backend, token, signal) => createFetchTransport({ backend, token, signal }),
  locks: webLocks(),
  channel: (name) => (typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as ChannelLike)),
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  log: (error) => console.error('[sync]', error),
});

self.addEventListener('online', () => engine.networkChanged(true));
self.addEventListener('offline', () => engine.networkChanged(false));

const api: SyncWorkerApi = {
  start: (session: SyncSession) => engine.start(session),
  syncNow: (reason?: KickReason) => engine.syncNow(reason),
  setToken: (token: string | null, userId?: string) => engine.setToken(token, userId),
  status: (): SyncState => engine.status(),
  onStatus: (callback: (state: SyncState) => void) => {
    // The callback is a comlink proxy: calling it posts to the page, which may be gone (tab closing).
    engine.onStatus((state) => void Promise.resolve(callback(state)).catch(() => undefined));
  },
};

expose(api);
