import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { dexieReader } from '../../src/data/dexie-tx';
import { mutateBatch, recordingReads } from '../../src/data/mutate-batch';
import type { TenantDb } from '../../src/data/tenant-db';
import { country, freshDb, profile, USER } from './fixtures';

let db: TenantDb;
afterEach(async () => {
  await db?.delete();
});

describe('mutateBatch', () => {
  it('writes every valid mutation with its own outbox entry, in order, and reports the refused ones by index', async () => {
    db = freshDb();
    const rows = Array.from({ length: 7 }, (_, i) => country({ name: `País ${i}`, iso2: `A${String.fromCharCode(65 + i)}`, iso3: `AA${String.fromCharCode(65 + i)}`, ddi: String(100 + i) }));
    rows[3] = { ...rows[3]!, iso2: 'errado' };
    const progress: number[] = [];
    const result = await mutateBatch(db, { userId: USER, now: '2026-11-24T10:00:00.000Z' }, 'countries.put', rows, { chunk: 3, onProgress: (n) => progress.push(n), freshIds: true });
    expect(result).toEqual({ written: 6, refused: [{ index: 3, message: 'Código ISO deve ter 2 letras maiúsculas, ex.: BR.' }] });
    expect(progress).toEqual([3, 6, 7]);
    expect(await db.rows('countries').count()).toBe(6);
    const outbox = await db.outbox.orderBy('id').toArray();
    expect(outbox.map((e) => [e.seq, e.name, e.args.name, e.status])).toEqual([0, 1, 2, 4, 5, 6].map((i, k) => [k + 1, 'countries.put', `País ${i}`, 'pending']));
    expect((await db.clients.get(USER))!.seq).toBe(6);
    // Fresh rows get a "did not exist" shadow, so a refusal by the server rolls them back.
    expect(await db.serverRows.count()).toBe(6);
  });
});

describe('recordingReads (the optimistic check of mutateBatch)', () => {
  it('holds while the rows and lookups the mutators read are unchanged, and not after a row read or a lookup changes', async () => {
    db = freshDb();
    const brazil = country();
    await db.rows('countries').put({ ...brazil, name_search: 'brasil' });
    const reads = recordingReads(dexieReader(db));
    expect(await reads.tx.get('countries', brazil.id)).toEqual(brazil);
    const person = profile(USER);
    expect(await reads.tx.query('profiles', 'cpf', person.cpf)).toEqual([]);
    expect(await reads.stillTrue(db)).toBe(true);
    // A pull lands a profile holding the CPF the duplicate check found free.
    await db.table('profiles').put({ ...person, name_search: 'x' });
    expect(await reads.stillTrue(db)).toBe(false);

    const again = recordingReads(dexieReader(db));
    await again.tx.get('countries', brazil.id);
    await db.rows('countries').put({ ...brazil, name: 'Brasil (alterado)', name_search: 'brasil (alterado)' });
    expect(await again.stillTrue(db)).toBe(false);
  });
});
