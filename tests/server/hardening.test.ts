// Table-driven abuse of every endpoint: malformed JSON, non-object JSON, missing fields, wrong
// types, 10k-character strings, oversized and chunked bodies, bad encodings, junk headers and
// queries. Every answer must be a 4xx JSON envelope (status 0, a non-empty pt-BR message) — never
// a 5xx, never an English framework or validator message — unless the payload is genuinely valid.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { call, type CallResult, login, testServer } from './helpers';

let token: string;
const consoleError = vi.spyOn(console, 'error');
// The SQL safety net (data exception → 400) warns; validation must catch everything before it.
const consoleWarn = vi.spyOn(console, 'warn');

const harness = testServer();

beforeAll(async () => {
  token = (await login(harness.app, 'master@demo.test')).token;
});

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** String fields the endpoint reads from its body. */
  fields: string[];
  /** Bodies (parsed) with which a 200 is the right answer, given a valid token. */
  validWithToken?: (body: Record<string, unknown>) => boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/v1/federa/client?host=localhost', fields: [] },
  { method: 'POST', path: '/api/v1/auth/login', fields: ['login', 'password'] },
  { method: 'POST', path: '/api/v1/auth/register', fields: ['name', 'email', 'cpf', 'password', 'birthdate', 'phone'] },
  { method: 'GET', path: '/api/v1/auth/me', fields: [] },
  // Logout takes any object as platform info.
  { method: 'POST', path: '/api/v1/auth/logout', fields: ['platform'], validWithToken: () => true },
  { method: 'GET', path: '/api/v1/configs/common', fields: [] },
  { method: 'GET', path: '/api/v1/configs/register', fields: [] },
  { method: 'GET', path: '/api/v1/configs/support', fields: [] },
  // user_id is optional: without it the master issues a code for themself.
  { method: 'POST', path: '/api/v1/auth/oauth/codes', fields: ['user_id'], validWithToken: (body) => body.user_id === undefined },
  { method: 'POST', path: `/api/v1/auth/oauth/link/${'B'.repeat(43)}`, fields: [] },
];
const POSTS = ENDPOINTS.filter((e) => e.method === 'POST');

const LONG = 'x'.repeat(10_000);
const WRONG_TYPES: unknown[] = [0, 12345678909, -1.5, true, null, [], ['a'], {}, { nested: 'x' }];

const MALFORMED = ['{', '{"login":', "{'login':'a'}", '{"a":1,}', 'nul', 'undefined', '{"a":"\\x"}', '\u0000', '{"a":1}{"b":2}', '--', '{"a": NaN}'];
const NOT_OBJECTS = ['[]', '[{"login":"a"}]', 'null', '42', '"texto"', 'true', '['.repeat(50_000)];

/** Body payloads per endpoint: the bad ones, plus where each came from for the failure report. */
function bodiesFor(endpoint: Endpoint): { label: string; body: string; parsed?: Record<string, unknown> }[] {
  const out: { label: string; body: string; parsed?: Record<string, unknown> }[] = [];
  for (const raw of MALFORMED) out.push({ label: `malformed ${JSON.stringify(raw.slice(0, 20))}`, body: raw });
  for (const raw of NOT_OBJECTS) out.push({ label: `non-object ${raw.slice(0, 20)}`, body: raw });
  const objects: [string, Record<string, unknown>][] = [
    ['empty object', {}],
    ['unknown keys only', { foo: 'bar', __proto__: { admin: true }, constructor: 'x' }],
  ];
  for (const field of endpoint.fields) {
    for (const wrong of WRONG_TYPES) objects.push([`${field}=${JSON.stringify(wrong)}`, { [field]: wrong }]);
    objects.push([`${field} 10k chars`, { [field]: LONG }]);
    objects.push([`${field} with NUL and emoji`, { [field]: 'a\u0000b😀\u202e' }]);
  }
  for (const wrong of WRONG_TYPES) objects.push([`all fields ${JSON.stringify(wrong)}`, Object.fromEntries(endpoint.fields.map((f) => [f, wrong]))]);
  objects.push(['all fields 10k chars', Object.fromEntries(endpoint.fields.map((f) => [f, LONG]))]);
  // Plausible values with a NUL inside: PostgreSQL refuses NUL in text, validation must first.
  objects.push(['all fields with NUL', Object.fromEntries(endpoint.fields.map((f) => [f, 'atleta@demo.test\u0000']))]);
  objects.push(['all fields with control chars', Object.fromEntries(endpoint.fields.map((f) => [f, 'a\u0001b\u001bc']))]);
  for (const [label, parsed] of objects) out.push({ label, body: JSON.stringify(parsed), parsed });
  return out;
}

