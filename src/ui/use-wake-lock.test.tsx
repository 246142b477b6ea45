// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A Wake Lock API like Chromium's: the lock is dropped when the page is hidden. */
function fakeWakeLock() {
  const held = new Set<EventTarget & { released: boolean }>();
  let requests = 0;
  const api = {
    async request() {
      requests++;
      const lock = Object.assign(new EventTarget(), {
        released: false,
        type: 'screen' as const,
        onrelease: null,
        async release() {
          if (lock.released) return;
          lock.released = true;
          held.delete(lock);
          lock.dispatchEvent(new Event('release'));
        },
      });
      held.add(lock);
      return lock;
    },
  };
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: api });
  return { held, requests: () => requests };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const setVisibility = async (state: DocumentVisibilityState) => {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

afterEach(() => {
  visibility = 'visible';
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('holds the screen on while active, and lets it go when inactive or unmounted', async () => {
    const lock = fakeWakeLock();
    const { result, rerender, unmount } = renderHook(({ on }) => useWakeLock(on), { initialProps: { on: true } });
    await act(async () => {});
    expect(result.current).toBe(true);
    expect(lock.held.size).toBe(1);
    rerender({ on: false });
    await act(async () => {});
    expect(result.current).toBe(false);
    expect(lock.held.size).toBe(0);
    rerender({ on: true });
    await act(async () => {});
    expect(lock.held.size).toBe(1);
    unmount();
    await act(async () => {});
    expect(lock.held.size).toBe(0);
  });

  it('asks again when the page comes back after the browser dropped the lock', async () => {
    const lock = fakeWakeLock();
    const { result } = renderHook(() => useWakeLock(true));
    await act(async () => {});
    await setVisibility('hidden');
    await act(async () => {
      for (const l of [...lock.held]) await (l as unknown as WakeLockSentinel).release(); // what the browser does
    });
    expect(result.current).toBe(false);
    await setVisibility('visible');
    await act(async () => {});
    expect(result.current).toBe(true);
    expect(lock.held.size).toBe(1);
    expect(lock.requests()).toBe(2);
  });

  it('does nothing where the API is missing', async () => {
    const { result } = renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(result.current).toBe(false);
  });
});
