// A dialog, drawer or panel that downloads the first time it opens, not with its screen
// (Chakra's dialog machine, focus trap and the panel's contents are ~10-20 kB gz that the
// start-up of /my/id does not need). Once opened it stays mounted, so closing plays its exit
// animation and returns focus as usual. Inside a route's screen, not above the router: suspending
// there only holds this component (fallback: nothing), never the page.
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { withThemeRecipes } from './theme-loader';

export function deferred<P extends object>(importer: () => Promise<ComponentType<P>>): ComponentType<P & { when: boolean }> {
  // With the rest of the theme's recipes (a dialog's, a drawer's), in case no route loaded them yet.
  const Lazy = lazy(async () => ({ default: await withThemeRecipes(importer)() }));
  function Deferred({ when, ...props }: P & { when: boolean }) {
    const [used, setUsed] = useState(when);
    if (when && !used) setUsed(true);
    if (!used && !when) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Deferred;
}
