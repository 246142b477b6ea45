// The service worker's flush (sw/sync-flush.ts) against the reference server, through fetch.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../src/data/mutate';
import { pendingCount } from '../src/data/outbox';
import { openTenantDb, type TenantDb } from '../src/data/tenant-db';
import { parsePullQuery } from '../src/domain/protocol';
import { readSession, saveSession } from '../sw/session-store';
import { flushOutbox } from '../sw/sync-flush';
import { FakeServer } from '../tests/data/fake-server';
import { country, OTHER, USER } from '../tests/data/fixtures';

let server: FakeServer;
let db: TenantDb;
const code = `swflush-${process.pid}`;
const tokens = new Map([['tok-a', USER], ['tok-b', OTHER]]);

/** fetch → FakeServer, as the real endpoints would answer. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const user = tokens.get(String((init?.headers as Record<string, string>).Authorization).replace('Bearer ', ''));
  if (!user) return Response.json({ status: 0, message: 'Sessão expirada.' }, { status: 401 });
  const reply = url.pathname.endsWith('/sync/push')
    ? await server.push(user, JSON.parse(String(init?.body)))
    : server.pull(user, parsePullQuery(url.searchParams)!);
  return Response.json(reply.body, { status: reply.status });
}

beforeEach(() => {
  server = new FakeServer();
  server.addUser({ id: USER, tenantId: code, permissions_names: ['regions'] });
  server.addUser({ id: OTHER, tenantId: code, permissions_names: ['regions'] });
  db = openTenantDb(code);
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await saveSession(null);
  await db.delete();
});

describe('service worker flush', () => {
  it('pushes the stored user\'s pending writes with the same syncCycle', async () => {
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Equador' }));
    await saveSession({ clientCode: code, backend: 'http://api.test', userId: USER, token: 'tok-a' });
    expect(await flushOutbox()).toBe('synced');
    expect(await pendingCount(db)).toBe(0);
    expect(server.view(USER).countries!.map((c) => c.name)).toEqual(['Equador']);
    expect([...server.applications.values()]).toEqual([1]);
  });

  it('does nothing without a session (logged out) or without pending writes', async () => {
    await mutate(db, { userId: USER }, 'countries.put', country());
    expect(await flushOutbox()).toBe('no-session');
    await saveSession({ clientCode: code, backend: 'http://api.test', userId: OTHER, token: 'tok-b' });
    // The stored user is B: A's write is not B's to send.
    expect(await flushOutbox()).toBe('nothing-pending');
    expect(server.applications.size).toBe(0);
    expect(await pendingCount(db)).toBe(1);
  });

  it('keeps the writes when the network or the token fails', async () => {
    await mutate(db, { userId: USER }, 'countries.put', country());
    await saveSession({ clientCode: code, backend: 'http://api.test', userId: USER, token: 'expired' });
    expect(await flushOutbox()).toBe('unauthorized');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await saveSession({ clientCode: code, backend: 'http://api.test', userId: USER, token: 'tok-a' });
    expect(await flushOutbox()).toBe('offline');
    expect(await pendingCount(db)).toBe(1);
  });

  it('stores only what it needs and forgets it at logout', async () => {
    await saveSession({ clientCode: code, backend: 'http://api.test', userId: USER, token: 'tok-a', extra: 'x' } as never);
    expect(await readSession()).toEqual({ key: 'current', clientCode: code, backend: 'http://api.test', userId: USER, token: 'tok-a' });
    await saveSession(null);
    expect(await readSession()).toBeUndefined();
  });
});
