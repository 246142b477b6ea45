// Compressed answers: API answers above 1 kB in brotli or gzip as the client
// accepts, with Vary: Accept-Encoding, decoding to exactly the uncompressed JSON; the build's
// precompressed twins of static files sent as such, with their own validator.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { acceptedEncodings } from '../../server/http/compression';
import { precompressDir } from '../../scripts/precompress';
import { login } from './helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let dist: string;
const BUNDLE = `console.log(${JSON.stringify('federa '.repeat(2000))});`;

beforeAll(async () => {
  handle = await openTestDb();
  dist = await mkdtemp(join(tmpdir(), 'federa-dist-'));
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Federa</title>');
  await writeFile(join(dist, 'assets', 'index-Ab12.js'), BUNDLE);
  await writeFile(join(dist, 'assets', 'late-Cd34.js'), BUNDLE); // no twin: compressed on the fly
  await precompressDir(join(dist, 'assets'));
  await rm(join(dist, 'assets', 'late-Cd34.js.br'));
  await rm(join(dist, 'assets', 'late-Cd34.js.gz'));
  app = createApp({ db: handle.db, distDir: dist });
});
afterAll(async () => {
  await handle?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host: 'localhost:8787', ...headers } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('API answers', () => {
  it('a pull page comes in brotli or gzip as accepted, with Vary, and decodes to the same JSON', async () => {
    const { token } = await login(app, 'atleta@demo.test');
    const path = `/api/v1/sync/pull?clientId=${uuidv7()}&cursor=0&limit=1000`;
    const auth = { authorization: `Bearer ${token}` };
    const plain = await get(path, auth);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const text = (await bytes(plain)).toString('utf8');
    expect(text.length).toBeGreaterThan(10_000);

    const br = await get(path, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('content-length')).toBeNull();
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(brotliDecompressSync(brBody).toString('utf8'))).toEqual(JSON.parse(text));

    const gz = await get(path, { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('a small answer stays plain, and so does any answer to a client that accepts no encoding', async () => {
    const small = await get('/api/v1/auth/me', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(401);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).status).toBe(0);
    const refused = await get('/assets/late-Cd34.js', { 'accept-encoding': 'identity, br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(BUNDLE);
  });

  it('reads q-values: a zero refuses an encoding, `*` stands for the others', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0.1')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('static files', () => {
  it("sends the build's brotli twin to a client that accepts it, with its own ETag", async () => {
    const br = await get('/assets/index-Ab12.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = await bytes(br);
    expect(body).toEqual(await readFile(join(dist, 'assets', 'index-Ab12.js.br')));
    expect(brotliDecompressSync(body).toString('utf8')).toBe(BUNDLE);

    const plain = await get('/assets/index-Ab12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
    expect(plain.headers.get('etag')).not.toBe(br.headers.get('etag'));

    const again = await get('/assets/index-Ab12.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('sends the gzip twin to a client without brotli, and compresses a file with no twin on the fly', async () => {
    const gz = await get('/assets/index-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(BUNDLE);
    const late = await get('/assets/late-Cd34.js', { 'accept-encoding': 'br' });
    expect(late.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(late)).toString('utf8')).toBe(BUNDLE);
  });
});
