// The write path (mutate.ts and every named mutator with the registry's schemas) is a chunk of its
// own: a screen that only reads, like /my/id, starts without it. It is fetched on
// the person's first tap or key press (every save follows one), or after a while on an idle main
// thread, so the first save does not wait for it; offline it comes from the service worker's precache.
import { lazyModule } from '../lib/lazy-module';

export const mutateModule = lazyModule(() => import('./mutate'));

/** How long a screen nobody touches waits before fetching the write path anyway. */
const IDLE_FETCH_AFTER_MS = 10_000;

/** Starts fetching the write path on the first interaction, or after IDLE_FETCH_AFTER_MS. Returns a cleanup. */
export function prefetchMutate(): () => void {
  const load = () => {
    stop();
    void mutateModule.load().catch(() => undefined); // a failed download is retried by the first save
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const e of events) window.addEventListener(e, load, { capture: true, passive: true });
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
    else load();
  }, IDLE_FETCH_AFTER_MS);
  function stop() {
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, load, { capture: true });
  }
  return stop;
}
