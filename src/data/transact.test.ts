import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openTenantDb, writeTables, type TenantDb } from './tenant-db';
import { transact } from './transact';

let db: TenantDb | undefined;
let counter = 0;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

/** A chain of awaits on pure async work, as a mutator's rule checks make (no IndexedDB request between). */
async function manyHops(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

const entry = { clientId: 'c', seq: 1, name: 'x.put', args: {}, at: '2026-11-27T00:00:00.000Z', userId: 'u', status: 'pending' as const };

describe('transact', () => {
  it("keeps a write inside its transaction after hundreds of awaits: a failure later rolls it back", async () => {
    db = openTenantDb(`transact-${process.pid}-${++counter}`);
    const outcome = transact(db, 'rw', writeTables(db), async (tx) => {
      await tx.clients.get('u');
      await manyHops(400);
      await tx.outbox.add({ ...entry });
      throw new Error('a rule refused');
    });
    await expect(outcome).rejects.toThrow('a rule refused');
    expect(await db.outbox.count()).toBe(0);
  });

  it('commits every write of a long chain together', async () => {
    db = openTenantDb(`transact-${process.pid}-${++counter}`);
    await transact(db, 'rw', writeTables(db), async (tx) => {
      await tx.clients.put({ userId: 'u', clientId: 'c', seq: 0 });
      await manyHops(400);
      await tx.outbox.add({ ...entry });
      await manyHops(400);
      await tx.clients.put({ userId: 'u', clientId: 'c', seq: 1 });
    });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.clients.get('u'))?.seq).toBe(1);
  });

  it("writes into its transaction even where Dexie's zone is lost", async () => {
    // Dexie.ignoreTransaction runs its function outside the transaction's zone: the state an await
    // chain is in once the zone's echoes run out (transact.ts). The outer db would write on its own.
    db = openTenantDb(`transact-${process.pid}-${++counter}`);
    const outcome = transact(db, 'rw', writeTables(db), async (tx) => {
      await Dexie.ignoreTransaction(() => tx.outbox.add({ ...entry }));
      throw new Error('a rule refused');
    });
    await expect(outcome).rejects.toThrow('a rule refused');
    expect(await db.outbox.count()).toBe(0);
  });

  it('the outer db, by contrast, writes outside the transaction once the zone is lost', async () => {
    // Shows the failure transact.ts guards against: this is what every write path did before.
    db = openTenantDb(`transact-${process.pid}-${++counter}`);
    const outer = db;
    const outcome = db.transaction('rw', writeTables(db), async () => {
      await Dexie.ignoreTransaction(() => outer.outbox.add({ ...entry }));
      throw new Error('a rule refused');
    });
    await expect(outcome).rejects.toThrow('a rule refused');
    expect(await db.outbox.count()).toBe(1);
  });

  it('hands out only the tables of the transaction', async () => {
    db = openTenantDb(`transact-${process.pid}-${++counter}`);
    await expect(transact(db, 'r', [db.outbox], async (tx) => tx.clients.get('u'))).rejects.toThrow(/not part of transaction/);
  });
});
