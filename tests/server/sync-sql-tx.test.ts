// The MutationTx over SQL (server/sync/sql-tx.ts): reads, indexed queries with IndexedDB's matching,
// versions from the tenant counter, tombstones that keep their owner, moves of owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMutation } from '../../src/domain/mutators/index';
import { uuidv7 } from '../../src/domain/uuid';
import type { DbHandle } from '../../server/db/db';
import { jsonbUnsafe, sqlTx } from '../../server/sync/sql-tx';
import { profile } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let tenantId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [row] = await handle.db.query<{ id: string }>(`SELECT id::text FROM tenants WHERE code = 'outra'`);
  tenantId = row!.id;
});
afterAll(async () => {
  await handle?.close();
});

const now = new Date('2026-11-20T10:00:00Z');
const counter = async () => (await handle.db.query<{ version: number }>(`SELECT version FROM tenant_versions WHERE tenant_id = $1`, [tenantId]))[0]?.version ?? 0;
const stored = async (collection: string, id: string) =>
  (await handle.db.query<{ version: number; deleted: boolean; owner_id: string | null; data: unknown }>(
    `SELECT version, deleted, owner_id::text, data FROM records WHERE tenant_id = $1 AND collection = $2 AND id = $3`,
    [tenantId, collection, id],
  ))[0];

describe('sqlTx', () => {
  it('puts, gets, queries by plain, compound, multi-entry and search indexes, deletes as tombstones', async () => {
    const state = uuidv7();
    // A name no seeded municipality has (the demo seed writes all of them to every tenant).
    const a = { id: uuidv7(), name: 'São José da Prova', ibge: '3549904', state_id: state, tags: ['litoral', 'serra'] };
    const b = { id: uuidv7(), name: 'Santos', ibge: '3548500', state_id: state, tags: ['litoral'] };
    const start = await counter();
    await handle.db.tx(async (db) => {
      const tx = sqlTx(db, tenantId, now);
      await tx.put('cities', a);
      await tx.put('cities', b);
      expect(await tx.get('cities', a.id)).toEqual(a);
      expect(await tx.get('cities', 'not-a-uuid')).toBeUndefined();
      expect(await tx.get('states', a.id)).toBeUndefined();
      expect((await tx.query('cities', 'state_id', state)).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      expect(await tx.query('cities', '[state_id+ibge]', [state, '3548500'])).toEqual([b]);
      expect(await tx.query('cities', '[state_id+ibge]', [state, 3548500])).toEqual([]); // types matter, as in IndexedDB
      expect((await tx.query('cities', '*tags', 'litoral')).length).toBe(2);
      expect(await tx.query('cities', '*tags', 'serra')).toEqual([a]);
      expect(await tx.query('cities', 'name_search', 'sao jose da prova')).toEqual([a]);
      expect(await tx.query('cities', 'name', 'x\u0000')).toEqual([]);
      await tx.delete('cities', b.id);
      await tx.delete('cities', uuidv7()); // missing: no-op
      expect(await tx.get('cities', b.id)).toBeUndefined();
      expect(await tx.query('cities', 'state_id', state)).toEqual([a]);
    });
    expect(await counter()).toBe(start + 3);
    expect(await stored('cities', a.id)).toMatchObject({ version: start + 1, deleted: false, data: a });
    expect(await stored('cities', b.id)).toMatchObject({ version: start + 3, deleted: true, data: null });
  });

  it('keeps the owner on tombstones and records moves of owner', async () => {
    const [u1, u2] = await handle.db.query<{ id: string }>(`SELECT id::text FROM users WHERE tenant_id = $1 LIMIT 1`, [tenantId]);
    const owner = u1!.id;
    const other = u2?.id ?? uuidv7();
    const p = profile(owner);
    await handle.db.tx(async (db) => {
      const tx = sqlTx(db, tenantId, now);
      await runMutation(tx, { userId: owner, tenantId, now: now.toISOString() }, 'profiles.put', p, { id: owner, master: true });
      await tx.put('profiles', { ...p, user_id: other });
    });
    const moved = await stored('profiles', p.id);
    expect(moved?.owner_id).toBe(other);
    const moves = await handle.db.query<{ from_owner: string; version: number }>(`SELECT from_owner::text, version FROM record_moves WHERE id = $1`, [p.id]);
    expect(moves).toEqual([{ from_owner: owner, version: moved!.version }]);
    await handle.db.tx(async (db) => sqlTx(db, tenantId, now).delete('profiles', p.id));
    expect(await stored('profiles', p.id)).toMatchObject({ deleted: true, owner_id: other, data: null });
  });

  it('refuses rows the database could not store, before writing', async () => {
    expect(jsonbUnsafe(JSON.stringify({ a: 'x\u0000' }))).toBe(true);
    expect(jsonbUnsafe(JSON.stringify({ a: '\ud800' }))).toBe(true);
    expect(jsonbUnsafe(JSON.stringify({ a: '\\u0000 escrito' }))).toBe(false);
    expect(jsonbUnsafe(JSON.stringify({ a: '😀 ç' }))).toBe(false);
    await expect(handle.db.tx(async (db) => sqlTx(db, tenantId, now).put('cities', { id: uuidv7(), name: 'x\u0000' }))).rejects.toThrow();
    await expect(handle.db.tx(async (db) => sqlTx(db, tenantId, now).put('nope', { id: uuidv7() }))).rejects.toThrow(/Coleção desconhecida/);
  });
});
