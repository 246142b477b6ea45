// One sync round for the signed-in user: push their pending writes in batches, record the answers,
// then pull pages until the server has nothing more, applying each atomically. The transport is
// injected (fetch in the worker and the service worker, an in-memory server in tests) so this exact
// code is what the fault-injection property test proves.
//
// Order matters: push before pull, so a pull can only drop writes whose answer we already recorded.
// Any failure stops the round; everything done so far is committed and the next round resumes.
import * as v from 'valibot';
import { PULL_LIMIT_DEFAULT, PUSH_MAX_MUTATIONS, pushAnswerSchema, SCHEMA_VERSION } from '../domain/protocol';
import type { PullAnswer, PullQuery, PushAnswer, PushRequest } from '../domain/protocol';
import { applyPull, UpdateRequiredError } from './apply-pull';
import { explainFileRefusals, uploadFilesOf, type FileUpload } from './file-uploads';
import { ensureClient } from './mutate';
import { applyPushResults, outboxBatch, rotateClient } from './outbox';
import { resumeUnpacking } from './packs';
import { readMeta, writeTables, type TenantDb } from './tenant-db';
import { transact } from './transact';

/** A non-2xx answer; `body` is the parsed JSON when there was one. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** The server answered 2xx with something that is not the protocol. */
export class ProtocolError extends Error {
  constructor() {
    super('Resposta inesperada do servidor de sincronização.');
  }
}

/** Throws SyncHttpError for non-2xx answers and anything else (TypeError…) when the network fails. */
export interface SyncTransport {
  push(body: PushRequest): Promise<PushAnswer>;
  pull(query: PullQuery): Promise<PullAnswer>;
  /** Sends a kept file (POST /files; idempotent by hash). Throws as push does. */
  upload?(file: FileUpload): Promise<unknown>;
}

/** The server refusing the file itself (a 4xx with its pt-BR message), as opposed to a failed exchange. */
const uploadRefusal = (error: unknown) =>
  error instanceof SyncHttpError ? { status: error.status, message: messageOf(error.body) } : null;

function messageOf(body: unknown): string | null {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export type SyncStatus = 'synced' | 'offline' | 'unauthorized' | 'update-required' | 'error';

export interface SyncOutcome {
  status: SyncStatus;
  pushed: number;
  rejected: number;
  pulled: number;
  /** Pages applied in this round (for a progress bar, see onPage). */
  pages: number;
}

export interface SyncOptions {
  pushLimit?: number;
  pullLimit?: number;
  onPage?: (page: PullAnswer, applied: number) => void;
}

const MAX_PUSH_ROUNDS = 1000;

function classify(error: unknown): SyncStatus {
  if (error instanceof UpdateRequiredError) return 'update-required';
  if (error instanceof SyncHttpError) {
    if (error.status === 401 || error.status === 403) return 'unauthorized';
    if (error.status === 426) return 'update-required';
    return 'error';
  }
  return error instanceof TypeError ? 'offline' : 'error';
}

export async function syncCycle(db: TenantDb, transport: SyncTransport, userId: string, options: SyncOptions = {}): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { status: 'synced', pushed: 0, rejected: 0, pulled: 0, pages: 0 };
  try {
    // A stream even before the first write: the pull reports lastSeq for it.
    if (!(await db.clients.get(userId))) await transact(db, 'rw', writeTables(db), async (db) => await ensureClient(db, userId));
    let rotated = false;
    let previous = '';
    for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
      const batch = await outboxBatch(db, userId, options.pushLimit ?? PUSH_MAX_MUTATIONS);
      if (!batch) break;
      // An answer that settles nothing would have us resend the same batch forever.
      const head = `${batch.clientId}:${batch.mutations[0]!.seq}`;
      if (head === previous) throw new ProtocolError();
      previous = head;
      // The files these writes name go first: the server refuses a write naming bytes it lacks.
      await uploadFilesOf(db, batch.mutations, transport.upload?.bind(transport), uploadRefusal);
      let answer: PushAnswer;
      try {
        answer = v.parse(pushAnswerSchema, await transport.push(batch)) as PushAnswer;
      } catch (error) {
        // A gap means the server lost writes it had confirmed; start a fresh stream, once per round.
        if (error instanceof SyncHttpError && error.status === 409 && !rotated) {
          rotated = true;
          await rotateClient(db, userId);
          continue;
        }
        throw error;
      }
      await applyPushResults(db, answer, batch.clientId);
      await explainFileRefusals(db, answer, batch.clientId);
      outcome.pushed += answer.results.filter((r) => r.ok).length;
      outcome.rejected += answer.results.filter((r) => !r.ok).length;
    }
    const { clientId } = (await db.clients.get(userId))!;
    let cursor = (await readMeta(db)).cursor;
    for (;;) {
      const page = await transport.pull({ clientId, cursor, limit: options.pullLimit ?? PULL_LIMIT_DEFAULT });
      // Envelope check only (rows are the server's, validated when written): cheap on 5k-row pages.
      if (page?.status !== 1 || !Array.isArray(page.changes) || !Number.isSafeInteger(page.cursor)) throw new ProtocolError();
      if (page.schemaVersion !== SCHEMA_VERSION) throw new UpdateRequiredError(page.schemaVersion);
      await applyPull(db, page, clientId);
      outcome.pulled += page.changes.length;
      outcome.pages++;
      options.onPage?.(page, outcome.pulled);
      if (!page.hasMore) break;
      if (page.cursor <= cursor) throw new ProtocolError(); // "more" without progress: never loop
      cursor = page.cursor;
    }
  } catch (error) {
    outcome.status = classify(error);
    // Our own bugs must surface, not hide as "sync error, will retry".
    const expected = error instanceof SyncHttpError || error instanceof v.ValiError || error instanceof ProtocolError;
    if (outcome.status === 'error' && !expected) throw error;
  } finally {
    // A download cut short (offline, closed tab) left packs: unpack what arrived, so the screens show
    // it offline (the last page of a download does this itself, see apply-pull.ts).
    if (outcome.status !== 'synced') void resumeUnpacking(db).catch(() => undefined);
  }
  return outcome;
}
