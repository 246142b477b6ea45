// Mounts the question of logout-prompt.ts ("Você tem N alterações não sincronizadas") when a logout
// with unsent writes asks it; the dialog is a chunk of its own.
import { lazy, Suspense } from 'react';
import { useStore } from '../../lib/store';
import { promptStore } from './logout-prompt';

/** The dialog downloads when a logout first asks (not with every screen). */
const GuardDialog = lazy(() => import('./logout-guard-dialog').then((m) => ({ default: m.GuardDialog })));

/** Mounted once by SyncProvider; renders nothing until a logout with pending writes asks. */
export function LogoutGuardDialog() {
  const { prompt } = useStore(promptStore);
  return prompt ? (
    <Suspense fallback={null}>
      <GuardDialog prompt={prompt} />
    </Suspense>
  ) : null;
}

