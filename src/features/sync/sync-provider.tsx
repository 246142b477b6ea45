// Drives the tab's sync worker for the tenant database the app shell opened: starts it when a user
// is signed in (and again on every new token), asks for rounds on `online` and when the tab becomes
// visible, hands the session to the service worker, requests persistent storage after login, wipes
// the user's private rows at logout, and turns sync events into notices. Mount it around the
// TenantDbProvider and pass `notifyMutated` as its `onMutated`:
//
//   <SyncProvider db={db}><TenantDbProvider db={db} userId={userId} onMutated={notifyMutated}>…
import { plural, t } from '@lingui/core/macro';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useAppState } from '../../data/app-state';
import { addLogoutHook } from '../../app/logout';
import { notify, notifyError } from '../../lib/notices';
import { useSession } from '../../data/session';
import type { TenantDb } from '../../data/tenant-db';
import { webLocks, withRoundLock } from '../../../workers/round-lock';
import { MESSAGES } from '../../../workers/messages';
import type { SyncState } from '../../../workers/sync-protocol';
import { LogoutGuardDialog } from './logout-guard';
import { userRejected } from '../../data/outbox-reads';
import { requestPersistentStorage, watchQuota } from '../../data/storage-guard';
import { clearServiceWorkerSession, registerBackgroundSync, shareSessionWithServiceWorker } from '../../data/sw-bridge';
import { syncClient, syncScopeStore, syncStore } from '../../data/sync-client';
import { watchReplica } from '../../data/replica';

const QUOTA_NOTICE_GAP_MS = 10_000;
let lastQuotaNotice = 0;

/** One notice per burst: a failed write can surface on its request and on its transaction. */
function noticeQuota(): void {
  const now = Date.now();
  if (now - lastQuotaNotice < QUOTA_NOTICE_GAP_MS) return;
  lastQuotaNotice = now;
  notifyError(t`Sem espaço no dispositivo`, t`A alteração não foi salva e nada do que já estava salvo se perdeu. Libere espaço (arquivos, fotos, outros apps) e tente de novo.`);
}

const watched = new WeakSet<TenantDb>();

/** Notices for what changed between two states (the indicator shows the rest). */
function noticeTransitions(prev: SyncState, next: SyncState): void {
  if (next.phase === 'paused-auth' && prev.phase !== 'paused-auth') {
    const title = next.error?.reason === 'password_changed' ? t`Sua senha foi alterada em outro aparelho; entre novamente` : t`Sessão expirada — entre novamente`;
    notify({ type: 'warning', title, description: t`As alterações pendentes continuam guardadas e serão enviadas depois do login.` });
  }
  if (next.phase === 'update-required' && prev.phase !== 'update-required') {
    notify({ type: 'warning', title: t`Atualização necessária`, description: MESSAGES.update });
  }
  if (next.error?.code === 'quota' && prev.error?.code !== 'quota') noticeQuota();
  // Writes stuck after a failed round: let Background Sync wake the service worker later.
  if (next.rounds > prev.rounds && next.pending > 0 && next.phase === 'error') void registerBackgroundSync();
}

export function SyncProvider({ db, children }: { db: TenantDb; children?: ReactNode }) {
  const { token, user } = useSession();
  const { backend } = useAppState();
  const userId = user?.id ?? null;
  const clientCode = db.tenant;

  // Before any child's live query opens the database (Dexie builds its middleware at open).
  if (!watched.has(db)) {
    watched.add(db);
    watchQuota(db, noticeQuota);
  }

  useLayoutEffect(() => {
    syncScopeStore.set({ db, userId });
  }, [db, userId]);
  useEffect(() => () => syncScopeStore.set({ db: null, userId: null }), []);

  useEffect(() => {
    if (!backend || !userId || !token) {
      void syncClient.setToken(null);
      return;
    }
    const session = { clientCode, backend, userId, token };
    void syncClient.start(session);
    void shareSessionWithServiceWorker(session);
    void requestPersistentStorage();
  }, [clientCode, backend, userId, token]);

  useEffect(() => {
    const online = () => void syncClient.syncNow('online');
    const visible = () => {
      if (document.visibilityState === 'visible') void syncClient.syncNow('visible');
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, []);

  useEffect(
    () =>
      addLogoutHook(async (leavingUserId) => {
        // 1. Stop syncing as this user (every tab: the engine tells the others). 2. The service
        // worker forgets the token. 3. Wipe under the round lock, so no round still writing this
        // user's rows can run across it. Pending writes stay, tied to their author.
        await syncClient.setToken(null);
        await clearServiceWorkerSession();
        // The wipe walks the registry's scopes: loaded at logout, not with every signed-in screen.
        const { wipeUserPrivate } = await import('../../data/wipe');
        await withRoundLock(webLocks(), db.tenant, () => wipeUserPrivate(db, leavingUserId));
      }),
    [db],
  );

  // A toast for each newly refused write of this user, whoever recorded the refusal (this tab's
  // worker, another tab's, or the service worker's flush). Refusals present at mount are old news.
  useEffect(() => {
    if (!userId) return;
    let known: Set<number> | null = null;
    const subscription = watchReplica(() => userRejected(db, userId)).subscribe({
      next: (entries) => {
        const ids = new Set(entries.map((e) => e.id!));
        const fresh = known ? [...ids].filter((id) => !known!.has(id)).length : 0;
        known = ids;
        if (fresh > 0) {
          notify({
            type: 'error',
            title: plural(fresh, { one: '# alteração recusada pelo servidor', other: '# alterações recusadas pelo servidor' }),
            description: t`Veja o motivo no painel de sincronização.`,
          });
        }
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [db, userId]);

  useEffect(() => {
    let prev = syncStore.get();
    return syncStore.subscribe(() => {
      const next = syncStore.get();
      noticeTransitions(prev, next);
      prev = next;
    });
  }, []);

  return (
    <>
      {children}
      <LogoutGuardDialog />
    </>
  );
}
