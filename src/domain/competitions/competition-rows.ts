// Everything a competition's screens draw, as plain rows keyed by collection: the same shape whether
// it comes from the local replica (back office, /my/teams) or from the server's public snapshot
// (server/public/competition-snapshot.ts builds it), so one set of pure functions serves both.
export type Row = Record<string, unknown> & { id: string };

export interface CompetitionRows {
  competition: Row;
  regulations: Row[];
  phases: Row[];
  groups: Row[];
  competitionteams: Row[];
  teams: Row[];
  associations: Row[];
  duels: Row[];
  classificationzones: Row[];
  classificationzonepositions: Row[];
  punishments: Row[];
}
