// Background flush of the outbox by the service worker, for writes made just before the app was
// closed or the signal dropped.
//
// The outbox is ours, in the tenant's IndexedDB (src/data/outbox.ts). We deliberately do NOT use
// workbox-background-sync's Queue to hold writes: it treats any HTTP reply (a 401, a 500) as
// delivered and drops the request, and it stores the whole request, headers included, so the
// bearer token would sit in IndexedDB next to the write. Background Sync is used only as a wake-up:
// the page registers the tag 'federa-outbox' when a write is queued offline or a round fails, and
// on the `sync` event we run the very same `syncCycle` as the sync worker (push, then a pull that
// reconciles whatever a duplicate replay did), under the same per-tenant round lock, so a worker
// round and a service-worker round never overlap. Where the API is missing (Firefox, Safari) the
// flush runs when the service worker starts.
//
// To do that without a page, the service worker keeps the session it needs (client code, backend,
// user id, token) in its own small database `federa-sw`, posted by the page at login and cleared at
// logout. Outbox entries never hold a token; an entry only goes out with its author's token because
// syncCycle pushes the stored user's entries only.
import { syncCycle, type SyncStatus } from '../src/data/sync-cycle';
import { openTenantDb } from '../src/data/tenant-db';
import { createFetchTransport } from '../workers/fetch-transport';
import { webLocks, withRoundLock } from '../workers/round-lock';
import { OUTBOX_SYNC_TAG, type SwSessionMessage } from '../workers/sync-protocol';
import { readSession, saveSession } from './session-store';

// The DOM lib is in scope for the whole project; declare only what this module touches.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}
interface SyncScope {
  registration: object;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

function isSessionMessage(data: unknown): data is SwSessionMessage {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'federa-sync-session') return false;
  const session = (data as { session?: unknown }).session;
  if (session === null) return true;
  if (typeof session !== 'object' || session === undefined) return false;
  const s = session as Record<string, unknown>;
  return ['clientCode', 'backend', 'userId', 'token'].every((k) => typeof s[k] === 'string' && s[k] !== '');
}

export type FlushResult = SyncStatus | 'no-session' | 'nothing-pending';

/** One round for the stored session, if it has pending writes. Resolves with what happened. */
export async function flushOutbox(): Promise<FlushResult> {
  const first = await readSession();
  if (!first) return 'no-session';
  const db = openTenantDb(first.clientCode);
  try {
    return await withRoundLock(webLocks(), first.clientCode, async () => {
      // Read again inside the lock: a logout may have cleared it while we waited.
      const session = await readSession();
      if (!session || session.clientCode !== first.clientCode) return 'no-session';
      const mine = await db.outbox.where('[userId+status]').equals([session.userId, 'pending']).count();
      if (mine === 0) return 'nothing-pending';
      const transport = createFetchTransport({ backend: session.backend, token: () => session.token });
      return (await syncCycle(db, transport, session.userId)).status;
    });
  } finally {
    db.close();
  }
}

/** Wires the `sync` and `message` events; call once from sw.ts. */
export function installSyncFlush(): void {
  const scope = self as unknown as SyncScope;

  scope.addEventListener('message', (event) => {
    if (isSessionMessage(event.data)) event.waitUntil(saveSession(event.data.session));
  });

  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flushOutbox().then((result) => {
        // A rejected promise asks the browser to fire the event again later (with its own backoff).
        if ((result === 'offline' || result === 'error') && !event.lastChance) throw new Error(`sync flush: ${result}`);
      }),
    );
  });

  if (!('sync' in scope.registration)) {
    flushOutbox().catch((error: unknown) => console.warn('[sync] flush at start failed', error));
  }
}
