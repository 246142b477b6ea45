// Serves the built PWA from DIST_DIR:
//   /assets/*  hashed file names: cached for a year, immutable;
//   everything else (index.html, sw.js, manifest, icons): `no-cache`, revalidated by ETag, so a new
//   deploy is seen at once (the service worker must never be stale);
//   a GET without a file extension: index.html, so deep links (/locations/cities) open the app and
//   unknown paths reach the client's not-found page; a missing file with an extension: 404;
//   a file the build precompressed (`x.js.br`, `x.js.gz` beside `x.js`, see vite.config.ts) is sent
//   as such when the client accepts it; anything else compressible is compressed on the fly by the
//   app-wide middleware (server/http/compression.ts).
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { acceptedEncodings, varyOnEncoding, type Encoding } from '../http/compression';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { isApiPath } from '../http/paths';
import { contentTypeFor } from './mime';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The file under `root` that `urlPath` names, or undefined for anything that could escape it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // broken %-escapes
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  // No dot-files or dot-dirs (.env, .git), except the standard /.well-known/.
  if (segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'))) return undefined;
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : undefined;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The build's precompressed twin of `file` the client accepts (brotli first), if there is one. */
async function precompressed(c: Context, file: string): Promise<{ encoding: Encoding; path: string } | undefined> {
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const path = file + SUFFIX[encoding];
    if ((await stat(path).catch(() => undefined))?.isFile()) return { encoding, path };
  }
  return undefined;
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const twin = await precompressed(c, file);
  // One validator per representation: the compressed bytes get their own.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${twin ? `-${twin.encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(extname(file)),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return c.body(null, 304, headers);
  }
  // Build files are small (the largest chunk is under a megabyte) and sit in the page cache.
  const content = await readFile(twin?.path ?? file).catch(() => undefined);
  if (!content) return undefined;
  if (twin) headers['Content-Encoding'] = twin.encoding;
  const response = c.body(new Uint8Array(content), 200, { ...headers, 'Content-Length': String(content.byteLength) });
  if (twin) varyOnEncoding(response.headers);
  return response;
}

export function distRoutes(distDir: string): Hono<AppEnv> {
  const root = resolve(distDir);
  const app = new Hono<AppEnv>();

  app.get('*', async (c) => {
    // The raw, still %-encoded path (dot segments already resolved by the URL parser): decoded
    // exactly once, in resolveInside.
    const path = new URL(c.req.url).pathname;
    if (isApiPath(path)) return notFound(c); // an API path no router knows: JSON 404, never the app

    // "Has an extension" = the last segment has a dot (so /.env is a file request, refused below).
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (!last.includes('.')) {
      return (await sendFile(c, resolve(root, 'index.html'), REVALIDATE)) ?? notFound(c);
    }
    const file = resolveInside(root, path);
    const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    const served = file === undefined ? undefined : await sendFile(c, file, cacheControl);
    return served ?? notFound(c);
  });
  return app;
}
