// Every live row of `collection` whose indexed `field` holds one of `values` (a competition's
// scores, an olympics' results), read from the replica as a live query. For the screens that
// compute over a whole set (medal table, ranking); lists page through useList instead.
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';

/** undefined while reading, also while the values just changed (the previous answer is another set's). */
export function useRowsBy(collection: string, field: string, values: readonly string[]): Record<string, unknown>[] | undefined {
  const { db } = useTenantData();
  const key = values.join(',');
  const answer = useReplica(async () => ({
    key,
    rows: key === '' ? [] : await db.rows(collection).where(field).anyOf(key.split(',')).toArray(),
  }), [db, collection, field, key]);
  return answer?.key === key ? answer.rows : undefined;
}
