import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSION, type Change, type PullAnswer } from '../domain/protocol';
import { uuidv7 } from '../domain/uuid';
import { applyPull } from './apply-pull';
import { mutate } from './mutate';
import { syncCycle, type SyncTransport } from './sync-cycle';
import { PACK_MIN, whenUnpacked } from './packs';
import { openTenantDb, type TenantDb } from './tenant-db';
import { wipeUserPrivate } from './wipe';

let db: TenantDb;
let n = 0;
afterEach(async () => {
  await whenUnpacked(db);
  await db.delete();
});
const fresh = () => (db = openTenantDb(`packs-${process.pid}-${++n}`));

const country = (name: string) => ({ id: uuidv7(), name, iso2: 'BR', iso3: 'BRA', ddi: '55' });
const upsert = (data: { id: string } & Record<string, unknown>, version = 1): Change => ({ collection: 'countries', id: data.id, version, data });
const page = (changes: Change[], over: Partial<PullAnswer> = {}): PullAnswer => ({
  status: 1, cursor: 10, hasMore: false, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes, ...over,
});
const many = (count: number) => Array.from({ length: count }, (_, i) => country(`País ${String(i).padStart(5, '0')}`));

describe('packed initial download', () => {
  it('stores a big page of a cold collection packed and unpacks every row, with derived keys', async () => {
    fresh();
    const rows = many(PACK_MIN + 234);
    await applyPull(db, page(rows.map((r) => upsert(r)), { hasMore: true, cursor: 5 }), 'c1');
    expect((await db.meta.get('sync'))?.cursor).toBe(5); // committed with the page
    await whenUnpacked(db);
    expect(await db.packs.count()).toBe(0);
    expect(await db.rows('countries').count()).toBe(rows.length);
    expect(await db.rows('countries').get(rows[7]!.id)).toMatchObject({ name: 'País 00007', name_search: 'pais 00007' });
  });

  it('a local write right after sees the pulled row and survives the unpacking of older packs', async () => {
    fresh();
    const rows = many(PACK_MIN * 3);
    await applyPull(db, page(rows.map((r) => upsert(r))), 'c1');
    const target = rows[PACK_MIN * 3 - 1]!; // in the last pack
    await mutate(db, { userId: 'u1' }, 'countries.put', { ...target, name: 'Local' });
    // The shadow is the server row (not "did not exist"), so a rebase would restore it.
    expect((await db.serverRows.get(['countries', target.id]))?.row).toMatchObject({ name: target.name });
    await whenUnpacked(db);
    expect(await db.rows('countries').get(target.id)).toMatchObject({ name: 'Local' });
    expect(await db.rows('countries').count()).toBe(rows.length);
  });

  it('a local write to another collection leaves the packs alone', async () => {
    fresh();
    await applyPull(db, page(many(PACK_MIN).map((r) => upsert(r)), { hasMore: true, cursor: 1 }), 'c1'); // download not over: packed
    const packs = await db.packs.count();
    expect(packs).toBeGreaterThan(0);
    await mutate(db, { userId: 'u1' }, 'sports.put', { id: uuidv7(), name: 'Vôlei', code: 'VOL', team_sport: true, active: true });
    expect(await db.packs.count()).toBe(packs);
  });

  it('later small pages win over older packs (update and tombstone)', async () => {
    fresh();
    const rows = many(PACK_MIN + 10);
    await applyPull(db, page(rows.map((r) => upsert(r)), { hasMore: true, cursor: 1 }), 'c1');
    const [a, b] = [rows[3]!, rows[PACK_MIN + 5]!];
    await applyPull(db, page([upsert({ ...a, name: 'Novo' }, 2), { collection: 'countries', id: b.id, version: 3, deleted: true }], { cursor: 3 }), 'c1');
    await whenUnpacked(db);
    expect(await db.rows('countries').get(a.id)).toMatchObject({ name: 'Novo' });
    expect(await db.rows('countries').get(b.id)).toBeUndefined();
    expect(await db.rows('countries').count()).toBe(rows.length - 1);
  });

  it('a warm collection takes big pages straight into the table; a reset drops pending packs', async () => {
    fresh();
    await applyPull(db, page([upsert(country('Já aqui'))], { hasMore: true, cursor: 1 }), 'c1');
    await applyPull(db, page(many(PACK_MIN).map((r) => upsert(r)), { hasMore: true, cursor: 2 }), 'c1');
    expect(await db.packs.count()).toBe(0);
    expect(await db.rows('countries').count()).toBe(PACK_MIN + 1);

    fresh();
    await applyPull(db, page(many(PACK_MIN).map((r) => upsert(r)), { hasMore: true, cursor: 1 }), 'c1');
    const kept = country('Depois do reset');
    await applyPull(db, page([upsert(kept, 2)], { cursor: 2, reset: ['countries'] }), 'c1');
    await whenUnpacked(db);
    expect((await db.rows('countries').toArray()).map((r) => r.id)).toEqual([kept.id]);
  });

  it('logout right after a packed download removes private rows still packed', async () => {
    fresh();
    const mine = '0190f0a0-0000-7000-8000-000000000001';
    const profiles: Change[] = Array.from({ length: PACK_MIN }, (_, i) => {
      const data = { id: uuidv7(), user_id: i === 0 ? mine : uuidv7(), name: `Atleta ${i}`, cpf: null, birthdate: '2008-03-14', gender: 'feminino' };
      return { collection: 'profiles', id: data.id, version: i + 1, data };
    });
    await applyPull(db, page(profiles, { hasMore: true, cursor: 1 }), 'c1'); // packed, not unpacked yet
    await wipeUserPrivate(db, mine);
    await whenUnpacked(db);
    expect(await db.rows('profiles').count()).toBe(0); // permission-replicated: every row goes
    expect((await db.meta.get('sync'))?.cursor).toBe(0);
  });

  it('a download cut short (offline) still unpacks what arrived, so it shows offline', async () => {
    fresh();
    const rows = many(PACK_MIN);
    let calls = 0;
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('no push expected')),
      pull: () => (calls++ === 0 ? Promise.resolve(page(rows.map((r) => upsert(r)), { hasMore: true, cursor: 1 })) : Promise.reject(new TypeError('Failed to fetch'))),
    };
    expect((await syncCycle(db, transport, 'u1')).status).toBe('offline');
    await vi.waitFor(async () => expect(await db.rows('countries').count()).toBe(rows.length), { timeout: 5000 });
  });

  it('a page that fails leaves neither packs nor cursor', async () => {
    fresh();
    const rows: Change[] = many(PACK_MIN).map((r) => upsert(r));
    rows.push(upsert({ id: uuidv7(), name: 'X', fn: () => 1 })); // not storable: DataCloneError
    await expect(applyPull(db, page(rows, { cursor: 9 }), 'c1')).rejects.toThrow();
    expect(await db.packs.count()).toBe(0);
    expect(await db.meta.get('sync')).toBeUndefined();
  });
});
