import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDerived } from '../../src/domain/resources/search';
import { countries, mealusers } from '../../src/domain/resources/index';
import { fetchPage } from '../../src/data/list-query';
import type { TenantDb } from '../../src/data/tenant-db';
import { country, freshDb } from './fixtures';

let db: TenantDb;
const names = ['Áustria', 'Alemanha', 'Argentina', 'Angola', 'Brasil', 'Bolívia', 'Armênia', 'Argélia', 'Andorra', 'Belize'];
beforeAll(async () => {
  db = freshDb();
  // Two rows share a name: paging must still visit both (equal index values are ordered by id).
  await db.rows('countries').bulkPut([...names, 'Angola'].map((name, i) => withDerived(countries, country({ name, iso2: i % 2 ? 'AA' : 'BB' }))));
});
afterAll(async () => {
  await db.delete();
});

describe('fetchPage', () => {
  it('searches by normalised prefix in index order', async () => {
    const page = await fetchPage(db, 'countries', { prefix: 'AR', limit: 10 });
    expect(page.rows.map((r) => r.name)).toEqual(['Argélia', 'Argentina', 'Armênia']);
    expect(page.next).toBeNull();
    expect((await fetchPage(db, 'countries', { prefix: 'aus' })).rows.map((r) => r.name)).toEqual(['Áustria']);
  });

  it('pages by key range without skipping or repeating rows', async () => {
    const seen: string[] = [];
    let after = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof fetchPage>> = await fetchPage(db, 'countries', { limit: 3, after });
      seen.push(...page.rows.map((r) => r.id));
      after = page.next;
      if (!after) break;
    }
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
  });

  it('pages inside a prefix and filters by an exact index value', async () => {
    const first = await fetchPage(db, 'countries', { prefix: 'a', limit: 4 });
    const second = await fetchPage(db, 'countries', { prefix: 'a', limit: 4, after: first.next });
    expect([...first.rows, ...second.rows].map((r) => r.name)).toEqual(['Alemanha', 'Andorra', 'Angola', 'Angola', 'Argélia', 'Argentina', 'Armênia', 'Áustria']);
    expect((await fetchPage(db, 'countries', { index: 'iso2', equals: 'AA', limit: 50 })).rows).toHaveLength(5);
    expect((await fetchPage(db, 'countries', { index: 'id', limit: 2 })).rows).toHaveLength(2);
  });
});

describe('fetchPage on the stored [index+id] ranges', () => {
  it('pages through ties of an exact value without skipping or repeating', async () => {
    const seen: string[] = [];
    let after = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof fetchPage>> = await fetchPage(db, 'countries', { index: 'iso2', equals: 'BB', limit: 2, after });
      seen.push(...page.rows.map((r) => r.id));
      after = page.next;
      if (!after) break;
    }
    expect(seen).toHaveLength(6);
    expect([...seen].sort()).toEqual(seen); // ties in id order
  });

  it('reads a compound index: equals on the leading fields, prefix on the next one', async () => {
    const meal = '0190a000-0000-7000-8000-00000000aaaa';
    const other = '0190a000-0000-7000-8000-00000000bbbb';
    const person = (mealId: string, name: string, i: number) =>
      withDerived(mealusers, { id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`, meal_id: mealId, user_id: `0190a000-0000-7000-8000-${String(i + 500).padStart(12, '0')}`, name, social_name: null, cpf: null, photo_url: null, association_name: null, added_at: '2026-01-01T00:00:00Z' });
    await db.rows('mealusers').bulkPut([person(meal, 'Ana', 1), person(meal, 'Álvaro', 2), person(meal, 'Bruno', 3), person(other, 'Alice', 4), person(meal, 'Ana', 5)]);
    const first = await fetchPage(db, 'mealusers', { equals: [meal], prefix: 'a', limit: 2 });
    expect(first.rows.map((r) => r.name)).toEqual(['Álvaro', 'Ana']);
    const second = await fetchPage(db, 'mealusers', { equals: [meal], prefix: 'a', limit: 2, after: first.next });
    expect(second.rows.map((r) => r.id)).toEqual(['0190a000-0000-7000-8000-000000000005']);
    expect(second.next).toBeNull();
    expect((await fetchPage(db, 'mealusers', { equals: [meal] })).rows).toHaveLength(4);
    // Declared names keep working for direct queries (Dexie reads them off the stored index).
    expect(await db.rows('mealusers').where('[meal_id+name_search]').equals([meal, 'bruno']).count()).toBe(1);
    expect(await db.rows('mealusers').where('meal_id').equals(other).count()).toBe(1);
  });
});

describe('fetchPage with a filter the index does not hold (where)', () => {
  it('fills each page with matching rows only, in the index order, across pages', async () => {
    // Prefix "a" in name order is Alemanha, Andorra, Angola, Angola, Argélia, Argentina, Armênia,
    // Áustria; of those, iso2 "AA" (odd positions at insert) must come out in that order, 2 a page.
    const all = (await fetchPage(db, 'countries', { prefix: 'a', limit: 50 })).rows.filter((r) => r.iso2 === 'AA').map((r) => r.name);
    expect(all.length).toBeGreaterThan(2);
    const seen: unknown[] = [];
    let after = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof fetchPage>> = await fetchPage(db, 'countries', { prefix: 'a', where: { iso2: 'AA' }, limit: 2, after });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      expect(page.rows.every((r) => r.iso2 === 'AA')).toBe(true);
      seen.push(...page.rows.map((r) => r.name));
      after = page.next;
      if (!after) break;
    }
    expect(seen).toEqual(all);
  });

  it('returns an empty page when nothing matches, and ignores rows without the field', async () => {
    expect((await fetchPage(db, 'countries', { where: { iso2: 'ZZ' } })).rows).toEqual([]);
    expect((await fetchPage(db, 'countries', { where: { missing_field: 'x' } })).rows).toEqual([]);
  });
});

describe('fetchPage highest first (descending)', () => {
  const walk = async (options: Parameters<typeof fetchPage>[2]) => {
    const seen: StoredRowLike[] = [];
    let after = null;
    for (let i = 0; i < 20; i++) {
      const page: Awaited<ReturnType<typeof fetchPage>> = await fetchPage(db, 'countries', { ...options, limit: 3, after });
      seen.push(...(page.rows as StoredRowLike[]));
      after = page.next;
      if (!after) break;
    }
    return seen;
  };

  it('pages an index downwards, ties included, each row once: the ascending walk reversed', async () => {
    const up = await walk({ index: 'name_search' });
    const down = await walk({ index: 'name_search', descending: true });
    expect(down.map((r) => r.id)).toEqual(up.map((r) => r.id).reverse());
    expect(down[0]!.name).toBe('Brasil');
    expect(new Set(down.map((r) => r.id)).size).toBe(11);
  });

  it('pages downwards inside a prefix, inside an exact value, and by id', async () => {
    expect((await walk({ prefix: 'ar', descending: true })).map((r) => r.name)).toEqual(['Armênia', 'Argentina', 'Argélia']);
    const bb = await walk({ index: 'iso2', equals: 'BB' });
    expect((await walk({ index: 'iso2', equals: 'BB', descending: true })).map((r) => r.id)).toEqual(bb.map((r) => r.id).reverse());
    const ids = await walk({ index: 'id' });
    expect((await walk({ index: 'id', descending: true })).map((r) => r.id)).toEqual(ids.map((r) => r.id).reverse());
  });
});

type StoredRowLike = { id: string; name?: unknown };
