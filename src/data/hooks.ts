// The screens' only door to data: live queries over the local replica (they re-render on every
// change, from this tab, the sync worker or another tab) and `useMutate` for writes.
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUser } from './session';
import type { ResourceKey, Row } from '../domain/resources/index';
import { MutationError } from '../domain/mutators/types';
import { useTenantData } from './db-context';
import { fetchPage, type ListOptions, type Page } from './list-query';
import { mutateModule } from './mutate-loader';
import type { Mutate } from './mutate-names';
import { pendingCount, rejectedEntries } from './outbox-reads';
import type { OutboxEntry } from './tenant-db';

/** One page of a collection, by key range; undefined while loading. */
export function useList<K extends ResourceKey>(collection: K, options: ListOptions = {}): Page<Row<K>> | undefined {
  return useListPage(collection, options).page;
}

/**
 * useList, also saying whether the page shown is `stale`: while a changed query (next page, other
 * order) loads, the previous answer stays on screen (no skeleton flash), but its cursor belongs to
 * the old query, so a pager must not use it until the new page is in.
 */
export function useListPage<K extends ResourceKey>(collection: K, options: ListOptions = {}): { page: Page<Row<K>> | undefined; stale: boolean } {
  const { db } = useTenantData();
  // A value key, not the objects: callers pass fresh literals each render, and a dependency that
  // changes identity every render would resubscribe forever. Index values are JSON-safe (wire rows
  // hold strings and numbers only).
  const { index, prefix, equals, where, descending, limit, after } = options;
  // `satisfies`: an option added to ListOptions and forgotten here fails to compile.
  const key = JSON.stringify({ index, prefix, equals, where, descending, limit, after } satisfies { [P in keyof Required<ListOptions>]: ListOptions[P] });
  const answer = useLiveQuery(
    async () => ({ key, page: (await fetchPage(db, collection, JSON.parse(key) as ListOptions)) as Page<Row<K>> }),
    [db, collection, key],
  );
  return { page: answer?.page, stale: answer !== undefined && answer.key !== key };
}

/** One record; undefined while loading, null when it does not exist (or was deleted). */
export function useRecord<K extends ResourceKey>(collection: K, id: string | null | undefined): Row<K> | null | undefined {
  const { db } = useTenantData();
  return useLiveQuery(
    async () => (id ? (((await db.rows(collection).get(id)) as Row<K> | undefined) ?? null) : null),
    [db, collection, id],
  );
}

/** Writes the server has not answered yet (sync indicator). */
export function usePendingCount(): number | undefined {
  const { db } = useTenantData();
  return useLiveQuery(() => pendingCount(db), [db]);
}

/** Writes the server refused, oldest first (sync panel). */
export function useRejected(): OutboxEntry[] | undefined {
  const { db } = useTenantData();
  return useLiveQuery(() => rejectedEntries(db), [db]);
}

/**
 * `const save = useMutate(); await save('cities.put', city)`. Throws MutationError with the pt-BR
 * message (and `fields` for the form) when the write is refused locally; nothing is saved then.
 */
export function useMutate(): Mutate {
  const { db, userId, onMutated } = useTenantData();
  const user = useUser();
  // The session's grants go with the write, so rules that depend on them refuse here, at once.
  const viewer = user && user.id === userId ? user : undefined;
  return useCallback<Mutate>(
    async (name: string, args: unknown) => {
      if (!userId) throw new MutationError('unauthenticated', 'Entre na sua conta para salvar alterações.');
      const { mutate } = await mutateModule.load();
      const result = await mutate(db, { userId, viewer }, name, args);
      onMutated?.();
      return result;
    },
    [db, userId, viewer, onMutated],
  );
}
