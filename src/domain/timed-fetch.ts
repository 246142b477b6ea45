// Every network call has a deadline. A server that accepts the connection and never answers (stadium
// Wi-Fi, a captive portal, a stalled backend) otherwise leaves a fetch pending for minutes, and
// whatever waits on it with it. One helper for the page, the sync worker and the service worker:
// the deadline covers the whole exchange (headers and body), since the signal stays attached to the
// response body, and a caller's own signal (a sign-out mid-round) still aborts it.

/** How long each kind of call may take before it counts as "no connection". */
export const DEADLINES_MS = {
  /** A JSON call of the app (login, /auth/me, /configs/common, /my/idcard…). */
  request: 15_000,
  /** A sync push or pull page (a pull page is up to a few hundred kB compressed). */
  sync: 30_000,
  /** The service worker's own network fetches (API fallbacks, images, uploads). */
  serviceWorker: 30_000,
} as const;

/** `fetch` with a deadline: rejects with a `TimeoutError` DOMException once `timeoutMs` pass. */
export function timedFetch(
  input: RequestInfo | URL,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  return fetchImpl(input, { ...init, signal });
}

/** The deadline of `timedFetch` passed (as opposed to the caller aborting). */
export const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError';
