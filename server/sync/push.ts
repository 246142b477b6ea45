// POST /sync/push, the rules (docs/architecture.md "Sync protocol"; tests/data/fake-server.ts is the
// reference): per client a monotonic seq, applied in order; seq <= lastSeq is acknowledged, never
// applied again, with the answer recorded for it; a gap is refused whole (409); a mutation refused
// by validation, permission or a domain rule is recorded with its pt-BR message and still advances
// lastSeq, so the client's queue never blocks.
//
// Transactions. One transaction per pushed batch (not per mutation):
//   1. it first takes the tenant's version lock (tenant_versions row), then the client's row: pushes
//      of one tenant run one after the other, so a mutator's reads (e.g. "is there already a
//      check-in?") cannot be invalidated by a concurrent push before it commits: the rules behave as
//      on the serial reference server, with no SERIALIZABLE retries;
//   2. each mutation runs on its own overlay (createOverlay) over the batch's buffered writes: a
//      refused mutation leaves no trace, an accepted one becomes visible to the next in the batch;
//   3. the final state of every touched row is written in one statement (sql-tx.ts writeRecords),
//      then the refusals and lastSeq, and the transaction commits;
//   4. if a unique index refuses that statement (008_records_unique.sql: a duplicate the mutators'
//      own check did not see) or the reservations' exclusion constraint does (033: an overlap), it
//      is rolled back to a savepoint and the batch runs again one mutation at a time, each written
//      in its own savepoint: the one that hits the index is refused with the pt-BR message naming
//      the field or the slot (unique-indexes.ts), the others apply. Never a 5xx,
//      never a queue stuck on a duplicate.
// So the effects of mutations 1..k and lastSeq = k always commit together: a crash or a lost answer
// leaves lastSeq and the data consistent, and the client's resend is answered from lastSeq. This
// keeps "each mutation and lastSeq atomic" while paying one commit and ~7 round trips per batch of
// up to 500 instead of ~5 round trips and a commit per mutation (what makes 5k mutations/s possible).
//
// Failures that are not the user's:
//   - a database error while a mutation runs (StorageFailure) aborts the batch: nothing is applied,
//     the answer is a 5xx and the client retries later (the error is transient or ours to fix);
//   - any other exception thrown by a mutator is a bug in deterministic code: retrying would throw
//     again and block every later write of that device forever. It is logged in full and the
//     mutation is refused with code 'server' and a pt-BR message (it advances lastSeq): the user
//     sees it in the sync panel and can retry it after an update, or discard it.
import { moduleRefusal } from '../../src/domain/mutators/generic';
import { createOverlay, isMutationError, MutationError, runMutation, type MutationContext, type Write } from '../../src/domain/mutators/index';
import { GAP_MESSAGE, type GapAnswer, type MutationMessage, type PushAnswer, type PushRequest, type PushResult } from '../../src/domain/protocol';
import { findResource } from '../../src/domain/resources/index';
import { offersModule, type Viewer } from '../../src/domain/resources/scope';
import type { Db } from '../db/db';
import { expireClients, liveSince, roomForClient } from './clients';
import { SYNC_MSG } from './messages';
import { isUuid, jsonbUnsafe, lockTenantVersion, ownerOf, RecordReader, StorageFailure, writeRecords, type RecordWrite } from './sql-tx';
import { overlapConflict, uniqueConflict } from './unique-indexes';
import { FileGate } from '../files/write-gate';
import { reservationStamper } from '../credentials/reservations';

export type PushOutcome =
  | { status: 200; body: PushAnswer }
  | { status: 403 | 429; message: string }
  | { status: 409; body: GapAnswer };

/** Thrown inside the transaction to roll it back and answer without applying anything. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<PushOutcome, { status: 200 }>) {
    super('refused');
  }
}

interface ClientRow {
  tenant_id: string;
  user_id: string;
  last_seq: number;
  created: boolean;
}

const GENERIC = /^([a-z][a-z0-9_]*)\.(put|delete)$/;
const keyOf = (collection: string, id: string) => `${collection}\u0000${id.toLowerCase()}`;

/** Checks a mutation's writes before they join the batch (a bad one refuses only this mutation). */
function serialise(writes: readonly Write[], viewer: Viewer): Map<string, RecordWrite> {
  const out = new Map<string, RecordWrite>();
  for (const w of writes) {
    // Generic mutators cannot produce these; a named mutator that does is a bug (refused as 'server').
    const resource = findResource(w.collection);
    if (!resource) throw new Error(`Escrita em coleção desconhecida: ${w.collection}`);
    // Named mutators too: nothing is written to a module the tenant does not offer.
    if (!offersModule(resource, viewer)) throw moduleRefusal(resource);
    if (!isUuid(w.id) || (w.row && w.row.id !== w.id)) throw new Error(`Escrita com identificador inválido: ${w.id}`);
    const json = w.row ? JSON.stringify(w.row) : null;
    // Valid text for JavaScript, refused by jsonb: NUL characters and lone surrogates.
    if (json && jsonbUnsafe(json)) throw new MutationError('invalid', SYNC_MSG.unsafeText);
    out.set(keyOf(w.collection, w.id), { collection: w.collection, id: w.id.toLowerCase(), json, owner: w.row ? ownerOf(w.collection, w.row) : null });
  }
  return out;
}

