import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type Change } from '../../src/domain/protocol';
import { applyPull } from '../../src/data/apply-pull';
import { mutate } from '../../src/data/mutate';
import { applyPushResults } from '../../src/data/outbox';
import { readMeta, type TenantDb } from '../../src/data/tenant-db';
import { wipeUserPrivate } from '../../src/data/wipe';
import { country, freshDb, OTHER, profile, USER } from './fixtures';

let db: TenantDb;
afterEach(async () => {
  await db?.delete();
});

const row = (collection: string, data: { id: string }, version: number): Change => ({ collection, id: data.id, version, data });

describe('wipeUserPrivate', () => {
  it('removes private rows and settled entries, keeps catalogues and pending writes, resets the cursor', async () => {
    db = freshDb();
    const [mine, theirs, brasil] = [profile(USER), profile(OTHER, { name: 'João' }), country()];
    await applyPull(db, { status: 1, cursor: 9, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes: [row('profiles', mine, 1), row('profiles', theirs, 2), row('countries', brasil, 3)] }, 'x');
    const acked = await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Chile' }));
    const rejected = await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Peru' }));
    const pending = await mutate(db, { userId: USER }, 'countries.put', country({ name: 'Uruguai' }));
    const othersPending = await mutate(db, { userId: OTHER }, 'countries.put', country({ name: 'Paraguai' }));
    await applyPushResults(db, { status: 1, lastSeq: 2, results: [{ seq: 1, ok: true }, { seq: 2, ok: false, code: 'x', message: 'Não.' }] }, acked.clientId);

    await wipeUserPrivate(db, USER);

    // profiles replicate by permission too, so every row there came with this user's grants.
    expect(await db.rows('profiles').count()).toBe(0);
    expect(await db.rows('countries').get(brasil.id)).toBeDefined();
    expect((await db.outbox.toArray()).map((e) => e.id).sort()).toEqual([pending.id, othersPending.id].sort());
    expect(await db.outbox.get(rejected.id)).toBeUndefined();
    expect(await db.rows('countries').get(pending.args.id as string)).toMatchObject({ name: 'Uruguai' });
    expect((await readMeta(db)).cursor).toBe(0);
    expect(await db.clients.get(USER)).toBeDefined();
  });

  it('discards pending writes and the client stream only when asked', async () => {
    db = freshDb();
    const w = await mutate(db, { userId: USER }, 'countries.put', country());
    await wipeUserPrivate(db, USER, { discardPending: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('countries').get(w.args.id as string)).toBeUndefined();
    expect(await db.clients.get(USER)).toBeUndefined();
    const next = await mutate(db, { userId: USER }, 'countries.put', country());
    expect(next.clientId).not.toBe(w.clientId);
    expect(next.seq).toBe(1);
  });
});
