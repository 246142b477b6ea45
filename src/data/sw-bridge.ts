// The page's side of the service worker's outbox flush (sw/sync-flush.ts): hand it the session at
// login, take it back at logout, and ask for a Background Sync wake-up when writes are stuck.
import { saveSession } from '../../sw/session-store';
import { OUTBOX_SYNC_TAG, type SwSessionMessage, type SyncSession } from '../../workers/sync-protocol';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Bumped by every share/clear: a share still waiting for the worker must not post after a logout. */
let generation = 0;

const hasServiceWorker = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Resolves with the registration once a worker is active; null after `ms` (dev has none). */
async function activeRegistration(ms: number): Promise<ServiceWorkerRegistration | null> {
  if (!hasServiceWorker()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Login: the service worker keeps the session in its own store to flush without a page. */
export async function shareSessionWithServiceWorker(session: SyncSession): Promise<void> {
  const mine = ++generation;
  // The first visit installs the worker after load: wait for it a while.
  const registration = await activeRegistration(60_000);
  if (mine !== generation) return;
  const message: SwSessionMessage = { type: 'federa-sync-session', session };
  registration?.active?.postMessage(message);
}

/** Logout: the service worker must forget the token. Cleared directly too, in case no worker runs. */
export async function clearServiceWorkerSession(): Promise<void> {
  generation++;
  const registration = await activeRegistration(500);
  const message: SwSessionMessage = { type: 'federa-sync-session', session: null };
  registration?.active?.postMessage(message);
  try {
    await saveSession(null);
  } catch {
    // IndexedDB unavailable: nothing was stored either.
  }
}

/** Asks the browser to wake the service worker when online (true when the API exists). */
export async function registerBackgroundSync(): Promise<boolean> {
  if (!hasServiceWorker()) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
