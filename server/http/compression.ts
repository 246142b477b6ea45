// Compressed answers: an athlete's initial sync is 1.24 MB of JSON that gzip
// makes 180 kB. Every compressible answer (JSON, JS, CSS, HTML, SVG, manifest) above a size
// threshold is compressed as the client accepts — brotli first, then gzip (node:zlib) — streamed,
// never buffered whole: the first THRESHOLD bytes are read to decide, the rest flows through the
// compressor. Precompressed files (server/static/dist.ts) arrive with Content-Encoding set and are
// left alone, as are HEAD, 204/304, ranges and `no-transform` answers.
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this, compressing costs more than the bytes it saves (one TCP packet carries ~1.4 kB). */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encodings `accept` (an Accept-Encoding value) allows, brotli first. */
export function acceptedEncodings(accept: string | undefined): Encoding[] {
  if (!accept) return [];
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  return (['br', 'gzip'] as const).filter((name) => (q.get(name) ?? q.get('*') ?? 0) > 0);
}

/** The best encoding `accept` allows, or null. */
export const negotiateEncoding = (accept: string | undefined): Encoding | null => acceptedEncodings(accept)[0] ?? null;

/** Adds `Accept-Encoding` to Vary (answers differ by it even when this one is not compressed). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

function compressor(encoding: Encoding, sizeHint: number | null) {
  if (encoding === 'gzip') return createGzip({ level: 6 });
  // Quality 5: most of brotli's gain over gzip at a fraction of the CPU of the default 11.
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: 5 };
  if (sizeHint !== null) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return createBrotliCompress({ params });
}

/** Reads up to `limit` bytes: the head chunks, and whether the body ended within them. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<{ head: Uint8Array[]; done: boolean }> {
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { value, done } = await reader.read();
    if (done) return { head, done: true };
    head.push(value);
    size += value.byteLength;
  }
  return { head, done: false };
}

async function* replay(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* head;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    yield value;
  }
}

export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (!COMPRESSIBLE.test(type) || res.headers.has('Content-Encoding')) return;
  if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const length = res.headers.has('Content-Length') ? Number(res.headers.get('Content-Length')) : null;
  if (!encoding || (length !== null && length < COMPRESS_THRESHOLD)) {
    varyOnEncoding(c.res.headers);
    return;
  }
  const reader = res.body.getReader();
  const { head, done } = await readHead(reader, COMPRESS_THRESHOLD);
  const headSize = head.reduce((n, chunk) => n + chunk.byteLength, 0);
  if (done && headSize < COMPRESS_THRESHOLD) {
    c.res = new Response(Buffer.concat(head), res);
    varyOnEncoding(c.res.headers);
    return;
  }
  const source = Readable.from(replay(head, reader));
  const compressed = source.pipe(compressor(encoding, length));
  source.on('error', (error) => compressed.destroy(error));
  c.res = new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, res);
  // Hono's `c.res` setter copies the old headers onto the new answer: edit them afterwards.
  const headers = c.res.headers;
  varyOnEncoding(headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // A strong validator names exact bytes; the compressed bytes differ, so it becomes weak.
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
};
