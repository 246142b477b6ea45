// The parent rows of a nested screen, in one live query: each row and the text naming it. A parent
// whose title field is a reference (a competition's participant is named by its team) is named by
// the referenced row's title.
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { getResource } from '../../domain/resources/index';
import type { NestedParent } from './nested';
import { rowTitle } from './resource-meta';

export interface ParentRow {
  parent: NestedParent;
  id: string;
  /** null: not on this device (deleted, or not replicated yet). */
  row: Record<string, unknown> | null;
  title: string;
}

/** undefined while reading. */
export function useParents(parents: readonly NestedParent[], params: Readonly<Record<string, string | undefined>>): ParentRow[] | undefined {
  const { db } = useTenantData();
  const ids = parents.map((p) => params[p.param] ?? '');
  return useReplica(async () => Promise.all(parents.map(async (parent, i): Promise<ParentRow> => {
    const id = ids[i]!;
    const resource = getResource(parent.resource);
    const row = id ? ((await db.rows(parent.resource).get(id)) as Record<string, unknown> | undefined) ?? null : null;
    let title = row ? rowTitle(resource, row) : '';
    const target = resource.integrity.references?.[resource.title];
    if (row && target && typeof row[resource.title] === 'string') {
      const referenced = (await db.rows(target).get(row[resource.title] as string)) as Record<string, unknown> | undefined;
      if (referenced) title = rowTitle(getResource(target), referenced);
    }
    return { parent, id, row, title };
  })), [db, parents, ids.join('/')]);
}
