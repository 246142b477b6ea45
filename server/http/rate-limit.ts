// Sliding-window rate limits over the rate_hits table (006_rate_hits.sql): "at most `max` requests
// per `windowMs` in this bucket", several buckets at once (per address and in total).
//
// Racing requests: the request is first recorded in every bucket and then ranked by row id among
// the window's hits, so of N simultaneous requests at the limit exactly the ones within it pass;
// the others are withdrawn (a refused request never counts) and told when a slot frees up.
import type { Db } from '../db/db';

/** The longest window a limit may have: older hits are deleted whatever their bucket. */
export const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Takes one slot in every limit, or none: `{ wait: 0 }` when the request may go on, otherwise the
 * whole seconds (>= 1) until the fullest bucket has room again.
 */
export async function takeSlot(db: Db, limits: readonly RateLimit[], now: Date): Promise<{ wait: number }> {
  if (limits.some((l) => l.windowMs > MAX_WINDOW_MS)) throw new Error('janela de limite maior que MAX_WINDOW_MS');
  const buckets = limits.map((l) => l.bucket);
  const inserted = await db.query<{ id: string | number; bucket: string }>(
    `INSERT INTO rate_hits (bucket, hit_at) SELECT b, $2 FROM unnest($1::text[]) AS b RETURNING id, bucket`,
    [buckets, now],
  );
  const idOf = new Map(inserted.map((r) => [r.bucket, String(r.id)]));
  const ids = buckets.map((b) => idOf.get(b)!);
  // For each limit: how many hits of the window arrived up to mine, and when the max-th most
  // recent of them (the one that must leave the window for a slot to free up) happened.
  const ranks = await db.query<{ n: string | number; oldest: Date | null }>(
    `SELECT (SELECT count(*) FROM rate_hits h WHERE h.bucket = l.bucket AND h.hit_at > $4::timestamptz - l.window_ms * interval '1 millisecond' AND h.id <= l.mine) AS n,
            (SELECT h.hit_at FROM rate_hits h WHERE h.bucket = l.bucket AND h.hit_at > $4::timestamptz - l.window_ms * interval '1 millisecond' AND h.id < l.mine
              ORDER BY h.id DESC OFFSET l.max - 1 LIMIT 1) AS oldest
       FROM unnest($1::text[], $2::bigint[], $3::int[], $5::bigint[]) WITH ORDINALITY AS l(bucket, window_ms, max, mine, ord)
      ORDER BY l.ord`,
    [buckets, limits.map((l) => l.windowMs), limits.map((l) => l.max), now, ids],
  );
  let liftsAt = 0;
  limits.forEach((limit, i) => {
    const rank = ranks[i]!;
    if (Number(rank.n) > limit.max) liftsAt = Math.max(liftsAt, (rank.oldest?.getTime() ?? now.getTime()) + limit.windowMs);
  });
  if (liftsAt === 0) {
    // Housekeeping: hits older than any window count for nothing.
    await db.query(`DELETE FROM rate_hits WHERE hit_at <= $1`, [new Date(now.getTime() - MAX_WINDOW_MS)]);
    return { wait: 0 };
  }
  await db.query(`DELETE FROM rate_hits WHERE id = ANY($1::bigint[])`, [ids]);
  return { wait: Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)) };
}
