import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useListPage } from '../../data/hooks';
import type { Page, PageCursor } from '../../data/list-query';
import type { StoredRow } from '../../domain/mutators/index';
import type { ResourceKey } from '../../domain/resources/index';
import type { ListQuery } from './list-all';
import { ListRows, type ListRowsProps } from './list-rows';

interface PagedRowsProps extends Omit<ListRowsProps, 'rows' | 'window' | 'footer'> {
  query: ListQuery;
  size: number;
  /** Changes whenever the query or the page size does: back to the first page then. */
  queryKey: string;
  loading: ReactNode;
  empty: ReactNode;
}

/**
 * One page at a time, by key range: "Próxima" starts after the last row's (index value, id), and
 * "Anterior" returns to the cursor kept for the previous page. No offsets: any page costs the same.
 */
export function PagedRows({ query, size, queryKey, loading, empty, ...view }: PagedRowsProps) {
  const { t } = useLingui();
  // Not keyed by the query: the live query keeps showing the previous rows while the next ones load.
  const [state, setState] = useState<{ key: string; cursors: PageCursor[] }>({ key: queryKey, cursors: [] });
  const cursors = state.key === queryKey ? state.cursors : [];
  const setCursors = (update: (c: PageCursor[]) => PageCursor[]) => setState({ key: queryKey, cursors: update(cursors) });
  const answer = useListPage(view.resource.key as ResourceKey, { ...query, limit: size, after: cursors.at(-1) ?? null });
  const page = answer.page as Page<StoredRow> | undefined;
  if (!page) return loading;
  const first = cursors.length === 0;
  if (first && page.rows.length === 0 && !answer.stale) return empty;
  // A stale page's cursor belongs to the previous query: "Próxima" waits for the new page.
  const next = answer.stale ? null : page.next;
  return (
    <>
      <ListRows {...view} rows={page.rows} />
      {(!first || page.next) && (
        <HStack as="nav" aria-label={t`Paginação`} justify="space-between" mt="4" gap="3">
          <Button variant="outline" disabled={first} onClick={() => setCursors((c) => c.slice(0, -1))}>
            <Trans>Anterior</Trans>
          </Button>
          <Text color="fg.muted" fontSize="sm" aria-live="polite"><Trans>Página {cursors.length + 1}</Trans></Text>
          <Button variant="outline" disabled={!next} onClick={() => next && setCursors((c) => [...c, next])}>
            <Trans>Próxima</Trans>
          </Button>
        </HStack>
      )}
    </>
  );
}
