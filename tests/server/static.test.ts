// The web side of the server: the built PWA from DIST_DIR (cache headers, SPA fallback, no path
// escapes), security headers on every kind of answer, and the last-resort error handler.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { call } from './helpers';

/** No database: these routes must not need one, and the error tests make it fail on purpose. */
function stubDb(failWith?: unknown): Db {
  const db: Db = {
    query: async () => {
      if (failWith) throw failWith;
      return [];
    },
    exec: async () => undefined,
    tx: (fn) => fn(db),
  };
  return db;
}

let dist: string;
let app: ReturnType<typeof createApp>;
const INDEX = '<!doctype html><html><head><title>Federa</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'federa-dist-'));
  dist = join(base, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(join(dist, 'assets', 'index-Ef56.css'), 'body{margin:0}');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Federa"}');
  await writeFile(join(dist, 'icon-192.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(base, 'secret.txt'), 'outside the dist dir');
  await writeFile(join(dist, '.env'), 'SECRET=1');
  app = createApp({ db: stubDb(), distDir: dist });
});
afterAll(async () => {
  await rm(join(dist, '..'), { recursive: true, force: true });
});

describe('static files', () => {
  it('hashed assets are immutable for a year, with the right content type', async () => {
    const js = await call(app, '/assets/index-Ab12Cd34.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toContain('console.log');
    const css = await call(app, '/assets/index-Ef56.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('index.html, sw.js and the manifest are revalidated on every load', async () => {
    for (const [path, type] of [
      ['/', 'text/html'],
      ['/index.html', 'text/html'],
      ['/sw.js', 'text/javascript'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ] as const) {
      const res = await call(app, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toContain(type);
    }
  });

  it('ETag revalidation answers 304', async () => {
    const first = await call(app, '/sw.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await call(app, '/sw.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('compresses text for clients that accept gzip', async () => {
    const res = await app.request('/assets/index-Ab12Cd34.js', { headers: { host: 'localhost', 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('SPA fallback: extension-less GETs are index.html (deep links, unknown pages)', async () => {
    for (const path of ['/locations/cities', '/my/id', '/oauth/link/abc', '/competitions/show/123', '/nao-existe', '/c/outra']) {
      const res = await call(app, path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('a missing file with an extension is 404, not the app', async () => {
    for (const path of ['/assets/missing-123.js', '/favicon.ico', '/nope.png', '/assets/index-Ab12Cd34.js.map']) {
      const res = await call(app, path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('no escape from the dist directory, no dot-files', async () => {
    for (const path of ['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt', '/.env', '/assets/%00.js', '/assets/..%5C..%5Csecret.txt', '/%E0%A4%A.js']) {
      const res = await call(app, path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('outside the dist dir');
      expect(res.text, path).not.toContain('SECRET');
    }
  });

  it('API paths never fall back to the app', async () => {
    for (const path of ['/api/v1/unknown', '/api/v2/whatever', '/c/demo/api/v9/x']) {
      const res = await call(app, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.json).toEqual({ status: 0, message: 'Recurso não encontrado.' });
    }
  });

  it('without a dist dir the server answers the API only', async () => {
    const apiOnly = createApp({ db: stubDb() });
    const res = await call(apiOnly, '/locations/cities');
    expect(res.status).toBe(404);
    const missingDir = createApp({ db: stubDb(), distDir: join(dist, 'does-not-exist') });
    expect((await call(missingDir, '/')).status).toBe(404);
  });
});

describe('security headers', () => {
  const paths = ['/', '/assets/index-Ab12Cd34.js', '/nope.png', '/api/v1/unknown', '/api/v1/federa/client'];

  it('are on every answer: pages, assets, 404s, API', async () => {
    for (const path of paths) {
      const res = await call(app, path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      expect(scriptSrc, path).toBe("script-src 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toBe('camera=(self), microphone=(), geolocation=()');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('API answers are never cached; static ones keep their own policy', async () => {
    expect((await call(app, '/api/v1/federa/client')).headers.get('cache-control')).toBe('no-store');
    expect((await call(app, '/c/demo/api/v1/configs/common')).headers.get('cache-control')).toBe('no-store');
    expect((await call(app, '/assets/index-Ef56.css')).headers.get('cache-control')).toContain('immutable');
  });
});

describe('the last-resort error handler', () => {
  it('a genuine bug is a 500 with a generic pt-BR message, logged, never leaked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = createApp({ db: stubDb(new Error('connection to 10.0.0.5 refused: password=hunter2')) });
      const res = await call(broken, '/api/v1/configs/common');
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ status: 0, message: 'Erro interno no servidor. Tente novamente em instantes.' });
      expect(res.text).not.toContain('hunter2');
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });

  it('a data exception from SQL (input that slipped past validation) is a 400, not a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const dataError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      const res = await call(createApp({ db: stubDb(dataError) }), '/api/v1/configs/common');
      expect(res.status).toBe(400);
      expect(res.json.status).toBe(0);
      expect(res.text).not.toContain('UTF8');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
