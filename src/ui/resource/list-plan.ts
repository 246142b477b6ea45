// Which index a generic list reads, from what the user chose: a search, a filter, a column sort, or
// any mix. Every query reads ONE index by key range (data/list-query.ts); the mixes are served so:
//   - search + filter: the compound `[<filter>+<search>]` index where the resource declares one
//     (the filter fixes the first field, the search is a prefix on the second: one range), else the
//     search index with the filter checked on the rows it yields (`where`);
//   - filter + sort: the compound `[<filter>+<sort>]` where declared; else, when the user picked a
//     column, that column's index with the filter checked row by row; else the filter's own index,
//     in the order the records were created (said on screen), or a compound it leads;
//   - a search orders by the searched field, so the column sort waits until the search is cleared.
// Resources with big filtered lists (cities by state, athletes by association...) declare the
// compound indexes; the `where` fallback keeps every other mix correct, reading more rows.
import { indexFields } from '../../data/tenant-db';
import type { AnyResource } from '../../domain/resources/define';
import type { ListQuery } from './list-all';
import type { ListFilter } from './list-toolbar';
import { indexLedBy } from './resource-meta';

export interface ListChoice {
  /** Trimmed search text ('' for none). */
  term: string;
  filter: ListFilter | null;
  /** The column index the user sorted by (the resource's default sort otherwise). */
  sortIndex: string;
  /** Highest first on that column (a second click on its header). */
  descending?: boolean;
}

export interface ListPlan {
  query: ListQuery;
  /** The index whose order the rows come in (for the caption and the sorted column's header). */
  orderBy: string;
  /** False while a search decides the order. */
  sortable: boolean;
  /** The rows come in creation order (a filter with no index to keep the chosen one). */
  creationOrder: boolean;
  /** The rows come highest first. */
  descending: boolean;
}

const compound = (resource: AnyResource, first: string, second: string): string | undefined => {
  const name = `[${first}+${second}]`;
  return (resource.storage.indexes as readonly string[]).includes(name) ? name : undefined;
};

/** The plan for a choice; a descending sort applies to the column orders, not to a search's. */
export function planList(resource: AnyResource, searchIndex: string | undefined, choice: ListChoice): ListPlan {
  const plan = ascendingPlan(resource, searchIndex, choice);
  const descending = choice.descending === true && plan.sortable && !plan.creationOrder;
  return descending ? { ...plan, descending, query: { ...plan.query, descending } } : { ...plan, descending: false };
}

function ascendingPlan(resource: AnyResource, searchIndex: string | undefined, { term, filter, sortIndex }: ListChoice): Omit<ListPlan, 'descending'> {
  if (term !== '' && searchIndex) {
    const plan = { orderBy: searchIndex, sortable: false, creationOrder: false };
    if (!filter) return { ...plan, query: { index: searchIndex, prefix: term } };
    const both = compound(resource, filter.key, searchIndex);
    return {
      ...plan,
      query: both
        ? { index: both, equals: [filter.value], prefix: term }
        : { index: searchIndex, prefix: term, where: { [filter.key]: filter.value } },
    };
  }
  if (!filter) return { query: { index: sortIndex }, orderBy: sortIndex, sortable: true, creationOrder: false };
  const both = compound(resource, filter.key, sortIndex);
  if (both) return { query: { index: both, equals: [filter.value] }, orderBy: sortIndex, sortable: true, creationOrder: false };
  const userSorted = sortIndex !== resource.storage.sort;
  if (!userSorted && (resource.storage.indexes as readonly string[]).includes(filter.key)) {
    return { query: { index: filter.key, equals: filter.value }, orderBy: filter.key, sortable: true, creationOrder: true };
  }
  // No index of the filter's own: one it leads keeps the default order, else the rows are checked.
  const led = userSorted ? undefined : indexLedBy(resource, filter.key);
  if (led) return { query: { index: led, equals: [filter.value] }, orderBy: indexFields(led)[1]!, sortable: true, creationOrder: false };
  return { query: { index: sortIndex, where: { [filter.key]: filter.value } }, orderBy: sortIndex, sortable: true, creationOrder: false };
}
