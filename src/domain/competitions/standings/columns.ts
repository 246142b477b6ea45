// The columns of a standings table by sport ("P, J, V, E, D, GP, GC, SG … sport-specific columns
// for other sports: sets, points ratio"), so the back office, the public page and the server render the
// same headers. `label` is the header, `title` its spelled-out pt-BR meaning (an <abbr> title).
import { formatValue } from './explain';
import type { Sport, StandingRow } from './types';

export interface StandingsColumn {
  /** The StandingRow field shown. */
  key: keyof StandingRow;
  label: string;
  title: string;
}

const col = (key: keyof StandingRow, label: string, title: string): StandingsColumn => ({ key, label, title });

const HEAD = [col('position', 'Pos', 'Posição'), col('name', 'Time', 'Time')];

const COLUMNS: Readonly<Record<Sport, readonly StandingsColumn[]>> = {
  football: [
    ...HEAD, col('points', 'P', 'Pontos'), col('played', 'J', 'Jogos'), col('wins', 'V', 'Vitórias'), col('draws', 'E', 'Empates'),
    col('losses', 'D', 'Derrotas'), col('goals_for', 'GP', 'Gols pró'), col('goals_against', 'GC', 'Gols contra'), col('goal_difference', 'SG', 'Saldo de gols'),
  ],
  volleyball: [
    ...HEAD, col('points', 'P', 'Pontos'), col('played', 'J', 'Jogos'), col('wins', 'V', 'Vitórias'), col('losses', 'D', 'Derrotas'),
    col('sets_won', 'SV', 'Sets vencidos'), col('sets_lost', 'SP', 'Sets perdidos'), col('set_ratio', 'SA', 'Set average (sets vencidos ÷ perdidos)'),
    col('points_scored', 'PP', 'Pontos pró'), col('points_conceded', 'PC', 'Pontos contra'), col('point_ratio', 'PA', 'Point average (pontos pró ÷ contra)'),
  ],
  basketball: [
    ...HEAD, col('points', 'P', 'Pontos na classificação'), col('played', 'J', 'Jogos'), col('wins', 'V', 'Vitórias'), col('losses', 'D', 'Derrotas'),
    col('goals_for', 'PF', 'Pontos feitos'), col('goals_against', 'PC', 'Pontos contra'), col('goal_difference', 'SP', 'Saldo de pontos'), col('wins_pct', '%', 'Aproveitamento de vitórias'),
  ],
  other: [],
};

export function standingsColumns(sport: Sport | null | undefined): readonly StandingsColumn[] {
  const list = COLUMNS[sport ?? 'football'];
  return list.length ? list : COLUMNS.football;
}

/** A cell as text: "+20", "1,333", "∞", "66,7%", a name. */
export function formatCell(row: StandingRow, key: keyof StandingRow): string {
  const v = row[key];
  if (typeof v === 'number') return formatValue(key, v);
  return typeof v === 'string' ? v : '';
}
