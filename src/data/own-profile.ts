import { useReplica } from './replica';
import type { StoredRow } from '../domain/mutators/types';
import { useTenantData } from './db-context';

/** The signed-in person's profile on this device: undefined while loading, null when there is none. */
export function useOwnProfile(): StoredRow | null | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => (userId ? ((await db.rows('profiles').where('user_id').equals(userId).first()) ?? null) : null), [db, userId]);
}
