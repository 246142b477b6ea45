// The last answer of a start-up call (/configs/common), kept in Cache Storage under its URL — the
// very cache the service worker fills for these calls (sw.ts, NetworkFirst 'federa-boot') — so a
// start draws the screen from it at once and refreshes it in the background. Written by the page
// too, since the first visit's calls run before any service worker controls it. Cache Storage is
// missing outside secure contexts (and in unit tests without a stub): then nothing is kept.

export const BOOT_CACHE = 'federa-boot';

const available = (): boolean => typeof caches !== 'undefined';

/** The kept `{status: 1, …}` answer for `url`, or null when none (or unreadable). */
export async function readLastAnswer<T extends object>(url: string): Promise<T | null> {
  if (!available()) return null;
  try {
    const cache = await caches.open(BOOT_CACHE);
    const response = await cache.match(url, { ignoreVary: true });
    if (!response?.ok) return null;
    const payload = (await response.json()) as unknown;
    return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 1 ? (payload as T) : null;
  } catch {
    return null;
  }
}

export async function keepLastAnswer(url: string, payload: object): Promise<void> {
  if (!available()) return;
  try {
    const cache = await caches.open(BOOT_CACHE);
    await cache.put(url, new Response(JSON.stringify(payload), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Storage full or blocked: the next start waits for the network, as a first visit does.
  }
}
