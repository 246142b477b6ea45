// GET /sync/pull: the changes after a cursor that this user may see, paged, with lastSeq and the
// schema version (ARCHITECTURE.md "Wire format"; tests/data/fake-server.ts is the reference).
//
// Versions and cursor. Every write takes the next value of the tenant's counter inside its
// transaction (002_sync.sql), so a snapshot that shows counter V shows every row version <= V.
// A page is one SQL statement: the counter, the client's lastSeq and the rows come from the same
// snapshot. Rows come in version order, limit + 1 fetched to know `hasMore`; the cursor is the
// last version returned when there is more, else the counter (so rows the user may not see, and
// versions reserved for other clients' backfills, are passed over once, not scanned again).
// lastSeq is read in the same snapshot, so on the last page (hasMore false) every write up to
// lastSeq is in what the client has pulled: it can drop its confirmed outbox entries.
//
// Visibility. Per collection, from the registry (replication-scope.ts): 'all' rows, the user's
// 'owner' rows (records.owner_id), or nothing: collections the user may not read are never sent,
// nor rows of collections outside the registry. Each visible collection is one ordered index scan
// and PostgreSQL merges them (records_pull, records_pull_owner). Tombstones go out like rows. In an
// 'owner' collection a row that moved to another owner reaches the previous owner as a tombstone
// (record_moves); other users' rows and tombstones are not sent at all (the reference server sends
// them as tombstones: same replica in the end, less traffic and no leak of other users' ids).
// Each row's change JSON is stored with it (records.wire, written with the row): a page is those
// texts joined with commas (see pageSql in pull-sql.ts for how they leave the database), no JSON built or parsed per row.
//
// Relation scopes (a referee's matches: relation-scope.ts). A collection reached along a relation is
// stored in the bookkeeping as `rel:<digest of the reachable ids>`; every page filters it with exactly
// those ids (evaluated once per pull, in one statement). An appointment added or removed, a member
// added to an appointed team, changes the digest, and that is a scope change like any other (below):
// the collection is reset and backfilled for that client. Tombstones of relation rows are not sent
// one by one: a row that left the set changes the digest, and the reset drops it. A relation may
// project (RelationScope `fields`): a row reached only through projecting relations, and not the
// viewer's own, goes out with those fields alone, built from `data` in the page's statement. Which
// rows are projected is part of the digest, so a row that becomes reachable whole (a permission
// granted: the collection becomes 'all'; another relation) resets and backfills the collection, and
// the device's projected copy is replaced by the whole row (pulled rows replace, never merge).
//
// Scope changes (a permission granted or revoked, a role edited, a relation set that changed). Each client row stores `scope`:
// what its replica holds at its cursor. When a pull finds the user's scope now differs, the server
// makes a *plan* (sync_clients.plan) that brings the replica to the new scope through ordinary
// pages, so the client needs nothing new beyond the optional `reset`:
//   1. it locks the tenant counter (H = its value) and reserves K more values (H+1 … H+K) that no
//      row will ever take; K = number of backfill pages of at most `limit` rows;
//   2. cursor < H: normal pages up to H (hasMore stays true), without the collections to reset;
//   3. cursor H + j (0 <= j < K): backfill page j: the live rows, visible now, of the changed
//      collections with version in (bounds[j], bounds[j+1]]; page 0 carries `reset` (the
//      collections where the user now sees less: the client empties them in the same transaction
//      in which it writes the page); the page's cursor is H + j + 1, hasMore true;
//   4. cursor >= H + K: the plan is done: `scope` becomes the new scope, and pages are normal again.
// Every page is a function of the cursor the client sends and of the stored plan, so a lost answer
// is simply asked again; the cursor grows on every page (the client refuses "more" without
// progress). Rows changed during the backfill get versions above H + K and come after it. When the
// scope changes again mid-plan, a new plan starts from the client's cursor, computed against both
// the old scope and the unfinished plan's. A cursor of 0 is a fresh replica (first sync, or after
// logout's wipe): the stream from 0 is complete for the current scope, no plan needed. A client row
// without a stored scope (a clientId first seen by push, or a stream rotated after a 409 with the
// same user's replica) is taken to hold the current scope.
//
// The jobs, one file each: pull-plan.ts (what a replica holds and the plan, pure), pull-sql.ts (the
// statements), pull-pages.ts (reading a page); this file keeps the client's bookkeeping and answers.
import { SCHEMA_VERSION, type PullQuery } from '../../src/domain/protocol';
import type { Viewer } from '../../src/domain/resources/scope';
import type { Db, SqlParam } from '../db/db';
import { expireClients, liveSince, roomForClient, touchClient } from './clients';
import { SYNC_MSG } from './messages';
import { backfillBounds, backfillPage, normalPage } from './pull-pages';
import { decide, type ClientRow, type Plan } from './pull-plan';
import { MAX_VERSION } from './pull-sql';
import { resolveScope, type ResolvedScope, type ScopeMap } from './replication-scope';
import { lockTenantVersion } from './sql-tx';

export type PullOutcome = { status: 200; json: string } | { status: 403 | 429; message: string };

