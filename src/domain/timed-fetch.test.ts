import { describe, expect, it } from 'vitest';
import { isTimeout, timedFetch } from './timed-fetch';

/** Like a real fetch to a server that never answers: pending until its signal aborts. */
const stalled = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('timedFetch', () => {
  it('rejects with a TimeoutError once the deadline passes', async () => {
    const started = Date.now();
    const error = await timedFetch('http://x', {}, 30, stalled as typeof fetch).catch((e: unknown) => e);
    expect(isTimeout(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("still honours the caller's own signal (an abort, not a timeout)", async () => {
    const controller = new AbortController();
    const pending = timedFetch('http://x', { signal: controller.signal }, 10_000, stalled as typeof fetch).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isTimeout(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
