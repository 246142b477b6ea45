import { describe, expect, it } from 'vitest';
import { sportsHistory, type HistoryRows } from './history';

const ME = '00000000-0000-7000-8000-00000000000a';
const OTHER = '00000000-0000-7000-8000-00000000000b';
let n = 0;
const ev = (duel_id: string, kind: string, person_id: string | null, more: Record<string, unknown> = {}) => ({ id: `e${String(++n).padStart(3, '0')}`, duel_id, kind, person_id, minute: n, period: 1, ...more });

function rows(): HistoryRows {
  n = 0;
  const voided = ev('d2', 'goal', ME, { team_id: 'A' });
  return {
    profileId: ME,
    members: [
      { id: 'm1', competition_id: 'c1', competitionteam_id: 'ct-a', profile_id: ME, role: 'atleta', shirt_number: 9 },
      { id: 'm2', competition_id: 'c1', competitionteam_id: 'ct-b', profile_id: OTHER, role: 'atleta', shirt_number: 4 },
    ],
    entries: [{ id: 'ct-a', competition_id: 'c1', team_id: 'A' }, { id: 'ct-b', competition_id: 'c1', team_id: 'B' }],
    competitions: [{ id: 'c1', name: 'Copa Regional', season: 2025, status: 'encerrada' }, { id: 'c2', name: 'Outra Copa', season: 2025 }],
    teams: [{ id: 'A', name: 'Time A' }, { id: 'B', name: 'Time B' }, { id: 'C', name: 'Time C' }],
    duels: [
      { id: 'd1', competition_id: 'c1', home_team_id: 'A', away_team_id: 'B', starts_at: '2025-03-01', home_score: 2, away_score: 1, status: 'realizada' },
      { id: 'd2', competition_id: 'c1', home_team_id: 'B', away_team_id: 'A', starts_at: '2025-03-08', home_score: 3, away_score: 1, status: 'realizada' },
      { id: 'd3', competition_id: 'c1', home_team_id: 'A', away_team_id: 'C', starts_at: '2025-03-15', status: 'agendada' },
      // Not my team's match, and my team in a competition I was not registered in: neither counts.
      { id: 'd4', competition_id: 'c1', home_team_id: 'B', away_team_id: 'C', starts_at: '2025-03-02', home_score: 1, away_score: 0 },
      { id: 'd5', competition_id: 'c2', home_team_id: 'A', away_team_id: 'C', starts_at: '2025-04-01', home_score: 5, away_score: 0 },
    ],
    events: [
      ev('d1', 'goal', ME, { team_id: 'A' }), ev('d1', 'goal', OTHER, { team_id: 'A' }), ev('d1', 'yellow', ME, { team_id: 'A' }),
      voided, ev('d2', 'void', null, { ref_id: voided.id }),
      ev('d2', 'yellow', ME, { team_id: 'A' }), ev('d2', 'yellow', ME, { team_id: 'A' }), // two yellows: an indirect red
      ev('d2', 'own_goal', ME, { team_id: 'A' }), ev('d2', 'penalty_goal', ME, { team_id: 'A' }),
      ev('d4', 'goal', ME, { team_id: 'B' }), // a stray event of a match that is not mine: not counted
    ],
    punishments: [
      { id: 'p1', kind: 'suspensao_partidas', profile_id: ME, competition_id: 'c1', basis: 'Cartão vermelho (segundo amarelo)', decided_at: '2025-03-09', status: 'definitiva', matches: 1 },
      { id: 'p2', kind: 'suspensao_partidas', profile_id: OTHER, competition_id: 'c1', basis: 'Outro', decided_at: '2025-03-09', status: 'definitiva', matches: 2 },
    ],
  };
}

describe('sportsHistory', () => {
  it('lists only my registrations, with team and competition names', () => {
    const h = sportsHistory(rows());
    expect(h.registrations).toEqual([expect.objectContaining({ competition: 'Copa Regional', season: '2025', team: 'Time A', role: 'atleta', shirtNumber: 9 })]);
  });

  it("lists my team's matches in my competitions, newest first, with the result from my side", () => {
    const h = sportsHistory(rows());
    expect(h.matches.map((m) => [m.duelId, m.opponent, m.home, m.goalsFor, m.goalsAgainst, m.outcome])).toEqual([
      ['d3', 'Time C', true, null, null, null],
      ['d2', 'Time B', false, 1, 3, 'derrota'],
      ['d1', 'Time B', true, 2, 1, 'vitoria'],
    ]);
  });

  it('counts my goals and cards from the events: voids removed, own goals apart, two yellows = an indirect red', () => {
    const h = sportsHistory(rows());
    const d1 = h.matches.find((m) => m.duelId === 'd1')!;
    const d2 = h.matches.find((m) => m.duelId === 'd2')!;
    expect([d1.goals, d1.yellows, d1.red]).toEqual([1, 1, false]);
    expect([d2.goals, d2.ownGoals, d2.yellows, d2.red]).toEqual([1, 1, 2, true]);
    expect(h.totals).toEqual({ competitions: 1, matches: 3, played: 2, wins: 1, draws: 0, losses: 1, goals: 2, ownGoals: 1, yellows: 3, reds: 1 });
  });

  it('keeps only the punishments naming me', () => {
    expect(sportsHistory(rows()).punishments.map((p) => [p.id, p.competition, p.matches])).toEqual([['p1', 'Copa Regional', 1]]);
  });

  it('is empty for a person never registered', () => {
    const h = sportsHistory({ ...rows(), members: [], punishments: [] });
    expect(h).toEqual({ registrations: [], matches: [], punishments: [], totals: { competitions: 0, matches: 0, played: 0, wins: 0, draws: 0, losses: 0, goals: 0, ownGoals: 0, yellows: 0, reds: 0 } });
  });
});
