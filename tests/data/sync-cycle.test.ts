import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { mutate } from '../../src/data/mutate';
import { pendingCount, rejectedEntries } from '../../src/data/outbox';
import { syncCycle, SyncHttpError, type SyncTransport } from '../../src/data/sync-cycle';
import type { TenantDb } from '../../src/data/tenant-db';
import { FakeServer } from './fake-server';
import { country, directTransport, freshDb, OTHER, replica, sport, USER } from './fixtures';

let server: FakeServer;
const dbs: TenantDb[] = [];
const open = () => {
  const db = freshDb('cycle');
  dbs.push(db);
  return db;
};
beforeEach(() => {
  server = new FakeServer();
  server.addUser({ id: USER, tenantId: 't', permissions_names: ['regions'] });
  server.addUser({ id: OTHER, tenantId: 't', permissions_names: ['regions'] });
});
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

describe('syncCycle', () => {
  it('carries a write from one device to another', async () => {
    const [a, b] = [open(), open()];
    const row = country({ name: 'Chile' });
    await mutate(a, { userId: USER }, 'countries.put', row);
    expect(await syncCycle(a, directTransport(server, USER), USER)).toMatchObject({ status: 'synced', pushed: 1, pulled: 1 });
    expect(await pendingCount(a)).toBe(0);
    expect(await a.outbox.count()).toBe(0);
    expect(await syncCycle(b, directTransport(server, OTHER), OTHER, { pullLimit: 1 })).toMatchObject({ status: 'synced', pulled: 1 });
    expect(await replica(b, 'countries')).toEqual([row]);
  });

  it('shows a refused write in the panel and removes its effect', async () => {
    const db = open();
    await mutate(db, { userId: USER }, 'sports.put', sport());
    expect(await syncCycle(db, directTransport(server, USER), USER)).toMatchObject({ status: 'synced', rejected: 1 });
    expect((await rejectedEntries(db))[0]).toMatchObject({ code: 'forbidden', message: 'Você não tem permissão para alterar modalidades.' });
    expect(await db.rows('sports').count()).toBe(0);
  });

  it('pauses on 401 and keeps the write for the next login', async () => {
    const db = open();
    await mutate(db, { userId: USER }, 'countries.put', country());
    const expired: SyncTransport = {
      push: async () => { throw new SyncHttpError(401); },
      pull: async () => { throw new SyncHttpError(401); },
    };
    expect((await syncCycle(db, expired, USER)).status).toBe('unauthorized');
    expect(await pendingCount(db)).toBe(1);
    expect((await syncCycle(db, directTransport(server, USER), USER)).status).toBe('synced');
    expect(server.applications.size).toBe(1);
  });

  it('reports offline on network errors and update-required on a newer schema, applying nothing', async () => {
    const db = open();
    const offline: SyncTransport = { push: async () => { throw new TypeError('fetch failed'); }, pull: async () => { throw new TypeError('fetch failed'); } };
    expect((await syncCycle(db, offline, USER)).status).toBe('offline');
    const newer: SyncTransport = {
      push: async () => { throw new Error('unused'); },
      pull: async () => ({ status: 1, cursor: 1, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION + 1, changes: [{ collection: 'countries', id: 'x', version: 1, data: country() }] }),
    };
    expect((await syncCycle(db, newer, USER)).status).toBe('update-required');
    expect(await db.rows('countries').count()).toBe(0);
  });

  it('recovers from a server that lost confirmed writes (409) with a fresh stream', async () => {
    const db = open();
    await mutate(db, { userId: USER }, 'countries.put', country());
    await syncCycle(db, directTransport(server, USER), USER);
    const restored = new FakeServer(); // a backup from before that write
    restored.addUser({ id: USER, tenantId: 't', permissions_names: ['regions'] });
    const row = country({ name: 'Depois do backup' });
    await mutate(db, { userId: USER }, 'countries.put', row);
    expect(await syncCycle(db, directTransport(restored, USER), USER)).toMatchObject({ status: 'synced', pushed: 1 });
    expect(restored.view(USER).countries).toEqual([row]);
    expect([...restored.applications.values()]).toEqual([1]);
    expect(await db.outbox.count()).toBe(0);
    // The replica itself needs a full resync after a restore (its cursor is ahead of the restored
    // counter): the server must signal that (e.g. `reset`), which is the server's part.
  });
});

describe('syncCycle against a misbehaving server', () => {
  it('stops instead of looping when answers make no progress', async () => {
    const db = open();
    await mutate(db, { userId: USER }, 'countries.put', country());
    let pushes = 0;
    const silent: SyncTransport = {
      push: async () => ({ status: 1, lastSeq: 0, results: [] }),
      pull: async () => ({ status: 1, cursor: 0, hasMore: true, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes: [] }),
    };
    const counting: SyncTransport = { ...silent, push: async (b) => (pushes++, silent.push(b)) };
    expect((await syncCycle(db, counting, USER)).status).toBe('error');
    expect(pushes).toBe(1);
    expect(await pendingCount(db)).toBe(1);
    await db.outbox.clear();
    expect((await syncCycle(db, silent, USER)).status).toBe('error');
  });
});
