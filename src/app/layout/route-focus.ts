// Focus after a client-side navigation (WCAG 2.4.3): the new page's h1 receives it, so a keyboard
// or screen reader user starts on the page they asked for instead of staying on the menu link.
// One mechanism for every page: the main layout calls it on each path change (not on first load).
// Pages load lazily, so the heading is awaited for a short while; without one, the main region.
import { useEffect, useRef } from 'react';

const WAIT_FRAMES = 90; // ~1.5 s at 60 fps: a lazy page's chunk from the cache

/** The element focus should land on now: the main region's h1 (made focusable), else the region itself. */
export function routeFocusTarget(main: HTMLElement | null): HTMLElement | null {
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Moves focus to the new page's h1 whenever `pathname` changes after the first render. `mainId` is
 * the id of the main region (it holds the page).
 */
export function useRouteFocus(pathname: string, mainId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    const previous = main?.querySelector('h1') ?? null;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const target = routeFocusTarget(main);
      // The old page's heading may still be on screen while the new page loads: wait for a new one.
      if (target && (target !== previous || frames >= WAIT_FRAMES)) {
        target.focus({ preventScroll: false });
        return;
      }
      if (frames++ >= WAIT_FRAMES) {
        main?.focus();
        return;
      }
      handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [pathname, mainId]);
}
