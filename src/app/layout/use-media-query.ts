import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9 breakpoints; the drawer is permanent from `desktop` up. */
export const BREAKPOINTS = { tablet: 600, desktop: 1024, wide: 1440, full: 1920 } as const;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches, () => false);
}

export const useIsDesktop = (): boolean => useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
