import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDb, seed } from '../../../../tests/support/ui-harness';
import { readMyTeams } from './my-teams-data';
import { tid } from './test-competition';

const db = freshDb();
afterAll(async () => {
  await db.delete();
});

describe('readMyTeams', () => {
  it("gives the teams of the person's own entity and those whose roster names them, with their competitions", async () => {
    const user = tid('user');
    await seed(db, 'profiles', [{ id: tid('profile'), user_id: user, name: 'Ana', association_id: tid('club') }]);
    await seed(db, 'teams', [
      { id: tid('t1'), name: 'Clube Sub-17', association_id: tid('club'), sport_id: tid('sport') },
      { id: tid('t2'), name: 'Clube Adulto', association_id: tid('club'), sport_id: tid('sport') },
      { id: tid('t3'), name: 'Seleção', association_id: tid('federation'), sport_id: tid('sport') },
      { id: tid('t4'), name: 'Outro clube', association_id: tid('other'), sport_id: tid('sport') },
    ]);
    await seed(db, 'competitions', [{ id: tid('c'), name: 'Copa', sport_id: tid('sport'), season: 2026, regulation_id: tid('r') }]);
    await seed(db, 'competitionteams', [
      { id: tid('e1'), competition_id: tid('c'), team_id: tid('t1') },
      { id: tid('e3'), competition_id: tid('c'), team_id: tid('t3') },
    ]);
    await seed(db, 'competitionmembers', [{ id: tid('m'), competition_id: tid('c'), competitionteam_id: tid('e3'), profile_id: tid('profile'), role: 'atleta' }]);
    const mine = await readMyTeams(db, user);
    expect(mine.map((m) => m.team.name)).toEqual(['Clube Adulto', 'Clube Sub-17', 'Seleção']);
    expect(mine.find((m) => m.team.name === 'Clube Sub-17')!.entries.map((e) => e.competition?.name)).toEqual(['Copa']);
    expect(await readMyTeams(db, tid('nobody'))).toEqual([]);
  });
});
