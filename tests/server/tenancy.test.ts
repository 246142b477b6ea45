// Tenant lookup and resolution: the client lookup by host and by code, tenant-scoped API by Host
// header and by /c/{code}, configuration per tenant, generated logos.
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, testServer } from './helpers';

const harness = testServer();

describe('GET /api/v1/federa/client', () => {
  it('by host: localhost and outra.localhost are different tenants', async () => {
    const demo = await call(harness.app, '/api/v1/federa/client?host=localhost', { host: 'localhost:8787' });
    const outra = await call(harness.app, '/api/v1/federa/client?host=outra.localhost', { host: 'outra.localhost:8787' });
    expect(demo.status).toBe(200);
    expect(demo.json).toMatchObject({
      status: 1,
      client: { code: 'demo', name: 'Federação Demo de Esportes', color: 'blue', hiddenmodules_identifiers: [], public: true, isPublic: true },
    });
    expect(outra.json).toMatchObject({
      status: 1,
      client: { code: 'outra', name: 'Associação Outra', color: 'green', hiddenmodules_identifiers: ['meals', 'markets'], public: false },
    });
  });

  it('by host: the backend is the caller origin, uploads below it, logos absolute on that origin', async () => {
    const res = await call(harness.app, '/api/v1/federa/client?host=outra.localhost:5173', { host: 'outra.localhost:8787' });
    expect(res.json.client).toMatchObject({
      backend: 'http://outra.localhost:8787',
      backend_upload: 'http://outra.localhost:8787/uploads',
      backend_list: ['http://outra.localhost:8787'],
      backend_upload_list: ['http://outra.localhost:8787/uploads'],
      logos: {
        light: 'http://outra.localhost:8787/tenant-assets/outra/logo-light.svg',
        dark: 'http://outra.localhost:8787/tenant-assets/outra/logo-dark.svg',
      },
      d: false,
      ai: false,
      t9n: false,
      identifier: 'outra',
    });
  });

  it('127.0.0.1 is the demo tenant too, and host matching ignores case', async () => {
    const res = await call(harness.app, '/api/v1/federa/client?host=127.0.0.1', { host: '127.0.0.1:8787' });
    expect(res.json.client.code).toBe('demo');
    expect(res.json.client.backend).toBe('http://127.0.0.1:8787');
    const upper = await call(harness.app, '/api/v1/federa/client?host=OUTRA.LocalHost');
    expect(upper.json.client.code).toBe('outra');
  });

  it('by code (connect mode): backend is origin + /c/{code}', async () => {
    const res = await call(harness.app, '/api/v1/federa/client?code=outra', { host: 'app.localhost:8787' });
    expect(res.status).toBe(200);
    expect(res.json.client.code).toBe('outra');
    expect(res.json.client.backend).toBe('http://app.localhost:8787/c/outra');
    expect(res.json.client.backend_upload).toBe('http://app.localhost:8787/c/outra/uploads');
  });

  it('unknown host or code → 404; neither → 422; wrong product → 404', async () => {
    const unknownHost = await call(harness.app, '/api/v1/federa/client?host=nowhere.example');
    expectFailure(unknownHost, 404);
    expect(unknownHost.json.message).toBe('Cliente não encontrado.');
    expectFailure(await call(harness.app, '/api/v1/federa/client?code=nope'), 404);
    expectFailure(await call(harness.app, '/api/v1/federa/client?code=../etc'), 404);
    expectFailure(await call(harness.app, '/api/v1/federa/client'), 422);
    expectFailure(await call(harness.app, '/api/v1/federa/client?host=&code='), 422);
    expectFailure(await call(harness.app, '/api/v1/other/client?host=localhost'), 404);
  });

  it('refuses a forged Host header instead of echoing it into backend', async () => {
    const res = await call(harness.app, '/api/v1/federa/client?code=demo', { host: 'evil.test/"><script>' });
    expectFailure(res, 400);
  });
});

