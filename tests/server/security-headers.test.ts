// Strict-Transport-Security: on every answer served over HTTPS — the listener's
// own scheme, or X-Forwarded-Proto from a trusted proxy — and never over plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { openTestDb } from './test-db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const hsts = async (app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) =>
  (await app.request(url, { headers: { host: 'localhost', ...headers } })).headers.get('strict-transport-security');

describe('HSTS', () => {
  it('is sent over HTTPS (API, errors, other paths), one year, this host only', async () => {
    const app = createApp({ db: handle.db });
    for (const path of ['/api/v1/configs/common', '/api/v1/auth/me', '/tenant-assets/demo/logo-light.svg', '/nada']) {
      expect(await hsts(app, `https://localhost${path}`), path).toBe('max-age=31536000');
    }
  });

  it('is not sent over plain HTTP', async () => {
    const app = createApp({ db: handle.db });
    expect(await hsts(app, 'http://localhost/api/v1/configs/common')).toBeNull();
  });

  it('follows X-Forwarded-Proto only behind a trusted proxy', async () => {
    const proxied = createApp({ db: handle.db, trustProxy: true });
    const direct = createApp({ db: handle.db });
    expect(await hsts(proxied, 'http://localhost/api/v1/configs/common', { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000');
    expect(await hsts(proxied, 'http://localhost/api/v1/configs/common', { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts(direct, 'http://localhost/api/v1/configs/common', { 'x-forwarded-proto': 'https' })).toBeNull();
  });
});
