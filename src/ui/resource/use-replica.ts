// Two batch live queries the generic screens need and src/data/hooks.ts does not offer yet. They only
// read, through the tenant context (screens still hold no Dexie instance); they belong in hooks.ts
// (`useRecords`, `usePendingIds`) and can move there unchanged.
import { useReplica } from '../../data/replica';
import { useMemo } from 'react';
import { useTenantData } from '../../data/db-context';
import { getResource } from '../../domain/resources/index';
import { rowTitle } from './resource-meta';

/** collection → (id → title). */
export type TitleLookup = ReadonlyMap<string, ReadonlyMap<string, string>>;

const NO_TITLES: TitleLookup = new Map();
const NO_IDS: ReadonlySet<string> = new Set();

// The wanted ids travel as one string so a live query re-runs only when the set itself changes.
const joinIds = (ids: Iterable<string>): string => [...new Set(ids)].filter(Boolean).sort().join(',');

function encode(wanted: ReadonlyMap<string, Iterable<string>>): string {
  return [...wanted].map(([collection, ids]) => `${collection}:${joinIds(ids)}`).filter((s) => !s.endsWith(':')).sort().join('|');
}

/** Titles of referenced rows, several collections in one live query (one bulk read each). */
export function useReferenceTitles(wanted: ReadonlyMap<string, Iterable<string>>): TitleLookup | undefined {
  const { db } = useTenantData();
  const key = encode(wanted);
  return useReplica(async () => {
    if (key === '') return NO_TITLES;
    const result = new Map<string, Map<string, string>>();
    for (const part of key.split('|')) {
      const [collection = '', joined = ''] = part.split(':');
      const resource = getResource(collection);
      const ids = joined.split(',');
      const rows = await db.rows(collection).bulkGet(ids);
      const titles = new Map<string, string>();
      rows.forEach((row, i) => {
        if (row) titles.set(ids[i]!, rowTitle(resource, row));
      });
      result.set(collection, titles);
    }
    return result;
  }, [db, key]);
}

/** id → title for one collection. */
export function useRecordTitles(collection: string, ids: readonly string[]): ReadonlyMap<string, string> | undefined {
  const wanted = useMemo(() => new Map([[collection, ids]]), [collection, ids]);
  return useReferenceTitles(wanted)?.get(collection) ?? (ids.length === 0 ? new Map() : undefined);
}

/**
 * Ids among `ids` whose row holds a local write the server has not confirmed yet. The replica keeps
 * the server's version of every such row in `serverRows` until a pull settles it (see rebase.ts).
 */
export function usePendingIds(collection: string, ids: Iterable<string>): ReadonlySet<string> {
  const { db } = useTenantData();
  const key = joinIds(ids);
  const pending = useReplica(async () => {
    if (key === '') return NO_IDS;
    const list = key.split(',');
    const shadows = await db.serverRows.bulkGet(list.map((id): [string, string] => [collection, id]));
    return new Set(list.filter((_, i) => shadows[i] !== undefined));
  }, [db, collection, key]);
  return pending ?? NO_IDS;
}
