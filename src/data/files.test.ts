import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fileRefsIn, isFileRef } from '../domain/files';
import { fileRef } from '../domain/resources/schema-kit';
import { FileQuotaError, keepFile } from './files';
import { sha256HexOfBytes } from '../domain/sha256';
import { openTenantDb, type TenantDb } from './tenant-db';
import { wipeUserPrivate } from './wipe';

let db: TenantDb;
let n = 0;
afterEach(async () => db.delete());
const fresh = () => (db = openTenantDb(`files-${process.pid}-${++n}`));

describe('keepFile', () => {
  it('keeps the bytes under files/<sha256 of them>, pending, once for the same bytes', async () => {
    fresh();
    const blob = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/jpeg' });
    const ref = await keepFile(db, blob, { kind: 'image' });
    expect(ref).toBe(`files/${await sha256HexOfBytes(new Uint8Array([1, 2, 3, 4]).buffer)}`);
    expect(isFileRef(ref)).toBe(true);
    const again = await keepFile(db, new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/jpeg' }), { kind: 'image' });
    expect(again).toBe(ref);
    const rows = await db.files.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: ref, status: 'pending', kind: 'image', mime: 'image/jpeg' });
    expect(new Uint8Array(rows[0]!.bytes)).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('on a full storage gives up the server copies first, then says so in pt-BR', async () => {
    fresh();
    await db.files.put({ id: `files/${'a'.repeat(64)}#card`, bytes: new ArrayBuffer(8), mime: 'image/jpeg', kind: 'image', status: 'cached', at: '' });
    const put = db.files.put.bind(db.files);
    let calls = 0;
    db.files.put = (async (row: Parameters<typeof put>[0]) => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      return put(row);
    }) as typeof db.files.put;
    const ref = await keepFile(db, new Blob([new Uint8Array([9])]), { kind: 'document' });
    expect(await db.files.get(ref)).toBeDefined();
    expect(await db.files.where('status').equals('cached').count()).toBe(0);
    db.files.put = (async () => { throw Object.assign(new Error('full'), { name: 'QuotaExceededError' }); }) as unknown as typeof db.files.put;
    const error = await keepFile(db, new Blob([new Uint8Array([7])]), { kind: 'document' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileQuotaError);
    expect((error as Error).message).toMatch(/Sem espaço no aparelho/);
  });
});

describe('file references', () => {
  const ref = `files/${'0f'.repeat(32)}`;
  it('are found at any depth of a mutation', () => {
    expect([...fileRefsIn({ id: 'x', proposed: { photo_url: ref, list: [ref, 'files/nothex'] } })]).toEqual([ref]);
  });
  it('fileRef accepts only files/<64 lowercase hex> and tells the form its widget', () => {
    const schema = fileRef('a foto', 'image');
    expect(v.safeParse(schema, ref).success).toBe(true);
    expect(v.safeParse(schema, `files/${'0F'.repeat(32)}`).success).toBe(false);
    expect(v.safeParse(schema, '../etc/passwd').issues?.[0]?.message).toBe('A foto: arquivo inválido.');
  });
});

describe('logout', () => {
  it("removes the files fetched or uploaded for the user, keeps those still to upload with their writes", async () => {
    fresh();
    const keep = await keepFile(db, new Blob([new Uint8Array([1])]), { kind: 'image' });
    await db.files.bulkPut([
      { id: `files/${'1'.repeat(64)}#full`, bytes: new ArrayBuffer(1), mime: 'application/pdf', kind: 'document', status: 'cached', at: '' },
      { id: `files/${'2'.repeat(64)}`, bytes: new ArrayBuffer(1), mime: 'image/jpeg', kind: 'image', status: 'uploaded', at: '' },
    ]);
    await wipeUserPrivate(db, 'a0000000-0000-4000-8000-000000000001');
    expect((await db.files.toArray()).map((f) => f.id)).toEqual([keep]);
    await wipeUserPrivate(db, 'a0000000-0000-4000-8000-000000000001', { discardPending: true });
    expect(await db.files.count()).toBe(0);
  });
});
