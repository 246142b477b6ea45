// A ranking across competitions (/rankings): each team's final placings (competitionscores) in the
// ranking's competitions, added up. With a points table, a placing earns the table's points for it
// (1st first); without one, the score's own `points`. Teams level on total points share the
// position (standard competition ranking, "1224"); the name only orders them on screen.
import { byName, sharedPositions } from './shared-positions';

export interface CompetitionScore {
  competition_id: string;
  team_id: string;
  position?: number | null;
  points?: number | null;
}

export interface RankingRow {
  team_id: string;
  name: string;
  points: number;
  /** Points per competition id (what each competition contributed). */
  by_competition: Record<string, number>;
  position: number;
  shared: boolean;
}

export interface RankingInput {
  scores: readonly CompetitionScore[];
  /** Only these competitions count (the ranking's `competition_ids`). */
  competitionIds: readonly string[];
  pointsTable?: readonly number[] | null | undefined;
  names: ReadonlyMap<string, string>;
}

/** A score's points: by the table when the ranking has one, else the score's own. */
export function scorePoints(score: CompetitionScore, table: readonly number[] | null | undefined): number {
  if (table && table.length > 0) return typeof score.position === 'number' ? (table[score.position - 1] ?? 0) : 0;
  return score.points ?? 0;
}

export function computeRanking({ scores, competitionIds, pointsTable, names }: RankingInput): RankingRow[] {
  const counted = new Set(competitionIds);
  const tally = new Map<string, RankingRow>();
  for (const score of scores) {
    if (!counted.has(score.competition_id)) continue;
    let row = tally.get(score.team_id);
    if (!row) {
      row = { team_id: score.team_id, name: names.get(score.team_id) ?? '', points: 0, by_competition: {}, position: 0, shared: false };
      tally.set(score.team_id, row);
    }
    const points = scorePoints(score, pointsTable);
    row.points += points;
    row.by_competition[score.competition_id] = (row.by_competition[score.competition_id] ?? 0) + points;
  }
  const rows = [...tally.values()].sort((a, b) => b.points - a.points || byName(a.name, b.name) || (a.team_id < b.team_id ? -1 : 1));
  sharedPositions(rows, (a, b) => a.points === b.points).forEach((p, i) => Object.assign(rows[i]!, p));
  return rows;
}
