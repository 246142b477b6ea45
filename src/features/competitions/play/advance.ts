// Knockout progression: a slot that waits for "the winner (or loser) of match M" gets its team once
// M's tie is decided (tieOutcome over the tie's legs: aggregate, away goals, penalties). Pure: returns
// the duels to write (duels.put keeps their results, and the mutator checks the team is confirmed).
import { tieOutcome } from '../../../domain/competitions/generators';
import { hasResult, num, str, type Row } from '../../../domain/competitions/row-helpers';

/** Winner and loser of the tie whose deciding match is `matchId`; null while undecided. */
function decided(duels: ReadonlyMap<string, Row>, all: readonly Row[], matchId: string, awayGoals: boolean): { winner: string; loser: string } | null {
  const match = duels.get(matchId);
  if (!match) return null;
  const tie = str(match.tie);
  const legs = (tie ? all.filter((d) => d.tie === tie && d.phase_id === match.phase_id) : [match]).sort((a, b) => (num(a.leg) ?? 1) - (num(b.leg) ?? 1));
  if (!legs.every((l) => hasResult(l) && str(l.home_team_id) && str(l.away_team_id))) return null;
  const last = legs[legs.length - 1]!;
  const penalties = last.decided_by === 'penalties' && num(last.home_penalties) !== null && num(last.away_penalties) !== null
    ? { home: num(last.home_penalties)!, away: num(last.away_penalties)! } : null;
  try {
    const outcome = tieOutcome({
      legs: legs.map((l) => ({ home: String(l.home_team_id), away: String(l.away_team_id), home_score: num(l.home_score)!, away_score: num(l.away_score)! })),
      awayGoals, penalties,
    });
    if (!outcome.winner) return null;
    const loser = outcome.winner === last.home_team_id ? String(last.away_team_id) : String(last.home_team_id);
    return { winner: outcome.winner, loser };
  } catch {
    return null;
  }
}

/** The phase's duels whose empty sides can now be filled, with those sides filled. */
export function advanceWinners(phase: Row, all: readonly Row[]): Row[] {
  const mine = all.filter((d) => d.phase_id === phase.id);
  const byId = new Map(mine.map((d) => [d.id, d]));
  const awayGoals = phase.away_goals === true;
  const out: Row[] = [];
  for (const duel of mine) {
    const next: Row = { ...duel };
    let changed = false;
    for (const side of ['home', 'away'] as const) {
      if (str(duel[`${side}_team_id`])) continue;
      const [kind, match] = String(duel[`${side}_from`] ?? '').split(':');
      if ((kind !== 'winner' && kind !== 'loser') || !match) continue;
      const result = decided(byId, mine, match, awayGoals);
      if (!result) continue;
      next[`${side}_team_id`] = kind === 'winner' ? result.winner : result.loser;
      changed = true;
    }
    if (changed && next.home_team_id !== next.away_team_id) out.push(next);
  }
  return out;
}
