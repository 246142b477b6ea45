// Who answers for whom (guardians.ts), read through the mutators' seam so the device (its replica
// holds the guardian's own links and the person's own profile) and the server decide alike.
import { isMinor } from '../documents/parq';
import type { MutationTx } from '../mutators/types';

/** True when `guardianId` is linked as a guardian of `dependantId`. */
export async function isGuardianOf(tx: MutationTx, guardianId: string, dependantId: string): Promise<boolean> {
  const links = await tx.query('guardians', 'dependant_user_id', dependantId);
  return links.some((l) => l.guardian_user_id === guardianId);
}

/** True when the person's profile says they are under 18 on `today` (AAAA-MM-DD); no profile or birth date: not known to be a minor. */
export async function isMinorPerson(tx: MutationTx, userId: string, today: string): Promise<boolean> {
  const profiles = await tx.query('profiles', 'user_id', userId);
  return profiles.some((p) => isMinor(p.birthdate as string | null | undefined, today));
}