/** NUL and lone surrogates cannot be stored as text (a message may quote the mutation's name). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const cleanText = (s: string): string => s.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The rows a generic put or delete reads: the one it names and, for a put, those its references name. */
function rowsNamedBy(name: string, args: Record<string, unknown>): { collection: string; id: string }[] {
  const match = GENERIC.exec(name);
  const resource = match ? findResource(match[1]!) : undefined;
  if (!resource || !isUuid(args.id)) return [];
  const keys = [{ collection: resource.key, id: args.id }];
  if (match![2] === 'put') {
    for (const [field, target] of Object.entries(resource.integrity.references ?? {})) {
      const value = args[field];
      for (const id of Array.isArray(value) ? value : [value]) if (target && isUuid(id)) keys.push({ collection: target, id });
    }
  }
  return keys;
}

/** The unique-field values a generic put will check for duplicates (registry `unique`). */
function uniqueValuesIn(name: string, args: Record<string, unknown>): { collection: string; field: string; value: string }[] {
  const match = GENERIC.exec(name);
  const resource = match && match[2] === 'put' ? findResource(match[1]!) : undefined;
  return (resource?.integrity.unique ?? []).flatMap((field) => {
    const value = args[field];
    return typeof value === 'string' && value !== '' ? [{ collection: resource!.key, field, value }] : [];
  });
}

interface Refusal {
  seq: number;
  code: string;
  message: string;
}

type Applied = { results: PushResult[]; refusals: Refusal[] } | 'conflict';

function refusalOf(m: MutationMessage, clientId: string, error: unknown): Refusal {
  if (error instanceof StorageFailure) throw error;
  let refusal: { code: string; message: string };
  if (isMutationError(error)) refusal = { code: error.code, message: error.message };
  else {
    console.error(`[sync] a operação ${m.name} (seq ${m.seq}, dispositivo ${clientId}) falhou com erro interno:`, error);
    refusal = { code: 'server', message: SYNC_MSG.serverRefusal };
  }
  return { seq: m.seq, code: cleanText(refusal.code), message: cleanText(refusal.message) };
}

/** Writes rows in a savepoint; a unique-index violation rolls it back and names the field, any other failure propagates. */
async function writeOrConflict(tx: Db, tenantId: string, rows: readonly RecordWrite[], now: Date): Promise<MutationError | null> {
  try {
    await tx.tx((savepoint) => writeRecords(savepoint, tenantId, rows, now));
    return null;
  } catch (error) {
    // A unique index or the reservations' exclusion constraint (033): one mechanism, a pt-BR refusal.
    const conflict = error instanceof StorageFailure
      ? (uniqueConflict(error.original) ?? (await overlapConflict(error.original, tx, tenantId, rows)))
      : null;
    if (!conflict) throw error;
    return conflict;
  }
}

/**
 * Runs the fresh mutations. `batch`: each on its own overlay over the batch's buffered writes, all
 * written at the end in one statement ('conflict' when a unique index refuses it). `one-by-one`:
 * each written at once in a savepoint, a unique-index refusal refusing only that mutation.
 */
async function applyFresh(
  tx: Db, tenantId: string, viewer: Viewer, clientId: string, fresh: readonly MutationMessage[],
  ctx: MutationContext, now: Date, reader: RecordReader, mode: 'batch' | 'one-by-one', files: FileGate,
): Promise<Applied> {
  const batch = createOverlay(reader.tx());
  // What only the server writes into a row its mutator wrote: a reservation's signed pass.
  const stamp = reservationStamper(tx, tenantId, now);
  const serialised = new Map<string, RecordWrite>();
  const results: PushResult[] = [];
  const refusals: Refusal[] = [];
  for (const m of fresh) {
    const one = createOverlay(batch.tx);
    try {
      await runMutation(one.tx, { ...ctx, madeAt: m.at }, m.name, m.args, viewer);
      const writes = await stamp(one.writes());
      // Against the rows as they stood before this mutation (the batch's earlier writes included).
      for (const w of writes) await files.check(w.row, () => batch.tx.get(w.collection, w.id));
      const rows = serialise(writes, viewer);
      if (mode === 'one-by-one') {
        const conflict = await writeOrConflict(tx, tenantId, [...rows.values()], now);
        if (conflict) throw conflict;
        for (const w of writes) reader.remember(w.collection, w.id, w.row);
      } else {
        for (const w of writes) {
          if (w.row) await batch.tx.put(w.collection, w.row);
          else await batch.tx.delete(w.collection, w.id);
        }
        // Re-inserted so the map is in order of each row's last write: versions follow that order.
        for (const [key, rw] of rows) {
          serialised.delete(key);
          serialised.set(key, rw);
        }
      }
      results.push({ seq: m.seq, ok: true });
    } catch (error) {
      const refusal = refusalOf(m, clientId, error);
      refusals.push(refusal);
      results.push({ ...refusal, ok: false });
    }
  }
  // The same keys as batch.writes(): every accepted write went to both.
  const finals = [...serialised.values()];
  if (finals.length > 0 && (await writeOrConflict(tx, tenantId, finals, now))) return 'conflict';
  return { results, refusals };
}

