// The outbox seen from the sync loop and the sync panel: what to push, what the server answered,
// and the user's choices on refused writes. Nothing here drops a write the server has not settled.
import { jsonBytes, PUSH_BATCH_BYTES, SCHEMA_VERSION, type PushAnswer, type PushRequest } from '../domain/protocol';
import { uuidv7 } from '../domain/uuid';
import { mutateInTx, type LocalContext, type MutateResult } from './mutate';
import { rebase } from './rebase';
import { replicaTables, writeTables, type TenantDb } from './tenant-db';
import { transact } from './transact';

export { pendingCount, rejectedEntries } from './outbox-reads';

/**
 * The next push body for `userId`: only that user's pending writes (a write is never sent with
 * another user's token), in seq order, one consecutive run of at most `limit` writes and
 * `maxBytes` of JSON (always at least one write: each is capped far below).
 */
export async function outboxBatch(db: TenantDb, userId: string, limit: number, maxBytes = PUSH_BATCH_BYTES): Promise<PushRequest | null> {
  const client = await db.clients.get(userId);
  if (!client) return null;
  const entries = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  const ours = entries.filter((e) => e.clientId === client.clientId).sort((a, b) => a.seq - b.seq);
  const run = ours.slice(0, limit).filter((e, i, all) => i === 0 || e.seq === all[0]!.seq + i);
  if (run.length === 0) return null;
  const mutations: PushRequest['mutations'] = [];
  let bytes = 0;
  for (const { seq, name, args, at } of run) {
    const message = { seq, name, args, at };
    bytes += jsonBytes(message) + 1;
    if (mutations.length > 0 && bytes > maxBytes) break;
    mutations.push(message);
  }
  return { clientId: client.clientId, schemaVersion: SCHEMA_VERSION, mutations };
}

/**
 * Records the server's answers: accepted → acked (kept until a pull brings its effect), refused →
 * rejected with the server's pt-BR message. A refused write's local effect is rebased away at once:
 * the replica shows what the server holds, and the panel shows what was refused (with its args, for
 * "edit and retry").
 */
export async function applyPushResults(db: TenantDb, answer: PushAnswer, clientId: string): Promise<void> {
  await transact(db, 'rw', replicaTables(db), async (db) => {
    let refused = false;
    for (const result of answer.results) {
      const entry = await db.outbox.where('[clientId+seq]').equals([clientId, result.seq]).first();
      if (!entry || entry.status !== 'pending') continue;
      if (result.ok) await db.outbox.update(entry.id!, { status: 'acked' });
      else {
        await db.outbox.update(entry.id!, { status: 'rejected', code: result.code, message: result.message });
        refused = true;
      }
    }
    if (refused) await rebase(db);
  });
}

/** Removes a rejected write and any local effect it still has. False when there is no such rejected entry. */
export async function discardRejected(db: TenantDb, id: number): Promise<boolean> {
  return transact(db, 'rw', writeTables(db), async (db) => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status !== 'rejected') return false;
    await db.outbox.delete(id);
    await rebase(db);
    return true;
  });
}

/** Queues the corrected write as a NEW mutation (new seq) and removes the rejected one, atomically. */
export async function retryRejected(db: TenantDb, ctx: LocalContext, id: number, newArgs: unknown): Promise<MutateResult> {
  return transact(db, 'rw', writeTables(db), async (db) => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status !== 'rejected') throw new Error('Esta alteração não está mais na lista de recusadas.');
    if (entry.userId !== ctx.userId) throw new Error('Só quem fez a alteração pode reenviá-la.');
    const result = await mutateInTx(db, ctx, entry.name, newArgs);
    await db.outbox.delete(id);
    return result;
  });
}

/**
 * Starts a new client stream for the user and renumbers their pending writes 1..n on it. Used when
 * the server answers a gap (409): it lost writes it had confirmed (restored backup), so our pending
 * ones were never applied and must go out again under a stream the server has never seen.
 */
export async function rotateClient(db: TenantDb, userId: string): Promise<string> {
  return transact(db, 'rw', writeTables(db), async (db) => {
    const clientId = uuidv7();
    const entries = (await db.outbox.where('userId').equals(userId).toArray()).sort((a, b) => a.id! - b.id!);
    let seq = 0;
    for (const e of entries) {
      if (e.status === 'pending') await db.outbox.update(e.id!, { clientId, seq: ++seq });
      else if (e.status === 'acked') await db.outbox.delete(e.id!); // not in any future lastSeq of the new stream
    }
    await db.clients.put({ userId, clientId, seq });
    await rebase(db);
    return clientId;
  });
}
