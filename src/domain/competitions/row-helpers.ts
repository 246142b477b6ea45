// The helpers over a competition's rows (the shape is src/domain/competitions/competition-rows.ts, shared
// with the server's public snapshot): the same pure functions serve the back office, /my/teams and
// the public pages.
import type { CompetitionRows, Row } from './competition-rows';

export type { CompetitionRows, Row };

/** Collections read by competition id (the others are looked up by the ids these name). */
export const BY_COMPETITION = ['phases', 'groups', 'competitionteams', 'duels', 'classificationzonepositions', 'punishments'] as const;

export const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
export const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Phases in their order, then by name. */
export const sortedPhases = (rows: CompetitionRows): Row[] =>
  [...rows.phases].sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0) || String(a.name).localeCompare(String(b.name), 'pt-BR'));

export const groupsOf = (rows: CompetitionRows, phaseId: string): Row[] =>
  rows.groups.filter((g) => g.phase_id === phaseId)
    .sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0) || String(a.name).localeCompare(String(b.name), 'pt-BR'));

/** Team id → name (the team's own name; "Equipe removida" when the row is gone). */
export function teamNames(rows: CompetitionRows): Map<string, string> {
  return new Map(rows.teams.map((t) => [t.id, String(t.name ?? '')]));
}

/** Confirmed entries (a pending or refused entry does not play), as in competitionteams.isConfirmedEntry. */
export const confirmedEntries = (rows: CompetitionRows): Row[] =>
  rows.competitionteams.filter((e) => e.status == null || e.status === 'confirmada');

/** The regulation a phase plays under: its own, else the competition's. */
export function regulationOf(rows: CompetitionRows, phase: Row | null | undefined): Row | null {
  const id = str(phase?.regulation_id) ?? str(rows.competition.regulation_id);
  return rows.regulations.find((r) => r.id === id) ?? null;
}

export const hasResult = (duel: Row): boolean => num(duel.home_score) !== null && num(duel.away_score) !== null;