export async function applyPush(db: Db, tenantId: string, viewer: Viewer, req: PushRequest, now: Date): Promise<PushOutcome> {
  try {
    return await db.tx((tx) => pushInTx(tx, tenantId, viewer, req, now));
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error instanceof StorageFailure ? error.original : error;
  }
}

async function pushInTx(tx: Db, tenantId: string, viewer: Viewer, req: PushRequest, now: Date): Promise<PushOutcome> {
  // Lock order everywhere: tenant counter, then client row (pull.ts does the same): no deadlock.
  await lockTenantVersion(tx, tenantId);
  const [client] = await tx.query<ClientRow>(
    `INSERT INTO sync_clients (client_id, tenant_id, user_id, created_at, updated_at)
     SELECT $1::uuid, $2::uuid, $3::uuid, $4::timestamptz, $4::timestamptz WHERE ${roomForClient({ client: '$1::uuid', tenant: '$2::uuid', user: '$3::uuid', since: '$5' })}
     ON CONFLICT (tenant_id, client_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
     RETURNING tenant_id::text, user_id::text, last_seq, xmax::text = '0' AS created`,
    [req.clientId, tenantId, viewer.id, now, liveSince(now)],
  );
  if (!client) throw new Refused({ status: 429, message: SYNC_MSG.tooManyClients });
  if (client.user_id !== viewer.id || client.tenant_id !== tenantId) throw new Refused({ status: 403, message: SYNC_MSG.otherClient });
  if (client.created) await expireClients(tx, tenantId, viewer.id, now);
  const lastSeq = client.last_seq;
  const first = req.mutations[0]!.seq;
  if (first > lastSeq + 1) throw new Refused({ status: 409, body: { status: 0, message: GAP_MESSAGE, lastSeq } });

  const results: PushResult[] = [];
  const replayed = req.mutations.filter((m) => m.seq <= lastSeq);
  if (replayed.length > 0) {
    const recorded = await tx.query<{ seq: number; code: string; message: string }>(
      `SELECT seq, code, message FROM sync_rejections WHERE tenant_id = $4 AND client_id = $1 AND seq BETWEEN $2 AND $3`,
      [req.clientId, first, replayed[replayed.length - 1]!.seq, tenantId],
    );
    const bySeq = new Map(recorded.map((r) => [r.seq, r]));
    for (const m of replayed) {
      const r = bySeq.get(m.seq);
      results.push(r ? { seq: m.seq, ok: false, code: r.code, message: r.message } : { seq: m.seq, ok: true });
    }
  }
  const fresh = req.mutations.filter((m) => m.seq > lastSeq);
  if (fresh.length === 0) return { status: 200, body: { status: 1, lastSeq, results } };

  const reader = new RecordReader(tx, tenantId);
  // Generic put/delete (and their authorize step) read the row they name and the rows it refers to:
  // one query for the batch.
  await reader.prefetch(fresh.flatMap((m) => rowsNamedBy(m.name, m.args)));
  await reader.prefetchUnique(fresh.flatMap((m) => uniqueValuesIn(m.name, m.args)));
  const ctx = { userId: viewer.id, tenantId, now: now.toISOString(), viewer };
  // Naming a file requires reading it already (files/write-gate.ts): decided once per file.
  const files = new FileGate(tx, tenantId, viewer, now);
  await files.prefetch(fresh);
  // Fast path: the batch's writes in one statement. When the database refuses it for a unique index
  // (a duplicate the mutators' own check could not see), the batch is applied again one mutation at
  // a time, each in a savepoint, and the mutation that hits the index is refused with a pt-BR message.
  let outcome = await applyFresh(tx, tenantId, viewer, req.clientId, fresh, ctx, now, reader, 'batch', files);
  if (outcome === 'conflict') outcome = await applyFresh(tx, tenantId, viewer, req.clientId, fresh, ctx, now, new RecordReader(tx, tenantId), 'one-by-one', files);
  if (outcome === 'conflict') throw new Error('conflito de unicidade fora de uma mutação'); // one-by-one never answers it
  results.push(...outcome.results);
  const { refusals } = outcome;

  const newLastSeq = fresh[fresh.length - 1]!.seq;
  await tx.query(
    `WITH refused AS (
       INSERT INTO sync_rejections (tenant_id, client_id, seq, code, message)
       SELECT $6, $1, r.seq, r.code, r.message FROM unnest($3::bigint[], $4::text[], $5::text[]) AS r(seq, code, message)
     )
     UPDATE sync_clients SET last_seq = $2 WHERE tenant_id = $6 AND client_id = $1`,
    [req.clientId, newLastSeq, refusals.map((r) => r.seq), refusals.map((r) => r.code), refusals.map((r) => r.message), tenantId],
  );
  return { status: 200, body: { status: 1, lastSeq: newLastSeq, results } };
}
