// The seam every mutator is written against. The browser implements MutationTx over Dexie, the
// server over SQL and the tests over memory: a mutator must reach data only through it (no clock, no
// randomness, no globals), so the same call gives the same result on both sides.
import type * as v from 'valibot';
import type { Viewer } from '../resources/scope';

/** A record as mutators see it: the wire shape, always with its id. */
export type StoredRow = Record<string, unknown> & { id: string };

/** A value to look up by index: a plain value, or an array for a compound `[a+b]` index. */
export type IndexValue = string | number | boolean | readonly (string | number)[];

export interface MutationTx {
  get(collection: string, id: string): Promise<StoredRow | undefined>;
  put(collection: string, record: StoredRow): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /** Rows whose `index` (one of the resource's declared indexes) equals `value`. */
  query(collection: string, index: string, value: IndexValue): Promise<StoredRow[]>;
  /**
   * Server only: whether `userId` names a login of the tenant or the owner of a live row (of any
   * collection with an `owner`). A device cannot know every login, so it leaves this out and the
   * server, which runs the same mutator over the whole tenant, decides (relation-owner.ts: a
   * relation writer's new row must name a fresh owner).
   */
  ownerIdInUse?(userId: string): Promise<boolean>;
}

export interface MutationContext {
  userId: string;
  tenantId: string;
  /** ISO timestamp: the client's when it runs optimistically, the server's when authoritative. */
  now: string;
  /**
   * Server only: when the device says the mutation was made (the message's `at`). Shown, never
   * judged: a rule of time (a transfer window) is judged by `now`, the server's clock.
   */
  madeAt?: string;
  /**
   * Who writes, when known: always on the server; on a device, the signed-in user (absent when the
   * outbox is replayed). Rules that depend on the writer's grants (which fields an owner may change,
   * the verification stamp) run only with it, so the device refuses at once what the server would.
   */
  viewer?: Viewer;
}

/** A refusal the user can act on: pt-BR message, machine code, and per-field messages for forms. */
export class MutationError extends Error {
  override readonly name = 'MutationError';
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const isMutationError = (e: unknown): e is MutationError => e instanceof MutationError;

export interface Mutator<A = Record<string, unknown>, N extends string = string> {
  /** The name screens call it by; literal on named mutators, so the registry's type map knows it. */
  name: N;
  /** Args schema (wire shape). Runs on both sides; a failure is a MutationError('invalid'). */
  args: v.GenericSchema<unknown, A>;
  /**
   * Server-side checks with the signed-in user and the whole tenant's data (a device may hold only
   * part of it): permission and module, and for deletes whether other rows still refer to the row.
   * Throws a MutationError ('forbidden', 'module', 'in_use').
   */
  authorize(tx: MutationTx, viewer: Viewer, args: A): Promise<void>;
  /** Must throw before its first write when it refuses (the overlay makes writes atomic anyway). */
  run(tx: MutationTx, ctx: MutationContext, args: A): Promise<void>;
}

/** A collection's rule on its generic put (put-rules.ts): checks the new row and returns the row to store. */
export type PutRule = (tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow) => Promise<StoredRow>;

/**
 * A collection's own reason to refuse a generic delete, judged on the stored row and what it hangs
 * on (a candidate of a confirmed exam): throws a MutationError, on the device and the server.
 */
export type DeleteRule = (tx: MutationTx, before: StoredRow) => Promise<void>;

/** What follows a collection's put, given the row as stored (verification stamp included). */
export type AfterPut = (tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow) => Promise<void>;
