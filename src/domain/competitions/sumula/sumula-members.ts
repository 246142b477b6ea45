// "Is this person registered for this team in this competition?": the question the súmula's
// mutators (duels.event's people, duels.lineup) ask before writing a name into the match report.
// Read through the tx: on the server the whole tenant; on a referee's device the members of its
// appointed matches (relation scope), which are exactly the ones its súmula can name.
import type { MutationTx, StoredRow } from '../../mutators/types';

/** The competitionmembers rows of `profileId` in `competitionId` registered by the team `teamId`. */
export async function membershipsFor(tx: MutationTx, competitionId: string, teamId: string, profileId: string): Promise<StoredRow[]> {
  const rows = await tx.query('competitionmembers', '[competition_id+profile_id]', [competitionId, profileId]);
  const found: StoredRow[] = [];
  for (const m of rows) {
    const entry = await tx.get('competitionteams', m.competitionteam_id as string);
    if (entry?.team_id === teamId) found.push(m);
  }
  return found;
}

export const NOT_REGISTERED_MESSAGE = 'Esta pessoa não está inscrita pela equipe do lançamento nesta competição.';
