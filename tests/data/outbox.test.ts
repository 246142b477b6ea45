import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBytes, PUSH_BATCH_BYTES, PUSH_MAX_BYTES, SCHEMA_VERSION } from '../../src/domain/protocol';
import { applyPull } from '../../src/data/apply-pull';
import { mutate } from '../../src/data/mutate';
import {
  applyPushResults, discardRejected, outboxBatch, pendingCount, rejectedEntries, retryRejected, rotateClient,
} from '../../src/data/outbox';
import type { TenantDb } from '../../src/data/tenant-db';
import { country, freshDb, OTHER, replica, USER } from './fixtures';

let db: TenantDb;
afterEach(async () => {
  await db?.delete();
});

const refused = { code: 'forbidden', message: 'Você não tem permissão para alterar países.' };

async function seedServerRow(row: ReturnType<typeof country>) {
  await applyPull(db, { status: 1, cursor: 1, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes: [{ collection: 'countries', id: row.id, version: 1, data: row }] }, 'x');
}

describe('outboxBatch', () => {
  it("sends only the user's own pending writes, in seq order, up to the limit", async () => {
    db = freshDb();
    await mutate(db, { userId: USER }, 'countries.put', country());
    await mutate(db, { userId: OTHER }, 'countries.put', country());
    await mutate(db, { userId: USER }, 'countries.put', country());
    await mutate(db, { userId: USER }, 'countries.put', country());
    const batch = (await outboxBatch(db, USER, 2))!;
    expect(batch.mutations.map((m) => m.seq)).toEqual([1, 2]);
    expect(batch).toMatchObject({ clientId: (await db.clients.get(USER))!.clientId, schemaVersion: SCHEMA_VERSION });
    expect(Object.keys(batch.mutations[0]!).sort()).toEqual(['args', 'at', 'name', 'seq']);
    expect((await outboxBatch(db, OTHER, 10))!.mutations).toHaveLength(1);
    expect(await outboxBatch(db, 'nobody', 10)).toBeNull();
  });

  it('cuts a batch by size too, so 500 large writes never exceed the server body cap', async () => {
    db = freshDb();
    // Countries' names are short, so size the cut to about two writes instead of making 8 MiB of data.
    for (let i = 0; i < 5; i++) await mutate(db, { userId: USER }, 'countries.put', country({ name: `País ${'ã'.repeat(40)} ${i}` }));
    const one = jsonBytes((await outboxBatch(db, USER, 1))!.mutations[0]);
    const batch = (await outboxBatch(db, USER, 500, one * 2 + 2))!;
    expect(batch.mutations.map((m) => m.seq)).toEqual([1, 2]);
    // A single write larger than the cut still goes alone (each write is capped far below the body cap).
    expect((await outboxBatch(db, USER, 500, 10))!.mutations).toHaveLength(1);
    expect(PUSH_BATCH_BYTES).toBeLessThan(PUSH_MAX_BYTES);
  });
});

describe('push results', () => {
  it('marks accepted as acked (no longer pending) and refused as rejected, reverting its effect', async () => {
    db = freshDb();
    const row = country({ name: 'Servidor' });
    await seedServerRow(row);
    const a = await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Aceito' }));
    const b = await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Recusado' });
    expect(await pendingCount(db)).toBe(2);
    await applyPushResults(db, { status: 1, lastSeq: 2, results: [{ seq: a.seq, ok: true }, { seq: b.seq, ok: false, ...refused }] }, a.clientId);
    expect(await pendingCount(db)).toBe(0);
    const [rejected] = await rejectedEntries(db);
    expect(rejected).toMatchObject({ seq: b.seq, status: 'rejected', ...refused, args: { ...row, name: 'Recusado' } });
    expect(await db.rows('countries').get(row.id)).toMatchObject({ name: 'Servidor' });
    expect(await db.rows('countries').get(a.args.id as string)).toMatchObject({ name: 'Aceito' });
    // A later pull keeps the panel entry (the user has not decided yet).
    await applyPull(db, { status: 1, cursor: 2, hasMore: false, lastSeq: 2, schemaVersion: SCHEMA_VERSION, changes: [] }, a.clientId);
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['rejected']);
  });

  it('discard removes the rejected write; retry queues the fix as a new seq', async () => {
    db = freshDb();
    const row = country({ name: 'Servidor' });
    await seedServerRow(row);
    const a = await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'X' });
    const b = await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Y' });
    await applyPushResults(db, { status: 1, lastSeq: 2, results: [{ seq: 1, ok: false, ...refused }, { seq: 2, ok: false, ...refused }] }, a.clientId);
    expect(await discardRejected(db, a.id)).toBe(true);
    expect(await discardRejected(db, a.id)).toBe(false);
    await expect(retryRejected(db, { userId: USER }, b.id, { ...row, name: '' })).rejects.toMatchObject({ message: 'Informe o nome.' });
    expect((await rejectedEntries(db)).map((e) => e.id)).toEqual([b.id]);
    await expect(retryRejected(db, { userId: OTHER }, b.id, row)).rejects.toThrow('Só quem fez');
    const retried = await retryRejected(db, { userId: USER }, b.id, { ...row, name: 'Corrigido' });
    expect(retried.seq).toBe(3);
    expect(await rejectedEntries(db)).toEqual([]);
    expect(await db.rows('countries').get(row.id)).toMatchObject({ name: 'Corrigido' });
    expect((await outboxBatch(db, USER, 10))!.mutations.map((m) => m.seq)).toEqual([3]);
  });

  it('discard reverts a rejected effect still applied (no rebase since) to the server row', async () => {
    db = freshDb();
    const row = country({ name: 'Servidor' });
    await seedServerRow(row);
    const a = await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Local' });
    await db.outbox.update(a.id, { status: 'rejected', ...refused }); // as an older client version left it
    expect(await discardRejected(db, a.id)).toBe(true);
    expect(await replica(db, 'countries')).toEqual([row]);
  });
});

describe('rotateClient', () => {
  it("starts a new stream and renumbers the user's pending writes from 1", async () => {
    db = freshDb();
    const first = await mutate(db, { userId: USER }, 'countries.put', country());
    await mutate(db, { userId: USER }, 'countries.put', country());
    await mutate(db, { userId: USER }, 'countries.put', country());
    await applyPushResults(db, { status: 1, lastSeq: 1, results: [{ seq: 1, ok: true }] }, first.clientId);
    const clientId = await rotateClient(db, USER);
    expect(clientId).not.toBe(first.clientId);
    expect((await outboxBatch(db, USER, 10))!).toMatchObject({ clientId, mutations: [{ seq: 1 }, { seq: 2 }] });
    expect((await mutate(db, { userId: USER }, 'countries.put', country())).seq).toBe(3);
  });
});
