import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/uuid';
import { freshDb, seed } from '../../tests/support/ui-harness';
import { readManagedAssociations } from './managed-associations';

const db = freshDb();
afterAll(async () => {
  await db.delete();
});

describe('readManagedAssociations', () => {
  it('gives the entities the person manages by name, and none of another manager', async () => {
    const me = uuidv7();
    const someone = uuidv7();
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'associations', [{ id: a, name: 'Zebra Clube' }, { id: b, name: 'Alfa Clube' }, { id: c, name: 'Clube Alheio' }]);
    await seed(db, 'associationmanagers', [
      { id: uuidv7(), association_id: a, user_id: me }, { id: uuidv7(), association_id: b, user_id: me }, { id: uuidv7(), association_id: c, user_id: someone },
    ]);
    expect((await readManagedAssociations(db, me)).map((x) => x.name)).toEqual(['Alfa Clube', 'Zebra Clube']);
    expect(await readManagedAssociations(db, '')).toEqual([]);
  });
});
