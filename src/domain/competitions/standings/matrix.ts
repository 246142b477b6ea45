// COMET's head-to-head matrix report: one row and one column per team, the cell at (row, column) holding
// the results with the row's team at home and the column's team away (several in a triple round robin).
// Fixtures without a score yet are left out, as the table leaves them out.
import { isPlayed } from './tally';
import type { ResultInput } from './types';

export type MatrixResult = Pick<ResultInput, 'id' | 'home_score' | 'away_score' | 'decided_by' | 'home_penalties' | 'away_penalties' | 'no_show' | 'round' | 'starts_at'>;

export interface HeadToHeadMatrix {
  /** Row and column order: the order the teams were given in (pass the standings order). */
  teams: { id: string; name: string }[];
  /** cells[row][column]: teams[row] at home against teams[column]; the diagonal stays empty. */
  cells: MatrixResult[][][];
}

export function headToHeadMatrix(teams: readonly { id: string; name: string }[], results: readonly ResultInput[]): HeadToHeadMatrix {
  const index = new Map(teams.map((t, i) => [t.id, i]));
  const cells = teams.map(() => teams.map((): MatrixResult[] => []));
  for (const r of results) {
    const row = index.get(r.home_team_id);
    const column = index.get(r.away_team_id);
    if (row === undefined || column === undefined || !isPlayed(r)) continue;
    const cell: MatrixResult = { id: r.id, home_score: r.home_score, away_score: r.away_score };
    if (r.decided_by != null) cell.decided_by = r.decided_by;
    if (r.home_penalties != null) cell.home_penalties = r.home_penalties;
    if (r.away_penalties != null) cell.away_penalties = r.away_penalties;
    if (r.no_show != null) cell.no_show = r.no_show;
    if (r.round != null) cell.round = r.round;
    if (r.starts_at != null) cell.starts_at = r.starts_at;
    cells[row]![column]!.push(cell);
  }
  // Chronological inside a cell: by start time, then round (ISO strings compare in time order).
  for (const line of cells) for (const cell of line) cell.sort((a, b) => (a.starts_at ?? '').localeCompare(b.starts_at ?? '') || (a.round ?? 0) - (b.round ?? 0));
  return { teams: teams.map((t) => ({ id: t.id, name: t.name })), cells };
}