const ENGLISH = /\b(invalid|expected|received|error|undefined|null|nan|internal|not found|unauthorized|bad request|forbidden|too large|unexpected|syntax|token)\b/i;

function expectCleanFailure(res: CallResult, context: string): void {
  expect(res.status, `${context}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${context}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
  expect(res.json?.status, context).toBe(0);
  expect(typeof res.json?.message, context).toBe('string');
  expect(res.json.message.trim().length, context).toBeGreaterThan(0);
  expect(res.json.message, context).not.toMatch(ENGLISH);
  for (const [field, message] of Object.entries((res.json.errors ?? {}) as Record<string, unknown>)) {
    expect(typeof message, `${context} errors.${field}`).toBe('string');
    expect(message as string, `${context} errors.${field}`).not.toMatch(ENGLISH);
  }
  expect(res.text, context).not.toMatch(/at .+\.ts:\d+|node_modules|SELECT |stack/);
}

describe('bodies', () => {
  for (const endpoint of POSTS) {
    it(`${endpoint.method} ${endpoint.path.slice(0, 40)}: every bad body is a clean 4xx`, async () => {
      for (const { label, body, parsed } of bodiesFor(endpoint)) {
        for (const withToken of [false, true]) {
          const res = await call(harness.app, endpoint.path, { method: 'POST', body, token: withToken ? token : undefined });
          const context = `${endpoint.path} [${label}]${withToken ? ' +token' : ''}`;
          if (withToken && parsed && endpoint.validWithToken?.(parsed)) {
            expect(res.status, context).toBe(200);
            expect(res.json.status, context).toBe(1);
            if (endpoint.path.endsWith('/logout')) token = (await login(harness.app, 'master@demo.test')).token; // it was revoked
          } else {
            expectCleanFailure(res, context);
          }
        }
      }
    });
  }

  it('a body over 64 KiB is 413, declared or chunked', async () => {
    const huge = JSON.stringify({ login: 'a'.repeat(70 * 1024), password: 'x' });
    const hugest = JSON.stringify({ name: 'b'.repeat(1024 * 1024) });
    for (const endpoint of POSTS) {
      for (const body of [huge, hugest]) {
        const res = await call(harness.app, endpoint.path, { method: 'POST', body, token });
        expectCleanFailure(res, `${endpoint.path} huge`);
        expect(res.status).toBe(413);
      }
      // No Content-Length: the limit must hold while streaming.
      const chunk = new TextEncoder().encode('{"a":"' + 'c'.repeat(16 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 200) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await harness.app.request(endpoint.path, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const text = await response.text();
      expectCleanFailure({ status: response.status, headers: response.headers, text, json: JSON.parse(text) }, `${endpoint.path} chunked`);
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(200); // it stopped reading early
    }
  });

  it('a wrong content type is 415; invalid UTF-8 is 400', async () => {
    for (const endpoint of POSTS) {
      const text = await call(harness.app, endpoint.path, { method: 'POST', body: '{"login":"a","password":"b"}', headers: { 'content-type': 'text/plain' }, token });
      expectCleanFailure(text, `${endpoint.path} text/plain`);
      expect(text.status).toBe(415);
      const form = await call(harness.app, endpoint.path, { method: 'POST', body: 'login=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' }, token });
      expect(form.status).toBe(415);
      const response = await harness.app.request(endpoint.path, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      });
      const body = await response.text();
      expectCleanFailure({ status: response.status, headers: response.headers, text: body, json: JSON.parse(body) }, `${endpoint.path} bad utf-8`);
      expect(response.status).toBe(400);
    }
  });
});

describe('nesting depth', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('a 12 KB push of an array nested 6,000 deep is a clean 400, not a 500', async () => {
    const body = `{"clientId":"${uuidv7()}","schemaVersion":${SCHEMA_VERSION},"mutations":[{"seq":1,"name":"countries.put","at":"2026-11-20T10:00:00.000Z","args":{"id":"${uuidv7()}","name":${nested(6000)}}}]}`;
    expect(body.length).toBeLessThan(13_000);
    const res = await call(harness.app, '/api/v1/sync/push', { body, token });
    expectCleanFailure(res, 'deep push');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Corpo da requisição inválido: dados aninhados em níveis demais.');
  });

  it('the same cap holds on every JSON endpoint; brackets inside strings do not count', async () => {
    for (const endpoint of POSTS) {
      const res = await call(harness.app, endpoint.path, { body: `{"login":${nested(6000)},"password":"x"}`, token });
      expectCleanFailure(res, `${endpoint.path} deep`);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Corpo da requisição inválido: dados aninhados em níveis demais.');
    }
    // 64 levels are fine (the login's own validation answers); 65 are not.
    const at = (depth: number) => call(harness.app, '/api/v1/auth/login', { body: `{"login":"x","password":"y","extra":${nested(depth - 1)}}` });
    expect((await at(64)).status).toBe(401);
    expect((await at(65)).status).toBe(400);
    const quoted = await call(harness.app, '/api/v1/auth/login', { body: JSON.stringify({ login: `${'['.repeat(100)}"\\{{{`, password: 'y' }) });
    expect(quoted.status, quoted.text).toBe(401);
  });
});

