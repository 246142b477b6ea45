import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useUser } from '../../app/session';
import type { AnyResource } from '../../domain/resources/define';
import { Page } from '../page';
import { newLabel } from './labels';
import { AllRows, type ListQuery } from './list-all';
import { PagedRows } from './list-paged';
import { EmptyList, ListSkeleton, NoResults } from './list-states';
import { ListToolbar, type ListFilter, type PageSize } from './list-toolbar';
import { canCreate, canWriteRow, lowerFirst, resourceMeta } from './resource-meta';

interface ResourceListProps {
  resource: AnyResource;
  basePath: string;
}

/**
 * The generic list. Every query reads ONE index by key range (list-query.ts), so search, filter and
 * sort do not combine: typing a search clears the filter and choosing a filter clears the search; a
 * search orders by its own index, a filter by its field (then by creation), and the column sort
 * applies when neither is set.
 */
export function ResourceList({ resource, basePath }: ResourceListProps) {
  const { t } = useLingui();
  const user = useUser();
  const meta = resourceMeta(resource);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [sortIndex, setSortIndex] = useState(resource.sort);
  const [filter, setFilter] = useState<ListFilter | null>(null);
  const [pageSize, setPageSize] = useState<PageSize>('25');

  const searching = term !== '' && meta.searchIndex !== undefined;
  const query: ListQuery = searching
    ? { index: meta.searchIndex, prefix: term }
    : filter
      ? { index: filter.key, equals: filter.value }
      : { index: sortIndex };
  const queryKey = JSON.stringify([query, pageSize]);
  const orderIndex = query.index ?? resource.sort;
  const orderColumn = meta.columns.find((c) => c.sortIndex === orderIndex || c.key === orderIndex);
  const plural = resource.labels.plural;
  const caption = orderColumn ? t`${plural}, em ordem de ${lowerFirst(orderColumn.label)}` : plural;
  const creatable = canCreate(resource, user);
  const clear = () => {
    setSearch('');
    setFilter(null);
  };

  const view = {
    resource,
    basePath,
    columns: meta.columns,
    canEdit: (row: Record<string, unknown>) => canWriteRow(resource, user, row),
    sortIndex: orderIndex,
    sortable: !searching && !filter,
    onSort: setSortIndex,
    caption,
    query,
    loading: <ListSkeleton />,
    empty: searching || filter
      ? <NoResults query={searching ? term : ''} searchLabel={meta.fields.find((f) => f.key === resource.search)?.label} onClear={clear} />
      : <EmptyList resource={resource} basePath={basePath} canCreate={creatable} />,
  };

  return (
    <Page title={plural}
      actions={creatable && <Button asChild><Link to={`${basePath}/create`}>{newLabel(resource)}</Link></Button>}>
      <ListToolbar resource={resource} search={search} filter={filter}
        onSearch={(value) => {
          setSearch(value);
          if (value.trim()) setFilter(null);
        }}
        onFilter={(f) => {
          setFilter(f);
          if (f) setSearch('');
        }}
        pageSize={pageSize} onPageSize={setPageSize} />
      {filter && (
        <Text color="fg.muted" fontSize="sm" mb="3">{t`Com um filtro, os registros aparecem na ordem em que foram cadastrados.`}</Text>
      )}
      {pageSize === 'all'
        ? <AllRows key={queryKey} {...view} />
        : <PagedRows {...view} size={Number(pageSize)} queryKey={queryKey} />}
    </Page>
  );
}
