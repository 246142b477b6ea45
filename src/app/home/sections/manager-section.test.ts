// What the manager's home counts per entity, from the replica: pending requests about it or its
// people, and its teams' competition entries still waiting for the federation (not other entities').
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDb, seed } from '../../../../tests/support/ui-harness';
import { readManagedEntities } from './manager-section';

const ME = '0190f0a0-0000-7000-8000-00000000aaaa';
const OURS = '0190f0a0-0000-7000-8000-0000000000e1';
const OTHER = '0190f0a0-0000-7000-8000-0000000000e2';
const db = freshDb();
afterAll(() => db.delete());

describe('readManagedEntities', () => {
  it('counts pending requests and entries in analysis per managed entity', async () => {
    await seed(db, 'associations', [{ id: OURS, name: 'Clube Azul' }, { id: OTHER, name: 'Clube Verde' }]);
    await seed(db, 'associationmanagers', [{ id: '0190f0a0-0000-7000-8000-0000000000m1', user_id: ME, association_id: OURS }]);
    await seed(db, 'teams', [
      { id: '0190f0a0-0000-7000-8000-0000000000t1', name: 'Azul sub-15', association_id: OURS },
      { id: '0190f0a0-0000-7000-8000-0000000000t2', name: 'Verde sub-15', association_id: OTHER },
    ]);
    await seed(db, 'competitionteams', [
      { id: '0190f0a0-0000-7000-8000-0000000000c1', competition_id: 'c-1', team_id: '0190f0a0-0000-7000-8000-0000000000t1', status: 'pendente' },
      { id: '0190f0a0-0000-7000-8000-0000000000c2', competition_id: 'c-2', team_id: '0190f0a0-0000-7000-8000-0000000000t1', status: 'aprovado' },
      { id: '0190f0a0-0000-7000-8000-0000000000c3', competition_id: 'c-1', team_id: '0190f0a0-0000-7000-8000-0000000000t2', status: 'pendente' },
    ]);
    await seed(db, 'approvals', [
      { id: '0190f0a0-0000-7000-8000-0000000000a1', status: 'pendente', subject_collection: 'associations', subject_id: OURS, proposed: {} },
      { id: '0190f0a0-0000-7000-8000-0000000000a2', status: 'aprovado', subject_collection: 'associations', subject_id: OURS, proposed: {} },
    ]);
    expect(await readManagedEntities(db, ME)).toEqual([{ id: OURS, name: 'Clube Azul', pending: 1, entries: 1 }]);
  });

  it('a manager of nothing sees nothing', async () => {
    expect(await readManagedEntities(db, '0190f0a0-0000-7000-8000-00000000bbbb')).toEqual([]);
  });
});
