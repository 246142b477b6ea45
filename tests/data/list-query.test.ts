import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDerived } from '../../src/domain/resources/search';
import { countries } from '../../src/domain/resources/index';
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
