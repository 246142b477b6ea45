// The documents that count for a profile (its eligibility, its PAR-Q's medical clearance): those it
// names whose user is the profile's own (userdocuments.memberships). A row stored
// before that rule, filed under someone else's login "for" this profile, is not the person's and
// counts neither for nor against them.
import type { MutationTx, StoredRow } from '../mutators/types';

export async function documentsOfProfile(tx: MutationTx, profileId: string): Promise<StoredRow[]> {
  const owner = (await tx.get('profiles', profileId))?.user_id;
  // A device that does not hold the profile judges by the rows it has (the server decides).
  return (await tx.query('userdocuments', 'profile_id', profileId)).filter((doc) => owner === undefined || doc.user_id === owner);
}
