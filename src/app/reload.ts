// Spec §8: a screen or a script under /js/ or /assets/ that fails to load most likely means a new
// version replaced the old files; one full reload fetches the new ones. Never twice in a row (a
// timestamp in sessionStorage stops loops) and never offline, where a reload would not help.
import { t } from '@lingui/core/macro';
import { notifyError } from '../lib/notices';

const KEY = 'federa:chunk-reload-at';
/** A second failure within this window after a reload is a real error, not an update. */
export const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message) ||
    (error instanceof Error && error.name === 'ChunkLoadError')
  );
}

export const isAssetUrl = (url: string): boolean => {
  try {
    return /^\/(assets|js)\//.test(new URL(url, 'http://x').pathname);
  } catch {
    return false;
  }
};

export function shouldReload(now: number, lastReloadAt: number | null, online: boolean): boolean {
  if (!online) return false;
  return lastReloadAt === null || now - lastReloadAt > RELOAD_WINDOW_MS;
}

/** Reloads once if allowed; otherwise explains (offline) and returns false. */
export function reloadForUpdate(): boolean {
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(KEY);
    last = stored ? Number(stored) : null;
  } catch {
    // no sessionStorage: fall through with null, the online check still applies
  }
  const online = navigator.onLine;
  if (!shouldReload(Date.now(), last, online)) {
    if (!online) notifyError(t`Sem conexão: esta parte do aplicativo ainda não foi baixada. Conecte-se à internet e tente novamente.`);
    return false;
  }
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false; // cannot guard against a loop: do not reload
  }
  window.location.reload();
  return true;
}

export function watchFailedLoads(): void {
  // Vite's own event when a lazy chunk's preload fails; preventDefault stops it throwing.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForUpdate()) event.preventDefault();
  });
  // <script>/<link> elements under /assets/ or /js/ that fail (error events do not bubble: capture).
  window.addEventListener(
    'error',
    (event) => {
      const el = event.target;
      const url = el instanceof HTMLScriptElement ? el.src : el instanceof HTMLLinkElement ? el.href : '';
      if (url && isAssetUrl(url)) reloadForUpdate();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForUpdate();
  });
}
