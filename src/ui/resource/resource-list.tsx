import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useState, type ComponentType } from 'react';
import { useUser } from '../../data/session';
import { useCollectionDownloaded } from '../../data/download-state';
import type { AnyResource } from '../../domain/resources/define';
import { Page } from '../page';
import { newLabel } from './labels';
import { AllRows, type ListQuery } from './list-all';
import { PagedRows } from './list-paged';
import { planList } from './list-plan';
import { DownloadingList, EmptyList, ListSkeleton, NoResults } from './list-states';
import { ListToolbar, type ListFilter, type PageSize } from './list-toolbar';
import type { NestedView } from './nested';
import { canCreate, canWriteRow, listColumns, lowerFirst, resourceMeta } from './resource-meta';
import type { ListActionsProps } from './view';

interface ResourceListProps {
  resource: AnyResource;
  basePath: string;
  /** The columns shown, in order (its view's `columns`). */
  columns: readonly string[];
  /** Only the rows of one parent (nested.ts): its filter replaces the user's. */
  nested?: NestedView | undefined;
  /** Beside "Novo" on the resource's own list, not under a parent (its view's `listActions`). */
  listActions?: ComponentType<ListActionsProps> | undefined;
}

/**
 * The generic list: search, one filter and a column sort, in any mix (list-plan.ts says which index
 * serves each mix), paged or all rows.
 */
export function ResourceList({ resource, basePath, columns: columnKeys, nested, listActions }: ResourceListProps) {
  const { t } = useLingui();
  const user = useUser();
  const meta = resourceMeta(resource);
  const columns = listColumns(resource, columnKeys);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [sortIndex, setSortIndex] = useState(resource.storage.sort);
  const [descending, setDescending] = useState(resource.storage.sortDescending ?? false);
  const [chosen, setFilter] = useState<ListFilter | null>(null);
  // One filter per query (list-plan.ts): under a parent it is the parent's, and the toolbar offers none.
  const filter = nested?.filter ?? chosen;
  const [pageSize, setPageSize] = useState<PageSize>('25');

  const searching = term !== '' && meta.searchIndex !== undefined;
  const plan = planList(resource, meta.searchIndex, { term, filter, sortIndex, descending });
  const query: ListQuery = plan.query;
  const queryKey = JSON.stringify([query, pageSize]);
  const orderIndex = plan.orderBy;
  const orderColumn = columns.find((c) => c.sortIndex === orderIndex || c.key === orderIndex);
  const plural = resource.labels.plural;
  const orderLabel = orderColumn ? lowerFirst(orderColumn.label) : '';
  const caption = !orderColumn ? plural : plan.descending ? t`${plural}, em ordem decrescente de ${orderLabel}` : t`${plural}, em ordem de ${orderLabel}`;
  // A click on the sorted column's header reverses it; on another column, sorts by it upwards.
  const onSort = (index: string) => {
    if (index === orderIndex) setDescending((d) => !d);
    else {
      setSortIndex(index);
      setDescending(false);
    }
  };
  const creatable = canCreate(resource, user) && nested?.creatable !== false;
  // Before the first download ends, "no rows" means "not here yet", not "none recorded".
  const downloaded = useCollectionDownloaded(resource.key);
  const clear = () => {
    setSearch('');
    setFilter(null);
  };

  const view = {
    resource,
    basePath,
    showBase: nested?.showBase,
    columns,
    canEdit: (row: Record<string, unknown>) => nested?.editable !== false && canWriteRow(resource, user, row),
    sortIndex: orderIndex,
    sortable: plan.sortable,
    descending: plan.descending,
    onSort,
    caption,
    query,
    loading: <ListSkeleton />,
    empty: downloaded === undefined
      ? <ListSkeleton />
      : downloaded === false
      ? <DownloadingList resource={resource} />
      : searching || chosen
      ? <NoResults query={searching ? term : ''} filtered={chosen !== null} searchLabel={meta.fields.find((f) => f.key === resource.storage.search)?.label} onClear={clear} />
      : <EmptyList resource={resource} basePath={basePath} canCreate={creatable} />,
  };

  const Extra = nested ? undefined : listActions;

  return (
    <Page title={nested?.title ?? plural} breadcrumbs={nested?.breadcrumbs}
      actions={(creatable || Extra) && (
        <>
          {Extra && <Suspense fallback={null}><Extra basePath={basePath} /></Suspense>}
          {creatable && <Button asChild><Link to={`${basePath}/create`}>{newLabel(resource)}</Link></Button>}
        </>
      )}>
      {nested?.extra}
      <ListToolbar resource={resource} columns={columns} search={search} filter={chosen} filters={!nested}
        onSearch={setSearch}
        onFilter={setFilter}
        pageSize={pageSize} onPageSize={setPageSize} />
      {plan.creationOrder && (
        <Text color="fg.muted" fontSize="sm" mb="3">{t`Com um filtro, os registros aparecem na ordem em que foram cadastrados.`}</Text>
      )}
      {pageSize === 'all'
        ? <AllRows key={queryKey} {...view} />
        : <PagedRows {...view} size={Number(pageSize)} queryKey={queryKey} />}
    </Page>
  );
}
