// Plays a generated bracket through, for previews ("who could meet whom") and the property tests: each
// fixture whose two sides are known is decided by `pick`, two-legged ties at their second leg, and the
// grand-final reset only when the side that came from the losers' bracket wins the final.
import type { Fixture } from './fixture';

export interface PlayedFixture {
  fixture: Fixture;
  home: string;
  away: string;
  winner: string;
  loser: string;
}

export function playBracket(fixtures: readonly Fixture[], pick: (fixture: Fixture, home: string, away: string) => 'home' | 'away'): PlayedFixture[] {
  const decided = new Map<string, { winner: string; loser: string }>();
  const played: PlayedFixture[] = [];
  const side = (team: string | null, from: Fixture['home_from']): string | null => {
    if (team !== null) return team;
    if (!from) return null;
    const result = decided.get(from.match);
    return result ? (from.kind === 'winner' ? result.winner : result.loser) : null;
  };
  const finalWonByAway = () => {
    const final = played.find((p) => p.fixture.bracket === 'final');
    return final ? final.winner === final.away : null;
  };
  const pending = new Set(fixtures);
  for (let progress = true; progress; ) {
    progress = false;
    for (const fixture of pending) {
      const home = side(fixture.home, fixture.home_from);
      const away = side(fixture.away, fixture.away_from);
      if (home === null || away === null) continue;
      if (fixture.conditional) {
        const reset = finalWonByAway();
        if (reset === null) continue;
        pending.delete(fixture);
        progress = true;
        if (!reset) continue;
      }
      pending.delete(fixture);
      progress = true;
      // A first leg decides nothing; its tie is decided at the second leg, with the same pick's sides swapped.
      if (fixture.leg === 1 && fixture.tie) {
        played.push({ fixture, home, away, winner: '', loser: '' });
        continue;
      }
      const winner = pick(fixture, home, away) === 'home' ? home : away;
      const loser = winner === home ? away : home;
      decided.set(fixture.id, { winner, loser });
      played.push({ fixture, home, away, winner, loser });
    }
  }
  return played;
}
