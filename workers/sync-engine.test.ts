import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutate } from '../src/data/mutate';
import { pendingCount } from '../src/data/outbox';
import { SyncHttpError, type SyncTransport } from '../src/data/sync-cycle';
import { openTenantDb, type TenantDb } from '../src/data/tenant-db';
import { FakeServer } from '../tests/data/fake-server';
import { country, directTransport, freshDb, OTHER, USER } from '../tests/data/fixtures';
import { SyncEngine, type ChannelLike, type EngineDeps, type LocksLike } from './sync-engine';
import type { ChannelMessage, SyncSession, SyncState } from './sync-protocol';

// ---- in-memory Web Locks and BroadcastChannel, enough to run several "tabs" in one process ----

class FakeLocks implements LocksLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, (() => void)[]>();
  request<T>(name: string, a: { signal?: AbortSignal } | (() => Promise<T>), b?: () => Promise<T>): Promise<T> {
    const callback = (typeof a === 'function' ? a : b)!;
    const signal = typeof a === 'function' ? undefined : a.signal;
    return new Promise<T>((resolve, reject) => {
      const grant = () => {
        this.held.add(name);
        callback().then(resolve, reject).finally(() => {
          this.held.delete(name);
          this.queues.get(name)?.shift()?.();
        });
      };
      if (!this.held.has(name)) return grant();
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      queue.push(grant);
      signal?.addEventListener('abort', () => {
        const i = queue.indexOf(grant);
        if (i >= 0) queue.splice(i, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}

class Bus {
  private readonly members = new Map<string, Set<ChannelLike>>();
  open(name: string): ChannelLike {
    const set = this.members.get(name) ?? new Set<ChannelLike>();
    this.members.set(name, set);
    const channel: ChannelLike = {
      onmessage: null,
      postMessage: (message: ChannelMessage) => {
        const copy = structuredClone(message);
        for (const other of set) if (other !== channel) setTimeout(() => other.onmessage?.({ data: copy } as MessageEvent<ChannelMessage>), 0);
      },
      close: () => void set.delete(channel),
    };
    set.add(channel);
    return channel;
  }
}

// ---- fixtures ----

let server: FakeServer;
let db: TenantDb;
let locks: FakeLocks;
let bus: Bus;
let online: boolean;
/** Tokens the server knows; removing one makes it answer 401 ("sessão expirada"). */
let tokens: Map<string, string>;
let failWith: Error | null;
const engines: SyncEngine[] = [];

/** When set, requests hang until their round is aborted (a dead network that never answers). */
let hang = false;

function transport(_backend: string, token: () => string | null, signal: AbortSignal): SyncTransport {
  const hanging = () => new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(new TypeError('aborted'));
    signal.addEventListener('abort', () => reject(new TypeError('aborted')));
  });
  const user = () => {
    if (failWith) throw failWith;
    const t = token();
    const id = t ? tokens.get(t) : undefined;
    if (!id) throw new SyncHttpError(401, { status: 0, message: 'Sessão expirada.' });
    return id;
  };
  return {
    push: async (body) => (hang ? hanging() : directTransport(server, user()).push(body)),
    pull: async (query) => (hang ? hanging() : directTransport(server, user()).pull(query)),
  };
}

function engine(over: Partial<EngineDeps> = {}): SyncEngine {
  const e = new SyncEngine({
    // Each tab opens its own connection to the same database.
    openDb: () => openTenantDb(db.tenant),
    transport,
    locks,
    channel: (name) => bus.open(name),
    isOnline: () => online,
    random: () => 0.5,
    idleMs: 60_000,
    ...over,
  });
  engines.push(e);
  return e;
}

const session = (userId = USER, token = 'tok-a'): SyncSession => ({ clientCode: 'demo', backend: 'http://x', userId, token });

async function until(predicate: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

beforeEach(() => {
  server = new FakeServer();
  server.addUser({ id: USER, tenantId: 'demo', permissions_names: ['regions'] });
  server.addUser({ id: OTHER, tenantId: 'demo', permissions_names: ['regions'] });
  db = freshDb('engine');
  locks = new FakeLocks();
  bus = new Bus();
  online = true;
  failWith = null;
  hang = false;
  tokens = new Map([['tok-a', USER], ['tok-b', OTHER]]);
});

afterEach(async () => {
  for (const e of engines.splice(0)) await e.leave();
  await db.delete();
});

describe('SyncEngine', () => {
  it('leads alone, pushes at start and reports synced with counts and the time', async () => {
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Chile' }));
    const e = engine();
    const seen: SyncState[] = [];
    e.onStatus((s) => seen.push(s));
    await e.start(session());
    await until(() => e.status().rounds >= 1);
    expect(e.isLeader).toBe(true);
    expect(e.status()).toMatchObject({ phase: 'idle', pending: 0, error: null, active: true });
    expect(e.status().lastSyncAt).not.toBeNull();
    expect(seen.some((s) => s.phase === 'pushing')).toBe(true);
    expect(seen.some((s) => s.phase === 'pulling')).toBe(true);
    // The first download is reported as such, with the rows applied.
    expect(seen.some((s) => s.initial !== null && s.initial.rows === 1)).toBe(true);
    expect(server.view(USER).countries!.map((c) => c.name)).toEqual(['Chile']);
  });

  it('uploads the kept files a write names before pushing it (the round passes the transport\'s upload on)', async () => {
    const ref = `files/${'ab'.repeat(32)}`;
    await db.files.put({ id: ref, bytes: new Uint8Array([1, 2, 3]).buffer, mime: 'image/jpeg', kind: 'image', status: 'pending', at: new Date().toISOString() });
    await mutate(db, { userId: USER }, 'countries.put', country({ name: ref }));
    const uploaded: string[] = [];
    const withUpload: EngineDeps['transport'] = (backend, token, signal) => ({
      ...transport(backend, token, signal),
      upload: async ({ ref: sent }) => void uploaded.push(sent),
    });
    const e = engine({ transport: withUpload });
    await e.start(session());
    await until(() => e.status().rounds >= 1);
    expect(uploaded).toEqual([ref]);
    expect(e.status()).toMatchObject({ pending: 0, error: null });
  });

  it('syncNow resolves after the round that carries a new write', async () => {
    const e = engine();
    await e.start(session());
    await until(() => e.status().rounds >= 1);
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Peru' }));
    const state = await e.syncNow('mutation');
    expect(state.pending).toBe(0);
    expect(server.view(USER).countries!.map((c) => c.name)).toEqual(['Peru']);
  });

  it('pauses on 401 keeping the write, and resumes when the same user logs in again', async () => {
    tokens.delete('tok-a'); // expired on the server
    await mutate(db, { userId: USER }, 'countries.put', country());
    const e = engine();
    await e.start(session());
    await until(() => e.status().phase === 'paused-auth');
    expect(e.status().error?.code).toBe('auth');
    expect(e.status().retryAt).toBeNull();
    // Writes keep coming and wait; no round runs while paused.
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Uruguai' }));
    const rounds = e.status().rounds;
    await e.syncNow('mutation');
    expect(e.status().rounds).toBe(rounds);
    expect(await pendingCount(db)).toBe(2);
    // New login of the same user.
    tokens.set('tok-a2', USER);
    await e.setToken('tok-a2');
    await until(() => e.status().phase === 'idle' && e.status().pending === 0);
    expect(server.view(USER).countries).toHaveLength(2);
  });

  it("never sends a user's pending writes with another user's token", async () => {
    tokens.delete('tok-a');
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'De A' }));
    const e = engine();
    await e.start(session(USER, 'tok-a'));
    await until(() => e.status().phase === 'paused-auth');
    // B signs in on the same device.
    await e.start(session(OTHER, 'tok-b'));
    await until(() => e.status().phase === 'idle' && e.status().rounds >= 2);
    expect(server.applications.size).toBe(0);
    expect(server.view(OTHER).countries).toEqual([]);
    expect(await db.outbox.where('[userId+status]').equals([USER, 'pending']).count()).toBe(1);
    // A comes back: only then does A's write leave, with A's token.
    tokens.set('tok-a3', USER);
    await e.start(session(USER, 'tok-a3'));
    await until(() => server.applications.size === 1);
  });

  it('backs off on network errors; a write waits for the backoff, `online` retries at once', async () => {
    failWith = new TypeError('fetch failed');
    const e = engine();
    const before = Date.now();
    await e.start(session());
    await until(() => e.status().rounds >= 1);
    const s = e.status();
    expect(s).toMatchObject({ phase: 'error', error: { code: 'offline' } });
    expect(s.retryAt! - before).toBeGreaterThanOrEqual(1000); // 1 s × (0.7 + 0.6 × 0.5)
    expect(s.retryAt! - Date.now()).toBeLessThanOrEqual(1000);
    await mutate(db, { userId: USER }, 'countries.put', country());
    await e.syncNow('mutation');
    expect(e.status().rounds).toBe(1);
    failWith = null;
    await e.syncNow('online');
    expect(e.status()).toMatchObject({ phase: 'idle', pending: 0, error: null, retryAt: null, rounds: 2 });
  });

  it('does not try while the device is offline, and goes when it comes back', async () => {
    online = false;
    await mutate(db, { userId: USER }, 'countries.put', country());
    const e = engine();
    await e.start(session());
    await until(() => e.status().pending === 1);
    expect(e.status().rounds).toBe(0);
    online = true;
    e.networkChanged(true);
    await until(() => e.status().rounds === 1);
    expect(e.status().pending).toBe(0);
  });

  it("shows the server's message when it fails with a 5xx", async () => {
    failWith = new SyncHttpError(503, { status: 0, message: 'Servidor em manutenção.' });
    const e = engine();
    await e.start(session());
    await until(() => e.status().rounds >= 1);
    expect(e.status().error).toEqual({ code: 'server', status: 503, message: 'Servidor em manutenção.' });
  });

  it('elects one leader per tenant; followers forward requests and see its state; the next one takes over', async () => {
    const a = engine();
    const b = engine();
    await a.start(session());
    await until(() => a.status().rounds >= 1);
    await b.start(session());
    await until(() => b.status().rounds >= 1); // the leader's state reached the follower
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Bolívia' }));
    const state = await b.syncNow('mutation');
    expect(state.pending).toBe(0);
    expect(server.view(USER).countries!.map((c) => c.name)).toEqual(['Bolívia']);
    // The leader's tab closes.
    await a.leave();
    await until(() => b.isLeader);
    await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Paraguai' }));
    expect((await b.syncNow('mutation')).pending).toBe(0);
  });

  it('a logout in a follower tab stops the leader', async () => {
    const a = engine();
    const b = engine();
    await a.start(session());
    await b.start(session());
    await until(() => a.status().rounds >= 1 && b.status().rounds >= 1);
    await b.setToken(null);
    await until(() => !a.status().active);
    // A timer round may have been in flight at the logout: it is aborted and ends (counted) after
    // the session went inactive. A request waits for a running round, so this settles it first.
    await a.syncNow('manual');
    await mutate(db, { userId: USER }, 'countries.put', country());
    const rounds = a.status().rounds;
    await a.syncNow('manual');
    expect(a.status().rounds).toBe(rounds);
    expect(await pendingCount(db)).toBe(1);
  });

  it('a sign-out does not wait for a hanging request: the round is aborted and nothing is lost', async () => {
    await mutate(db, { userId: USER }, 'countries.put', country());
    hang = true;
    const e = engine();
    await e.start(session());
    await until(() => e.status().phase === 'pushing');
    const started = Date.now();
    await e.setToken(null);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(e.status()).toMatchObject({ active: false, phase: 'idle', error: null, retryAt: null });
    expect(await pendingCount(db)).toBe(1);
  });
});