async function readClient(db: Db, tenantId: string, clientId: string, lock = false): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(
    `SELECT tenant_id::text, user_id::text, scope, plan, updated_at FROM sync_clients WHERE tenant_id = $2 AND client_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [clientId, tenantId],
  );
  return row;
}

const belongs = (row: ClientRow, tenantId: string, userId: string) => row.tenant_id === tenantId && row.user_id === userId;

/**
 * Stores what the replica holds and the plan in progress. Without the row lock (outside makePlan),
 * only if the row still is as read (`seen`): a concurrent pull that changed it wins, and the next
 * pull decides again from what it stored.
 */
async function storeScope(db: Db, tenantId: string, clientId: string, held: ScopeMap, plan: Plan | null, now: Date, seen?: ClientRow): Promise<void> {
  const params: SqlParam[] = [clientId, JSON.stringify(held), plan ? JSON.stringify(plan) : null, now, tenantId];
  let guard = '';
  if (seen) {
    params.push(seen.scope === null ? null : JSON.stringify(seen.scope), seen.plan === null ? null : JSON.stringify(seen.plan));
    guard = ' AND scope IS NOT DISTINCT FROM $6::jsonb AND plan IS NOT DISTINCT FROM $7::jsonb';
  }
  await db.query(`UPDATE sync_clients SET scope = $2::jsonb, plan = $3::jsonb, updated_at = $4 WHERE tenant_id = $5 AND client_id = $1${guard}`, params);
}

/** Makes (or, when another pull got there first, finds) the plan for a scope change. */
async function makePlan(db: Db, tenantId: string, userId: string, clientId: string, resolved: ResolvedScope, cursor: number, limit: number, at: Date): Promise<Plan | null> {
  const now = resolved.map;
  return db.tx(async (tx) => {
    const h = await lockTenantVersion(tx, tenantId); // lock order: tenant counter, then client row
    const row = await readClient(tx, tenantId, clientId, true);
    if (!row || !belongs(row, tenantId, userId)) return null;
    const d = decide(row, now, cursor);
    if (!d.change) {
      if (d.write) await storeScope(tx, tenantId, clientId, d.held, d.plan, at);
      return d.plan;
    }
    const bounds = await backfillBounds(tx, tenantId, userId, resolved, d.change.backfill, h, limit);
    await tx.query(`UPDATE tenant_versions SET version = version + $2 WHERE tenant_id = $1`, [tenantId, bounds.length - 1]);
    const plan: Plan = { scope: now, reset: d.change.reset, backfill: d.change.backfill, h, bounds };
    await storeScope(tx, tenantId, clientId, d.held, plan, at);
    return plan;
  });
}

function answer(cursor: number, hasMore: boolean, lastSeq: number, changes: string, reset?: readonly string[]): string {
  const resetPart = reset && reset.length > 0 ? `,"reset":${JSON.stringify(reset)}` : '';
  return `{"status":1,"cursor":${cursor},"hasMore":${hasMore},"lastSeq":${lastSeq},"schemaVersion":${SCHEMA_VERSION},"changes":[${changes}]${resetPart}}`;
}

export async function applyPull(db: Db, tenantId: string, viewer: Viewer, q: PullQuery, at: Date): Promise<PullOutcome> {
  const forbidden = { status: 403, message: SYNC_MSG.otherClient } as const;
  const resolved = await resolveScope(db, tenantId, viewer);
  const now = resolved.map;
  let row = await readClient(db, tenantId, q.clientId);
  if (!row) {
    // The first pull of this client claims its id for this user, with the scope it starts from
    // (within the user's cap of live streams: server/sync/clients.ts).
    const created = await db.query(
      `INSERT INTO sync_clients (client_id, tenant_id, user_id, scope, created_at, updated_at)
       SELECT $1::uuid, $2::uuid, $3::uuid, $4::jsonb, $5::timestamptz, $5::timestamptz WHERE ${roomForClient({ client: '$1::uuid', tenant: '$2::uuid', user: '$3::uuid', since: '$6' })}
       ON CONFLICT (tenant_id, client_id) DO NOTHING RETURNING 1`,
      [q.clientId, tenantId, viewer.id, JSON.stringify(now), at, liveSince(at)],
    );
    if (created.length > 0) await expireClients(db, tenantId, viewer.id, at);
    row = await readClient(db, tenantId, q.clientId);
    if (!row) return { status: 429, message: SYNC_MSG.tooManyClients };
  }
  if (!belongs(row, tenantId, viewer.id)) return forbidden;
  await touchClient(db, tenantId, q.clientId, row.updated_at, at);

  const d = decide(row, now, q.cursor);
  let plan = d.plan;
  if (d.change) plan = await makePlan(db, tenantId, viewer.id, q.clientId, resolved, q.cursor, q.limit, at);
  else if (d.write) await storeScope(db, tenantId, q.clientId, d.held, d.plan, at, row);

  const base = { tenantId, userId: viewer.id, clientId: q.clientId, scope: now, ids: resolved.ids, projections: resolved.projections };
  if (plan && q.cursor >= plan.h) {
    // Backfill page j (makePlan may have just been made with the client already at the counter).
    const j = Math.min(q.cursor - plan.h, plan.bounds.length - 2);
    const page = await backfillPage(db, { ...base, plan, after: plan.bounds[j]!, upTo: plan.bounds[j + 1]! });
    return { status: 200, json: answer(plan.h + j + 1, true, page.lastSeq, page.changes, j === 0 ? plan.reset : undefined) };
  }
  if (plan) {
    // Before the backfill: the ordinary stream up to the plan's counter, without the collections it resets.
    const skip = new Set(plan.reset);
    const collections = Object.keys(now).filter((k) => !skip.has(k));
    const page = await normalPage(db, { ...base, collections, after: q.cursor, upTo: plan.h, limit: q.limit });
    return { status: 200, json: answer(page.more ? page.last! : plan.h, true, page.lastSeq, page.changes) };
  }
  const page = await normalPage(db, { ...base, collections: Object.keys(now), after: q.cursor, upTo: MAX_VERSION, limit: q.limit });
  return { status: 200, json: answer(page.more ? page.last! : page.head, page.more, page.lastSeq, page.changes) };
}
