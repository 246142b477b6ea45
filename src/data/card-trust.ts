// What a device needs to check a scanned ID card offline, kept in memory (live queries): the
// tenant's public signing keys and the card revocations it replicates. One mechanism for every
// reader of cards — the meals gate and the referee's pitch-side check — so both refuse the same
// cards for the same reasons (src/domain/credential verifyCredential).
import { useReplica } from './replica';
import { useTenantData } from './db-context';
import { verifyCredential, type PublicKeyRecord, type RevocationRecord, type VerifyResult } from '../domain/credential/index';

export interface CardTrust {
  keys: readonly PublicKeyRecord[];
  revocations: readonly RevocationRecord[];
}

/** The keys and revocations on this device, live; undefined while the first read runs. */
export function useCardTrust(): CardTrust | undefined {
  const { db } = useTenantData();
  const keys = useReplica(() => db.rows('signingkeys').toArray() as Promise<unknown[]> as Promise<PublicKeyRecord[]>, [db]);
  const revocations = useReplica(() => db.rows('cardrevocations').toArray() as Promise<unknown[]> as Promise<RevocationRecord[]>, [db]);
  return keys && revocations ? { keys, revocations } : undefined;
}

/** Verifies a scanned card against this tenant's trust, offline. Never throws. */
export const verifyCard = (text: string, tenant: string, trust: CardTrust, now: Date = new Date()): Promise<VerifyResult> =>
  verifyCredential(text, { tenantId: tenant, keys: trust.keys, revocations: trust.revocations, now });
