// Keeps the screen on while `active` (Screen Wake Lock API). A gate phone scanning a lunch queue and
// an athlete holding up the enlarged QR must not dim and lock halfway: a locked phone stops its
// camera, and the athlete would have to unlock and find the card again. The browser drops the lock
// whenever the page is hidden, so it is asked for again each time the page is visible. Where the API
// is missing (older iOS Safari, insecure origins) or refuses (battery saver), nothing happens: the
// screen then follows the phone's own setting.
import { useEffect, useState } from 'react';

/** True while the screen is held on. */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!active || !api) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || sentinel || document.visibilityState !== 'visible') return;
      try {
        const lock = await api.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
          setHeld(false);
        });
      } catch {
        setHeld(false); // refused (battery saver, no user activation): the phone's own setting rules
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel;
      sentinel = null;
      if (lock) void lock.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
