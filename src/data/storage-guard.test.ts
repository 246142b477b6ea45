import 'fake-indexeddb/auto';
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate } from './mutate';
import { openTenantDb, type TenantDb } from './tenant-db';
import { quotaMiddleware, watchQuota } from './storage-guard';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const USER = '0190f0a0-0000-7000-8000-000000000001';
const country = { id: '0190f0a0-0000-7000-8000-0000000000c1', name: 'Chile', iso2: 'CL', iso3: 'CHL', ddi: '56' };

describe('quotaMiddleware', () => {
  it('reports a read-write transaction aborted for lack of space, and nothing else', () => {
    const onQuota = vi.fn();
    const tx = Object.assign(new EventTarget(), { error: null as unknown });
    const core = { transaction: () => tx, table: () => ({}) } as unknown as DBCore;
    const wrapped = quotaMiddleware(onQuota).create(core) as DBCore;
    wrapped.transaction(['outbox'], 'readwrite');
    tx.error = { name: 'AbortError' };
    tx.dispatchEvent(new Event('abort'));
    expect(onQuota).not.toHaveBeenCalled();
    tx.error = quota();
    tx.dispatchEvent(new Event('abort'));
    expect(onQuota).toHaveBeenCalledTimes(1);
  });

  it('reports a request refused for lack of space (Dexie wraps it in `inner`) and still rejects', async () => {
    const onQuota = vi.fn();
    const dexieError = { name: 'AbortError', inner: { name: 'QuotaExceededError' } };
    const core = { transaction: () => new EventTarget(), table: () => ({ mutate: async () => { throw dexieError; } }) } as unknown as DBCore;
    const wrapped = quotaMiddleware(onQuota).create(core) as DBCore;
    await expect(wrapped.table('outbox').mutate({} as DBCoreMutateRequest)).rejects.toBe(dexieError);
    expect(onQuota).toHaveBeenCalledTimes(1);
  });
});

describe('a full disk during mutate', () => {
  let db: TenantDb;
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.delete();
  });

  it('saves nothing of the write (replica, outbox, seq) and shows the notice', async () => {
    db = openTenantDb(`quota-${process.pid}`);
    const onQuota = vi.fn();
    expect(watchQuota(db, onQuota)).toBe(true);
    await mutate(db, { userId: USER }, 'countries.put', { ...country, id: '0190f0a0-0000-7000-8000-0000000000c0', name: 'Antes' });
    // The disk fills up in the middle of the next write: its first put goes through, the next fails.
    const store = globalThis.IDBObjectStore.prototype;
    const put = store.put;
    let calls = 0;
    vi.spyOn(store, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (++calls > 1) throw quota();
      return put.apply(this, args);
    });
    vi.spyOn(store, 'add').mockImplementation(() => { throw quota(); });
    await expect(mutate(db, { userId: USER }, 'countries.put', country)).rejects.toBeTruthy();
    vi.restoreAllMocks();
    expect(onQuota).toHaveBeenCalled();
    expect(await db.rows('countries').get(country.id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.seq)).toEqual([1]);
    expect((await db.clients.get(USER))?.seq).toBe(1);
    // Space again: the same write goes through with the next seq.
    await mutate(db, { userId: USER }, 'countries.put', country);
    expect((await db.outbox.toArray()).map((e) => e.seq)).toEqual([1, 2]);
  });
});
