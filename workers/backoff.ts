// Retry delays after a failed round: 1 s, 2 s, 4 s … capped at 5 min, each spread by ±30 % so that
// a thousand devices coming back after a server outage do not all knock at the same second.

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
export const BACKOFF_JITTER = 0.3;

/**
 * Delay before retry number `attempt` (0 for the first retry). `random` returns [0, 1); the result
 * lies in [base × 0.7, base × 1.3] with base = min(1 s × 2^attempt, 5 min).
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 30);
  const base = Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_MAX_MS);
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * Math.min(Math.max(random(), 0), 1);
  return Math.round(base * spread);
}
