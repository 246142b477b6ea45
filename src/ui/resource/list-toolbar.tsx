import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { AnyResource } from '../../domain/resources/define';
import { ReferenceInput } from './reference-input';
import { lowerFirst, resourceMeta, selectOptions, type ColumnMeta } from './resource-meta';

export const PAGE_SIZES = ['25', '50', '100', 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface ListFilter {
  key: string;
  value: string;
}

interface ListToolbarProps {
  resource: AnyResource;
  /** The list's columns (listColumns): the indexed reference and picklist ones offer a filter. */
  columns: readonly ColumnMeta[];
  search: string;
  onSearch: (value: string) => void;
  filter: ListFilter | null;
  onFilter: (filter: ListFilter | null) => void;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
  /** Offer the column filters (false under a parent, whose filter is the list's one). */
  filters?: boolean;
}

/** Search box, one filter per indexed reference/picklist column, and the records-per-page choice. */
export function ListToolbar({ resource, columns, search, onSearch, filter, onFilter, pageSize, onPageSize, filters: offered = true }: ListToolbarProps) {
  const { t } = useLingui();
  const { searchIndex } = resourceMeta(resource);
  const searchLabel = resource.fields.find((f) => f.key === resource.storage.search)?.label ?? '';
  const filters = offered ? columns.filter((c) => c.filterIndex) : [];
  const valueOf = (key: string) => (filter?.key === key ? filter.value : '');
  const set = (key: string, value: string) => onFilter(value ? { key, value } : null);

  return (
    // Phones: search on its own line, filters and the page size two by two under it.
    <Flex wrap="wrap" gap="3" mb="4" align="flex-end">
      {searchIndex && (
        <Field.Root flexGrow={2} flexShrink={1} flexBasis={{ base: '100%', sm: '14rem' }}>
          <Field.Label>{t`Buscar`}</Field.Label>
          <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} autoComplete="off"
            placeholder={t`Início de ${lowerFirst(searchLabel)}…`} />
        </Field.Root>
      )}
      {filters.map((column) => (
        <Field.Root key={column.key} flex="1 1 10rem">
          <Field.Label>{column.label}</Field.Label>
          {column.kind === 'reference' && column.reference ? (
            <ReferenceInput collection={column.reference} size="md" value={valueOf(column.key)} placeholder={t`Todos`}
              onChange={(v) => set(column.key, typeof v === 'string' ? v : (v[0] ?? ''))} />
          ) : (
            <NativeSelect.Root>
              <NativeSelect.Field value={valueOf(column.key)} onChange={(e) => set(column.key, e.target.value)}>
                <option value="">{t`Todos`}</option>
                {selectOptions(resource, column).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Field.Root>
      ))}
      <Field.Root flex={{ base: '1 1 8rem', sm: '0 0 11rem' }}>
        <Field.Label>{t`Registros por página`}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={pageSize} onChange={(e) => onPageSize(e.target.value as PageSize)}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size === 'all' ? t`Todos` : size}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
