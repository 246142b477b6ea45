// The public endpoint's snapshot (server/public/competition-snapshot.ts) as CompetitionRows: the same
// collections as the replica, so the public page renders with the back office's components.
import type { CompetitionRows, Row } from '../../../domain/competitions/row-helpers';

const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

export function snapshotRows(data: Record<string, unknown>): CompetitionRows | null {
  const competition = data.competition as Row | undefined;
  if (!competition || typeof competition.id !== 'string') return null;
  return {
    competition,
    regulations: list(data.regulations), phases: list(data.phases), groups: list(data.groups), competitionteams: list(data.competitionteams),
    teams: list(data.teams), associations: list(data.associations), duels: list(data.duels), classificationzones: list(data.classificationzones),
    classificationzonepositions: list(data.classificationzonepositions), punishments: list(data.punishments),
  };
}

export interface PublicListItem {
  id: string;
  name: string;
  season: string | number;
  sport_name: string | null;
  status: string | null;
  starts_on: string | null;
  ends_on: string | null;
}

export const listItems = (data: Record<string, unknown>): PublicListItem[] => (Array.isArray(data.competitions) ? (data.competitions as PublicListItem[]) : []);
