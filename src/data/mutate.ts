// The one way a screen writes: run the named mutator over the replica and queue it for the server,
// in ONE Dexie transaction (strict durability: the user is told it is saved). An invalid write
// throws the mutator's pt-BR MutationError and leaves nothing behind.
import * as v from 'valibot';
import { createOverlay, MutationError, runMutation } from '../domain/mutators/index';
import { mutationMessageSchema } from '../domain/protocol';
import { uuidv7 } from '../domain/uuid';
import { applyWrites, dexieReader } from './dexie-tx';
import { writeTables, type ClientRow, type TenantDb } from './tenant-db';

export interface LocalContext {
  /** The signed-in user making the change (the only one whose token may push it). */
  userId: string;
  /** ISO timestamp; defaults to now. */
  now?: string;
}

export interface MutateResult {
  /** Local outbox id (for the sync panel). */
  id: number;
  clientId: string;
  seq: number;
  /** The validated args, as stored and sent. */
  args: Record<string, unknown>;
}

/** The user's client stream on this device, created on first use. Call inside a writeTables transaction. */
export async function ensureClient(db: TenantDb, userId: string): Promise<ClientRow> {
  const existing = await db.clients.get(userId);
  if (existing) return existing;
  const created: ClientRow = { userId, clientId: uuidv7(), seq: 0 };
  await db.clients.add(created);
  return created;
}

/** Same as mutate, inside an already open transaction over writeTables(db). */
export async function mutateInTx(db: TenantDb, ctx: LocalContext, name: string, args: unknown): Promise<MutateResult> {
  const now = ctx.now ?? new Date().toISOString();
  const overlay = createOverlay(dexieReader(db));
  const parsed = await runMutation(overlay.tx, { userId: ctx.userId, tenantId: db.tenant, now }, name, args);
  // Refuse here what the push body schema would refuse, or one oversized entry would block the queue.
  if (!v.is(mutationMessageSchema, { seq: 1, name, args: parsed, at: now })) {
    throw new MutationError('too_large', 'Alteração grande demais para sincronizar. Reduza os textos e tente de novo.');
  }
  const client = await ensureClient(db, ctx.userId);
  const seq = client.seq + 1;
  await db.clients.put({ ...client, seq });
  await applyWrites(db, overlay.writes());
  const id = await db.outbox.add({ clientId: client.clientId, seq, name, args: parsed, at: now, userId: ctx.userId, status: 'pending' });
  return { id, clientId: client.clientId, seq, args: parsed };
}

export function mutate(db: TenantDb, ctx: LocalContext, name: string, args: unknown): Promise<MutateResult> {
  return db.transaction('rw', writeTables(db), async () => await mutateInTx(db, ctx, name, args));
}
