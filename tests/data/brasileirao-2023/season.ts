// The real 2023 Série A (copied from ../shared/data/brasileirao-2023, sources in its README) as the
// standings engine takes it: teams, results with cards, and the published final table. Used by the
// standings tests and bench/standings.ts. Team ids are slugs of the names, so a test can also look
// them up by name.
import { readFileSync } from 'node:fs';
import type { ResultInput } from '../../../src/domain/competitions/standings';

const here = (file: string) => new URL(`./${file}`, import.meta.url);

function csv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(here(file), 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

export const teamId = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface Season {
  teams: { id: string; name: string }[];
  results: ResultInput[];
}

export function loadSeason(): Season {
  const results = csv('matches.csv').map((m, i): ResultInput => ({
    id: `2023-${String(i + 1).padStart(3, '0')}`,
    round: Number(m.round),
    starts_at: m.date!,
    home_team_id: teamId(m.home!),
    away_team_id: teamId(m.away!),
    home_score: Number(m.home_goals),
    away_score: Number(m.away_goals),
    home_yellow: Number(m.home_yellow),
    away_yellow: Number(m.away_yellow),
    home_red: Number(m.home_red),
    away_red: Number(m.away_red),
  }));
  const names = new Set(csv('matches.csv').flatMap((m) => [m.home!, m.away!]));
  // Teams in alphabetical order: nothing in the input order hints at the final one.
  const teams = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR')).map((name) => ({ id: teamId(name), name }));
  return { teams, results };
}

export const FINAL_TABLE_COLUMNS = ['position', 'team', 'points', 'played', 'wins', 'draws', 'losses', 'goals_for', 'goals_against', 'goal_difference'] as const;

/** final_table.csv, numbers as numbers. */
export function publishedTable(): Record<(typeof FINAL_TABLE_COLUMNS)[number], string | number>[] {
  return csv('final_table.csv').map((row) =>
    Object.fromEntries(FINAL_TABLE_COLUMNS.map((c) => [c, c === 'team' ? row[c]! : Number(row[c])])) as Record<(typeof FINAL_TABLE_COLUMNS)[number], string | number>,
  );
}
