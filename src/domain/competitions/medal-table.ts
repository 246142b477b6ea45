// The medal table of a multi-sport event (olympics) from its scores: gold, silver and bronze per
// association, counted row by row, so a tie is shared by construction (two associations tied for
// first are two rows with place 1: two golds, and the next place recorded is 3). Ordered gold →
// silver → bronze, then by name; with a points table (points per placing, 1st first), by points
// first (how Jogos Abertos rank entities), then medals. Associations level on every counted
// figure share the position; the name only orders them on screen.
import { byName, sharedPositions } from './shared-positions';

export interface OlympicsScore {
  association_id: string;
  place: number;
  /** Points of this placing when recorded on the row; else the points table's. */
  points?: number | null;
}

export interface MedalRow {
  association_id: string;
  name: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
  /** Sum of the placings' points (the rows' own, else the points table's). */
  points: number;
  position: number;
  /** Another association holds the same position. */
  shared: boolean;
}

export interface MedalTableInput {
  scores: readonly OlympicsScore[];
  /** Points of the 1st, 2nd, 3rd… placing; null/empty: medals only. */
  pointsTable?: readonly number[] | null | undefined;
  names: ReadonlyMap<string, string>;
}

/** Points a placing earns: the row's own, else the table's for that place, else none. */
export function placingPoints(place: number, own: number | null | undefined, table: readonly number[] | null | undefined): number {
  if (typeof own === 'number') return own;
  return table?.[place - 1] ?? 0;
}

export function medalTable({ scores, pointsTable, names }: MedalTableInput): { rows: MedalRow[]; byPoints: boolean } {
  const byPoints = (pointsTable?.length ?? 0) > 0;
  const tally = new Map<string, MedalRow>();
  for (const score of scores) {
    let row = tally.get(score.association_id);
    if (!row) {
      row = { association_id: score.association_id, name: names.get(score.association_id) ?? '', gold: 0, silver: 0, bronze: 0, total: 0, points: 0, position: 0, shared: false };
      tally.set(score.association_id, row);
    }
    if (score.place === 1) row.gold++;
    else if (score.place === 2) row.silver++;
    else if (score.place === 3) row.bronze++;
    row.total = row.gold + row.silver + row.bronze;
    row.points += placingPoints(score.place, score.points, pointsTable);
  }
  const medals = (a: MedalRow, b: MedalRow) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze;
  const rank = (a: MedalRow, b: MedalRow) => (byPoints ? b.points - a.points : 0) || medals(a, b);
  const rows = [...tally.values()].sort((a, b) => rank(a, b) || byName(a.name, b.name) || (a.association_id < b.association_id ? -1 : 1));
  sharedPositions(rows, (a, b) => rank(a, b) === 0).forEach((p, i) => Object.assign(rows[i]!, p));
  return { rows, byPoints };
}
