import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDb, seed } from '../../../tests/support/ui-harness';
import { tid } from '../competitions/play/test-competition';
import { readOwnHistory } from './history-data';

const db = freshDb();
afterAll(async () => {
  await db.delete();
});

describe('readOwnHistory', () => {
  it("reads the person's registrations, their team's duels and their events from the replica", async () => {
    const user = tid('user');
    const me = tid('profile');
    await seed(db, 'profiles', [{ id: me, user_id: user, name: 'Ana' }]);
    await seed(db, 'teams', [{ id: tid('t1'), name: 'Time A', sport_id: tid('sport') }, { id: tid('t2'), name: 'Time B', sport_id: tid('sport') }]);
    await seed(db, 'competitions', [{ id: tid('c'), name: 'Copa', sport_id: tid('sport'), season: 2025, regulation_id: tid('r') }]);
    await seed(db, 'competitionteams', [{ id: tid('e1'), competition_id: tid('c'), team_id: tid('t1') }, { id: tid('e2'), competition_id: tid('c'), team_id: tid('t2') }]);
    await seed(db, 'competitionmembers', [{ id: tid('m'), competition_id: tid('c'), competitionteam_id: tid('e1'), profile_id: me, role: 'atleta' }]);
    await seed(db, 'duels', [{ id: tid('d'), competition_id: tid('c'), phase_id: tid('p'), round: 1, home_team_id: tid('t2'), away_team_id: tid('t1'), starts_at: '2025-03-01', home_score: 0, away_score: 2 }]);
    await seed(db, 'duelevents', [{ id: tid('g'), duel_id: tid('d'), competition_id: tid('c'), team_id: tid('t1'), kind: 'goal', person_id: me, author_id: user }]);
    const own = await readOwnHistory(db, user);
    expect(own.history?.registrations.map((r) => [r.competition, r.team])).toEqual([['Copa', 'Time A']]);
    expect(own.history?.matches.map((m) => [m.opponent, m.outcome, m.goals])).toEqual([['Time B', 'vitoria', 1]]);
    expect(await readOwnHistory(db, tid('nobody'))).toEqual({ profile: null, history: null });
  });
});
