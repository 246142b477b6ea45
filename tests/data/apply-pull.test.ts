import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type Change, type PullAnswer } from '../../src/domain/protocol';
import { applyPull, UpdateRequiredError } from '../../src/data/apply-pull';
import { mutate } from '../../src/data/mutate';
import { applyPushResults } from '../../src/data/outbox';
import { readMeta, type TenantDb } from '../../src/data/tenant-db';
import { country, freshDb, replica, USER } from './fixtures';

let db: TenantDb;
afterEach(async () => {
  await db?.delete();
});

const page = (changes: Change[], over: Partial<PullAnswer> = {}): PullAnswer => ({
  status: 1, cursor: 10, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes, ...over,
});
const upsert = (data: { id: string } & Record<string, unknown>, version = 1): Change => ({ collection: 'countries', id: data.id, version, data });
const tombstone = (id: string, version = 1): Change => ({ collection: 'countries', id, version, deleted: true });

describe('applyPull', () => {
  it('applies upserts, tombstones and the cursor together', async () => {
    db = freshDb();
    const [a, b, c] = [country({ name: 'A' }), country({ name: 'B' }), country({ name: 'C' })];
    await applyPull(db, page([upsert(a), upsert(b)], { cursor: 2 }), 'c1');
    await applyPull(db, page([upsert({ ...a, name: 'A2' }, 3), tombstone(b.id, 4), upsert(c, 5), tombstone('nunca-visto', 6)], { cursor: 6 }), 'c1');
    expect(await replica(db, 'countries')).toEqual([{ ...a, name: 'A2' }, c].sort((x, y) => (x.id < y.id ? -1 : 1)));
    expect(await db.rows('countries').get(a.id)).toMatchObject({ name_search: 'a2' });
    const meta = await readMeta(db);
    expect(meta).toMatchObject({ cursor: 6, schemaVersion: SCHEMA_VERSION });
    expect(meta.lastSyncAt).toBeDefined();
  });

  it('is atomic: a page that fails half-way leaves rows and cursor untouched', async () => {
    db = freshDb();
    const a = country({ name: 'A' });
    await applyPull(db, page([upsert(a)], { cursor: 1 }), 'c1');
    const bad = upsert({ id: country().id, name: 'X', fn: () => 1 }); // not storable: DataCloneError
    await expect(applyPull(db, page([upsert({ ...a, name: 'A2' }, 2), bad], { cursor: 3 }), 'c1')).rejects.toThrow();
    expect(await replica(db, 'countries')).toEqual([a]);
    expect((await readMeta(db)).cursor).toBe(1);
  });

  it('refuses a page of another schema version and changes nothing', async () => {
    db = freshDb();
    await expect(applyPull(db, page([upsert(country())], { schemaVersion: SCHEMA_VERSION + 1 }), 'c1')).rejects.toBeInstanceOf(UpdateRequiredError);
    expect(await db.rows('countries').count()).toBe(0);
  });

  it('empties reset collections and skips unknown ones', async () => {
    db = freshDb();
    const a = country();
    await applyPull(db, page([upsert(a)]), 'c1');
    const b = country();
    await applyPull(db, page([upsert(b), { collection: 'martians', id: 'x', version: 2, data: {} }], { reset: ['countries', 'martians'] }), 'c1');
    expect(await replica(db, 'countries')).toEqual([b]);
  });
});

describe('rebase', () => {
  it('keeps a pending local edit visible over an older server row pulled later', async () => {
    db = freshDb();
    const row = country({ name: 'Servidor 1' });
    await applyPull(db, page([upsert(row)], { cursor: 1 }), 'c1');
    await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Local' });
    // Another device changed the row meanwhile; the server has not seen our edit yet.
    await applyPull(db, page([upsert({ ...row, name: 'Servidor 2', ddi: '56' }, 2)], { cursor: 2 }), 'c1');
    expect(await db.rows('countries').get(row.id)).toMatchObject({ name: 'Local', ddi: '55' });
    expect((await db.serverRows.get(['countries', row.id]))!.row).toMatchObject({ name: 'Servidor 2', ddi: '56' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('drops acked entries once a complete pull reflects them, and only then', async () => {
    db = freshDb();
    const row = country({ name: 'Novo' });
    const { clientId, seq } = await mutate(db, { userId: USER }, 'countries.put', row);
    await applyPushResults(db, { status: 1, lastSeq: seq, results: [{ seq, ok: true }] }, clientId);
    expect((await db.outbox.toArray())[0]!.status).toBe('acked');
    // First page of two: lastSeq is not trusted yet, the entry stays (and keeps its effect).
    await applyPull(db, page([], { hasMore: true, lastSeq: seq, cursor: 5 }), clientId);
    expect(await db.outbox.count()).toBe(1);
    expect(await replica(db, 'countries')).toEqual([row]);
    await applyPull(db, page([upsert(row, 6)], { lastSeq: seq, cursor: 6 }), clientId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.serverRows.count()).toBe(0);
    expect(await replica(db, 'countries')).toEqual([row]);
  });

  it('never drops a pending entry whose answer was lost, even when lastSeq covers it', async () => {
    db = freshDb();
    const { clientId, seq } = await mutate(db, { userId: USER }, 'countries.put', country());
    await applyPull(db, page([], { lastSeq: seq }), clientId);
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['pending']);
  });

  it('replays pending deletes and puts in order over fresh server rows', async () => {
    db = freshDb();
    const [a, b] = [country({ name: 'A' }), country({ name: 'B' })];
    await applyPull(db, page([upsert(a), upsert(b)], { cursor: 2 }), 'c1');
    await mutate(db, { userId: USER }, 'countries.delete', { id: a.id });
    await mutate(db, { userId: USER }, 'countries.put', { ...b, name: 'B local' });
    await mutate(db, { userId: USER }, 'countries.put', { ...a, name: 'A de volta' });
    await applyPull(db, page([tombstone(b.id, 3)], { cursor: 3 }), 'c1');
    const rows = await replica(db, 'countries');
    expect(rows.map((r) => r.name).sort()).toEqual(['A de volta', 'B local']);
    expect((await db.serverRows.get(['countries', b.id]))!.row).toBeNull();
  });
});
