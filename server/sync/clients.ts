// Client streams (sync_clients): one per installation of the app for one user, keyed by
// (tenant, clientId) — ids are made by browsers, unique only within a tenant (007_…sql).
//
// Bounds. Nothing else limits how many ids a user may invent (2,000 in 11 s were accepted), and
// each row holds a stream's lastSeq and scope forever. Two rules:
//   - a user has at most MAX_LIVE_CLIENTS streams seen within CLIENT_TTL_DAYS; beyond that a NEW
//     id is refused (429, pt-BR) and the device keeps its writes in its outbox. Known ids always
//     pass: refusing new ones never loses a real device's writes, where evicting a live stream
//     would drop its lastSeq, and a resend of writes applied before would be applied again;
//   - streams not seen for CLIENT_TTL_DAYS are deleted when the user next opens a stream. Six
//     months is six session lifetimes: such a device must sign in again anyway. If it does come
//     back with unsent writes, its stream starts afresh: a push beyond seq 1 gets the gap answer
//     (409) and the client renumbers its pending writes on a new stream (src/data/outbox.ts
//     rotateClient); only writes it sent and never saw confirmed more than six months ago could be
//     applied twice.
// A real user has one stream per browser and account (logout keeps it; "sair e descartar", a
// reinstall or a new phone make a new one): 50 live ones is far beyond any real use.
//
// The cap is checked in the INSERT that creates the stream. Under READ COMMITTED, creations racing
// for the same user may each see the count before the others commit, so a flood can pass the cap
// by the number of concurrent connections, never more.
import type { Db } from '../db/db';

export const MAX_LIVE_CLIENTS = 50;
export const CLIENT_TTL_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seen-at refresh for pulls: at most once a day per stream, so a pull stays a read. */
export const TOUCH_AFTER_MS = DAY_MS;

export const liveSince = (now: Date): Date => new Date(now.getTime() - CLIENT_TTL_DAYS * DAY_MS);

/**
 * The WHERE of an `INSERT … SELECT` that creates stream $client of user $user on tenant $tenant:
 * true when it exists already (the upsert then updates it) or the user has room for a new one.
 * `since` is liveSince(now).
 */
export function roomForClient(p: { tenant: string; user: string; client: string; since: string }): string {
  return `EXISTS (SELECT 1 FROM sync_clients WHERE tenant_id = ${p.tenant} AND client_id = ${p.client})
       OR (SELECT count(*) FROM sync_clients WHERE tenant_id = ${p.tenant} AND user_id = ${p.user} AND updated_at > ${p.since}) < ${MAX_LIVE_CLIENTS}`;
}

/** Deletes the user's streams not seen for CLIENT_TTL_DAYS (with their recorded refusals). */
export async function expireClients(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  await db.query(`DELETE FROM sync_clients WHERE tenant_id = $1 AND user_id = $2 AND updated_at <= $3`, [tenantId, userId, liveSince(now)]);
}

/** Marks a pulling stream as seen, when its last sighting is older than TOUCH_AFTER_MS. */
export async function touchClient(db: Db, tenantId: string, clientId: string, seenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - seenAt.getTime() < TOUCH_AFTER_MS) return;
  await db.query(`UPDATE sync_clients SET updated_at = $3 WHERE tenant_id = $1 AND client_id = $2 AND updated_at < $3`, [tenantId, clientId, now]);
}