describe('headers and queries', () => {
  const BAD_AUTH = ['Bearer', 'Bearer ', `Bearer ${LONG}`, 'Bearer a b', 'bearer ' + '\u00e7'.repeat(43), 'Token abc', `Bearer ${'A'.repeat(43)}`, 'Basic YTpi'];

  it('junk Authorization on authenticated endpoints is 401', async () => {
    for (const endpoint of [...ENDPOINTS.filter((e) => /\/(me|logout|codes)$/.test(e.path))]) {
      for (const authorization of BAD_AUTH) {
        const res = await call(harness.app, endpoint.path, { method: endpoint.method, headers: { authorization }, body: endpoint.method === 'POST' ? {} : undefined });
        const context = `${endpoint.path} auth=${authorization.slice(0, 20)}`;
        if (endpoint.path.endsWith('/logout') && authorization === `Bearer ${'A'.repeat(43)}`) {
          // Well-formed but unknown: logout is idempotent and says it is done.
          expect(res.json, context).toEqual({ status: 1 });
          continue;
        }
        expectCleanFailure(res, context);
        expect(res.status).toBe(401);
      }
    }
  });

  it('junk Host headers are a clean 4xx everywhere', async () => {
    const hosts = ['a'.repeat(300), '..', '[::1', 'localhost:99999999', 'ção.localhost', 'localhost/../x', 'exa mple.com', '-.-'];
    for (const endpoint of ENDPOINTS) {
      for (const host of hosts) {
        const res = await call(harness.app, endpoint.path, { method: endpoint.method, host, body: endpoint.method === 'POST' ? {} : undefined });
        expectCleanFailure(res, `${endpoint.path} host=${host.slice(0, 20)}`);
      }
    }
  });

  it('junk client lookups are a clean 4xx', async () => {
    const queries = [
      '', '?host=', '?code=', `?host=${LONG}`, `?code=${LONG}`, '?host=%00', '?code=%E0%A4%A', '?host[]=localhost', '?code[x]=demo',
      '?host=..%2F..%2Fetc', "?code=demo'--", '?host=local%00host', '?host=%F0%9F%98%80', '?host=[::1]', '?host=localhost:abc', '?host=localhost%0d%0aSet-Cookie:x=1',
    ];
    for (const query of queries) {
      const res = await call(harness.app, `/api/v1/federa/client${query}`);
      expectCleanFailure(res, `client${query.slice(0, 30)}`);
    }
  });

  it('junk /c/{code} prefixes and unknown API paths are a clean 404', async () => {
    for (const path of ['/c/%00/api/v1/configs/common', `/c/${LONG}/api/v1/configs/common`, '/c/%2e%2e%2f/api/v1/configs/common', '/c/a%2Fb/api/v1/configs/common', '/c/demo/api/v1/%E0%A4%A', '/api/v1/auth/oauth/link', '/api/v1/auth/oauth/link/a/b']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await call(harness.app, path, { method, body: method === 'GET' ? undefined : {} });
        expectCleanFailure(res, `${method} ${path.slice(0, 40)}`);
      }
    }
  });

  it('wrong methods on every endpoint are a clean 405', async () => {
    for (const endpoint of ENDPOINTS) {
      for (const method of ['PUT', 'DELETE', 'PATCH', endpoint.method === 'GET' ? 'POST' : 'GET']) {
        const res = await call(harness.app, endpoint.path, { method, body: method === 'GET' ? undefined : {} });
        expectCleanFailure(res, `${method} ${endpoint.path}`);
        expect(res.status).toBe(405);
      }
    }
  });
});

describe('no request above logged an error (a 4xx is never a caught bug)', () => {
  it('console.error and console.warn were not called', () => {
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
