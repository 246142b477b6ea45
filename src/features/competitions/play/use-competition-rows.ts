// A competition's rows from the local replica, live: a new result (typed here, pulled by the sync
// worker or written in another tab) re-renders every table and list that reads them. undefined while
// loading, null when the competition is not on this device.
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import type { CompetitionRows } from '../../../domain/competitions/row-helpers';
import { readCompetitionRows } from '../../../data/competition-read';

export { readCompetitionRows, rowsOfCompetition } from '../../../data/competition-read';

export function useCompetitionRows(competitionId: string): CompetitionRows | null | undefined {
  const { db } = useTenantData();
  return useReplica(() => readCompetitionRows(db, competitionId), [db, competitionId]);
}