describe('tenant resolution of the scoped API', () => {
  it('resolves by Host header (port ignored) and by /c/{code}', async () => {
    const byHost = await call(harness.app, '/api/v1/configs/common', { host: 'outra.localhost:9999' });
    const byCode = await call(harness.app, '/c/outra/api/v1/configs/common', { host: 'app.localhost:8787' });
    expect(byHost.status).toBe(200);
    expect(byCode.json).toEqual(byHost.json);
  });

  it('unknown host or code → 404 with the pt-BR message', async () => {
    for (const res of [
      await call(harness.app, '/api/v1/configs/common', { host: 'app.localhost:8787' }),
      await call(harness.app, '/c/nope/api/v1/configs/common'),
      await call(harness.app, '/c/NOT%20A%20CODE/api/v1/auth/me'),
    ]) {
      expectFailure(res, 404);
      expect(res.json.message).toBe('Cliente não encontrado para este endereço.');
    }
  });

  it('an empty or missing Host names no tenant (not the demo of the listening address)', async () => {
    for (const headers of [{ host: '' }, { host: '   ' }, {}] as Record<string, string>[]) {
      const res = await harness.app.request('/api/v1/configs/common', { headers });
      const json = await res.json();
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(json.message).toBe('Cliente não encontrado para este endereço.');
    }
    // Over a real socket, where the server makes up the URL from its own address (127.0.0.1 = demo).
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end('GET /api/v1/configs/common HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 (400|404)/);
      expect(raw).not.toContain('available_modules');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // The public lookup cannot build an origin without a Host either: a clean 400.
    const lookup = await harness.app.request('/api/v1/federa/client?code=demo', { headers: { host: '' } });
    expect(lookup.status).toBe(400);
  });

  it('unknown API paths answer JSON 404 on both mounts', async () => {
    for (const path of ['/api/v1/nothing', '/c/demo/api/v1/nothing', '/api/v2/x', '/api', '/c/demo/api/v1/auth/nothing']) {
      const res = await call(harness.app, path);
      expectFailure(res, 404);
      expect(res.json.message).toBe('Recurso não encontrado.');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a wrong method → 405 with Allow', async () => {
    const res = await call(harness.app, '/api/v1/auth/login');
    expectFailure(res, 405);
    expect(res.headers.get('allow')).toBe('POST');
    expectFailure(await call(harness.app, '/api/v1/configs/common', { method: 'DELETE' }), 405);
  });
});

describe('configs', () => {
  it('common: available modules are enabled minus hidden, per tenant', async () => {
    const demo = await call(harness.app, '/api/v1/configs/common');
    const outra = await call(harness.app, '/api/v1/configs/common', { host: 'outra.localhost' });
    expect(demo.json.status).toBe(1);
    expect(demo.json.available_modules).toEqual(expect.arrayContaining(['meals', 'markets', 'competitions', 'bills']));
    expect(outra.json.available_modules).toContain('competitions');
    expect(outra.json.available_modules).not.toContain('meals');
    expect(outra.json.available_modules).not.toContain('markets');
    expect(outra.json.available_modules).toHaveLength(demo.json.available_modules.length - 2);
    for (const key of ['register', 'ids_user', 'bills_select_debts', 'wa', 'erp', 'gateway', 'register_associations', 'support']) {
      expect(demo.json).toHaveProperty(key);
    }
  });

  it('register: spec §5 settings (cpf required and checked, tolerance 5; cnpj checked, tolerance 5)', async () => {
    const res = await call(harness.app, '/api/v1/configs/register');
    expect(res.json).toEqual({
      status: 1,
      register: { open: true, key: 'cpf', cpf_required: true, check: true, tolerance: 5, mandatory_fields: [], strict_address: false },
      register_associations: { open: true, cnpj_check: true, tolerance: 5 },
    });
  });

  it('support flags', async () => {
    const res = await call(harness.app, '/c/demo/api/v1/configs/support');
    expect(res.json).toEqual({ status: 1, support: { admin: false, user: false, public: false } });
  });

  it('reads stored settings over defaults, ignoring keys of the wrong type', async () => {
    await harness.handle.db.query(
      `UPDATE tenants SET register_settings = $1::jsonb WHERE code = 'outra'`,
      [JSON.stringify({ open: false, tolerance: 'many', mandatory_fields: ['birthdate', 3] })],
    );
    try {
      const res = await call(harness.app, '/api/v1/configs/register', { host: 'outra.localhost' });
      expect(res.json.register).toMatchObject({ open: false, tolerance: 5, mandatory_fields: [], key: 'cpf' });
    } finally {
      await harness.handle.db.query(`UPDATE tenants SET register_settings = '{}'::jsonb WHERE code = 'outra'`);
    }
  });
});

describe('tenant assets', () => {
  it('serves a generated SVG logo per tenant and variant', async () => {
    const light = await call(harness.app, '/tenant-assets/outra/logo-light.svg');
    const dark = await call(harness.app, '/tenant-assets/outra/logo-dark.svg');
    expect(light.status).toBe(200);
    expect(light.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(light.text).toContain('<svg');
    expect(light.text).toContain('Associação Outra');
    expect(light.text).toContain('#16a34a'); // green
    expect(dark.text).not.toEqual(light.text);
    const demo = await call(harness.app, '/tenant-assets/demo/logo-light.svg');
    expect(demo.text).toContain('#2563eb'); // blue
  });

  it('404 for an unknown tenant or file', async () => {
    expect((await call(harness.app, '/tenant-assets/nope/logo-light.svg')).status).toBe(404);
    expect((await call(harness.app, '/tenant-assets/demo/constructor')).status).toBe(404);
    expect((await call(harness.app, '/tenant-assets/demo/logo.png')).status).toBe(404);
  });
});
