// The one way a route reads a JSON body: size-capped while streaming, strict UTF-8, parsed, required
// to be an object, then validated with a valibot schema. Every failure is a 4xx with a pt-BR text.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { MSG } from './messages';
import { issuesToErrors } from './validation';

/** Session calls carry a few short fields; anything near this size is a mistake or an attack. */
export const MAX_JSON_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** `application/json` or a `+json` type, with or without parameters. */
export const isJsonContentType = (c: Context): boolean => JSON_TYPE.test(c.req.header('content-type') ?? '');

/** The raw body, refused with a 413 (`tooLarge`) as soon as it passes `limit` bytes. */
export async function readCapped(c: Context, limit: number, tooLarge: string = MSG.tooLarge): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) throw new ApiError(413, tooLarge); // refuse before reading a byte
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // A chunked body without Content-Length is cut off here, not buffered to the end.
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Strict UTF-8: a 400 with a pt-BR text for bytes that are not. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, MSG.badEncoding);
  }
}

/** JSON.parse with a 400 and a pt-BR text for malformed or too deeply nested JSON. */
export function parseJsonText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, MSG.tooDeep);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, MSG.malformedJson);
  }
}

/**
 * The body as a plain object. An empty body reads as `{}` (then the schema names the missing
 * fields), so a POST without payload gets field errors rather than a parse error.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const bytes = await readCapped(c, MAX_JSON_BYTES);
  if (bytes.byteLength === 0) return {};
  if (!isJsonContentType(c)) throw new ApiError(415, MSG.unsupportedMediaType);
  const text = decodeUtf8(bytes);
  if (text.trim() === '') return {};
  const parsed = parseJsonText(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, MSG.notAnObject);
  return parsed as Record<string, unknown>;
}

/** Reads the body and validates it; 422 with a message per field when the schema refuses it. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseInput(schema, await readJsonObject(c));
}

/** Validates any input (body, query) with a schema; 422 with per-field messages on failure. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(422, MSG.checkFields, issuesToErrors(result.issues));
  return result.output;
}
