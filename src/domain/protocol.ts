// Sync wire format (docs/architecture.md "Wire format"): the contract between the browser, the server and
// outside tools. The server validates push bodies with `pushRequestSchema`; the client checks answers
// with the answer schemas before it touches its replica.
import * as v from 'valibot';
import './valibot-pt';

/** Bumped when the shape of replicated records changes; an older client answers "update required". */
export const SCHEMA_VERSION = 1;

export const PUSH_MAX_MUTATIONS = 500;
export const MUTATION_NAME_MAX = 80;
/** One mutation's args, serialised as UTF-8; a whole record is far below this. */
export const MUTATION_ARGS_MAX_BYTES = 64 * 1024;
/** The server refuses a push body above this (413). */
export const PUSH_MAX_BYTES = 16 * 1024 * 1024;
/**
 * What a client puts in one push at most: 500 mutations of 64 KiB would be 32 MiB, so batches are
 * also cut by size, with room under PUSH_MAX_BYTES for JSON escaping and the envelope.
 */
export const PUSH_BATCH_BYTES = 8 * 1024 * 1024;

const utf8 = new TextEncoder();
/**
 * Size of a value as the JSON bytes sent on the wire. A value JSON cannot carry (nested thousands
 * deep: JSON.stringify overflows the stack with a RangeError; or cyclic) measures Infinity, so
 * every size check refuses it instead of throwing.
 */
export function jsonBytes(value: unknown): number {
  try {
    return utf8.encode(JSON.stringify(value)).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
export const PULL_LIMIT_DEFAULT = 1000;
export const PULL_LIMIT_MAX = 5000;

export interface MutationMessage {
  seq: number;
  name: string;
  args: Record<string, unknown>;
  /** ISO timestamp of the moment the user made the change (client clock). */
  at: string;
}

export interface PushRequest {
  clientId: string;
  schemaVersion: number;
  mutations: MutationMessage[];
}

export type PushResult = { seq: number; ok: true } | { seq: number; ok: false; code: string; message: string };

export interface PushAnswer {
  status: 1;
  lastSeq: number;
  results: PushResult[];
}

/** HTTP 409: the first seq is beyond lastSeq + 1; nothing was applied. */
export interface GapAnswer {
  status: 0;
  message: string;
  lastSeq: number;
}

export interface Change {
  collection: string;
  id: string;
  version: number;
  deleted?: true;
  data?: Record<string, unknown>;
}

export interface PullQuery {
  clientId: string;
  cursor: number;
  limit: number;
}

export interface PullAnswer {
  status: 1;
  cursor: number;
  hasMore: boolean;
  lastSeq: number;
  schemaVersion: number;
  changes: Change[];
  /**
   * Optional, additive: collections the client must empty before applying `changes`, because this
   * user's scope over them shrank (a permission revoked). The server then resends what stays visible.
   */
  reset?: string[];
}

export { GAP_MESSAGE, UPDATE_REQUIRED_MESSAGE } from './protocol-messages';

const seqSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const uuidSchema = v.pipe(v.string(), v.uuid('clientId deve ser um UUID.'));

const argsSchema = v.pipe(
  // Not v.record: it would turn an array into an object instead of refusing it.
  v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'args deve ser um objeto.'),
  v.check((args) => jsonBytes(args) <= MUTATION_ARGS_MAX_BYTES, 'args grande demais.'),
);

export const mutationMessageSchema = v.object({
  seq: seqSchema,
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(MUTATION_NAME_MAX, 'Nome de operação longo demais.')),
  args: argsSchema,
  at: v.pipe(v.string(), v.isoTimestamp('at deve ser uma data ISO.')),
});

export const pushRequestSchema = v.object({
  clientId: uuidSchema,
  schemaVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  mutations: v.pipe(
    v.array(mutationMessageSchema),
    v.minLength(1, 'Nenhuma operação enviada.'),
    v.maxLength(PUSH_MAX_MUTATIONS, `No máximo ${PUSH_MAX_MUTATIONS} operações por envio.`),
    // The gap rule looks at the first seq only, so a batch must be one consecutive run.
    v.check((ms) => ms.every((m, i) => i === 0 || m.seq === ms[i - 1]!.seq + 1), 'Sequência com lacunas.'),
  ),
});

const pushResultSchema = v.union([
  v.object({ seq: seqSchema, ok: v.literal(true) }),
  v.object({ seq: seqSchema, ok: v.literal(false), code: v.string(), message: v.string() }),
]);

export const pushAnswerSchema = v.object({
  status: v.literal(1),
  lastSeq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  results: v.array(pushResultSchema),
});

export const gapAnswerSchema = v.object({
  status: v.literal(0),
  message: v.string(),
  lastSeq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

// Page-level check only: rows are written as sent, so we check each change's envelope, not its data
// (the data of a replicated row is the server's, already validated when it was written).
export const pullAnswerSchema = v.object({
  status: v.literal(1),
  cursor: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  hasMore: v.boolean(),
  lastSeq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  schemaVersion: v.pipe(v.number(), v.safeInteger()),
  changes: v.array(
    v.object({
      collection: v.string(),
      id: v.string(),
      version: v.number(),
      deleted: v.optional(v.literal(true)),
      data: v.optional(v.record(v.string(), v.unknown())),
    }),
  ),
  reset: v.optional(v.array(v.string())),
});

/** Parses `?clientId=…&cursor=…&limit=…`; returns null when malformed (the server answers 400). */
export function parsePullQuery(params: URLSearchParams): PullQuery | null {
  const clientId = params.get('clientId') ?? '';
  const cursor = params.get('cursor') ?? '0';
  const limit = params.get('limit') ?? String(PULL_LIMIT_DEFAULT);
  if (!v.is(uuidSchema, clientId) || !/^\d{1,15}$/.test(cursor) || !/^\d{1,5}$/.test(limit)) return null;
  return { clientId, cursor: Number(cursor), limit: Math.min(Math.max(Number(limit), 1), PULL_LIMIT_MAX) };
}
