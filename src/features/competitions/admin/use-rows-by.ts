// Every live row of `collection` whose indexed `field` holds one of `values` (a competition's
// scores, an olympics' results), read from the replica as a live query. For the screens that
// compute over a whole set (medal table, ranking); lists page through useList instead.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTenantData } from '../../../data/db-context';

export function useRowsBy(collection: string, field: string, values: readonly string[]): Record<string, unknown>[] | undefined {
  const { db } = useTenantData();
  const key = values.join(',');
  return useLiveQuery(async () => {
    if (key === '') return [];
    return (await db.rows(collection).where(field).anyOf(key.split(',')).toArray()) as unknown as Record<string, unknown>[];
  }, [db, collection, field, key]);
}
