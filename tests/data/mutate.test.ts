import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DBCore } from 'dexie';
import { isMutationError } from '../../src/domain/mutators/index';
import { dexieReader, knownRowKey } from '../../src/data/dexie-tx';
import { mutate } from '../../src/data/mutate';
import { durabilityMiddleware, openTenantDb, type TenantDb } from '../../src/data/tenant-db';
import { country, freshDb, OTHER, USER } from './fixtures';

let db: TenantDb;
afterEach(async () => {
  await db?.delete();
});

describe('mutate', () => {
  it('writes the record and its outbox entry together', async () => {
    db = freshDb();
    const row = country({ name: 'Argentina', iso2: 'AR', iso3: 'ARG', ddi: '54' });
    const result = await mutate(db, { userId: USER, now: '2026-11-20T10:00:00.000Z' }, 'countries.put', row);
    expect(await db.rows('countries').get(row.id)).toEqual({ ...row, name_search: 'argentina' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toEqual({
      id: result.id, clientId: result.clientId, seq: 1, name: 'countries.put', args: row,
      at: '2026-11-20T10:00:00.000Z', userId: USER, status: 'pending',
    });
    expect(JSON.stringify(entry)).not.toMatch(/token|bearer/i);
  });

  it('refuses invalid args in pt-BR and writes nothing, not even a seq', async () => {
    db = freshDb();
    const error = await mutate(db, { userId: USER }, 'countries.put', country({ iso2: 'Brasil' })).catch((e) => e);
    expect(isMutationError(error)).toBe(true);
    expect(error.message).toBe('Código ISO deve ter 2 letras maiúsculas, ex.: BR.');
    expect(error.fields).toEqual({ iso2: 'Código ISO deve ter 2 letras maiúsculas, ex.: BR.' });
    expect(await db.rows('countries').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.clients.count()).toBe(0);
    await expect(mutate(db, { userId: USER }, 'countries.fly', {})).rejects.toMatchObject({ code: 'unknown' });
  });

  it('keeps seq monotonic across a reload', async () => {
    db = freshDb();
    const first = await mutate(db, { userId: USER }, 'countries.put', country());
    await mutate(db, { userId: USER }, 'countries.put', country());
    db.close();
    db = openTenantDb(db.tenant);
    const third = await mutate(db, { userId: USER }, 'countries.put', country());
    expect(third).toMatchObject({ clientId: first.clientId, seq: 3 });
    expect((await db.outbox.orderBy('id').toArray()).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('gives each user of the device its own client stream', async () => {
    db = freshDb();
    const a = await mutate(db, { userId: USER }, 'countries.put', country());
    const b = await mutate(db, { userId: OTHER }, 'countries.put', country());
    expect(b.clientId).not.toBe(a.clientId);
    expect([a.seq, b.seq]).toEqual([1, 1]);
  });

  it('saves the server version of a row before its first local overwrite only', async () => {
    db = freshDb();
    const row = country();
    await db.rows('countries').put({ ...row, name_search: 'brasil' }); // as if pulled
    await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Brasil!' });
    await mutate(db, { userId: USER }, 'countries.put', { ...row, name: 'Brasil!!' });
    const fresh = country();
    await mutate(db, { userId: USER }, 'countries.put', fresh);
    expect(await db.serverRows.get(['countries', row.id])).toEqual({ collection: 'countries', id: row.id, row });
    expect(await db.serverRows.get(['countries', fresh.id])).toEqual({ collection: 'countries', id: fresh.id, row: null });
  });
});

describe('durability', () => {
  it('is strict for transactions that hand out a seq, relaxed for the rest', () => {
    const seen: unknown[] = [];
    const core = { transaction: (_s: string[], _m: string, options: unknown) => seen.push(options) } as unknown as DBCore;
    const wrapped = durabilityMiddleware.create(core) as DBCore;
    wrapped.transaction(['countries', 'outbox', 'clients'], 'readwrite');
    wrapped.transaction(['countries', 'outbox', 'meta'], 'readwrite');
    wrapped.transaction(['clients'], 'readonly');
    expect(seen).toEqual([{ durability: 'strict' }, { durability: 'relaxed' }, { durability: 'relaxed' }]);
  });
});

describe('the mutator reader with reads the caller already made', () => {
  it('hands the mutator the known rows instead of reading them again', async () => {
    const db = freshDb();
    await db.table('countries').put({ id: 'c1', name: 'Brasil', name_search: 'brasil', iso2: 'BR' });
    // Known absent wins over the table (the caller read it in the same transaction), unknown ids are read.
    const reader = dexieReader(db, { rows: new Map([[knownRowKey('countries', 'c1'), null]]) });
    expect(await reader.get('countries', 'c1')).toBeUndefined();
    expect(await dexieReader(db).get('countries', 'c1')).toMatchObject({ name: 'Brasil' });
    await db.delete();
  });
});
