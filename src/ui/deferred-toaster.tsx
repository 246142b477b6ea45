// The toaster (Chakra's toast machine and its portal) downloads with the first notice, not with the
// start-up chunk: most starts show none. The notice waits in lib/notices.ts's
// queue until the toaster mounts and takes it.
import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { whenNoticeWaits } from '../lib/notices';
import { withThemeRecipes } from './theme-loader';

// The toast's recipe is in the rest of the theme, which a notice on /login may be the first to need.
const toaster = lazyModule(withThemeRecipes(() => import('./toaster')));

export function DeferredToaster() {
  const loaded = useLazyModule(toaster);
  useEffect(() => {
    // A failed download (offline, chunk not cached yet) leaves the notices queued for the next try.
    whenNoticeWaits(() => void toaster.load().catch(() => undefined));
    return () => whenNoticeWaits(null);
  }, []);
  return loaded ? <loaded.Toaster /> : null;
}
