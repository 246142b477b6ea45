// "Todos": every row, in one scrolling box. Rows are read by key range in chunks as the user scrolls
// (each chunk a live query starting after the previous chunk's last row), never all at once, and
// only the rows in view are in the DOM (@tanstack/react-virtual). 100k rows stay smooth: the DOM
// holds ~40 rows and the next chunk is read before the user reaches the end of the current one.
import { Box, Spinner, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useList } from '../../data/hooks';
import type { ListOptions, Page, PageCursor } from '../../data/list-query';
import type { StoredRow } from '../../domain/mutators/index';
import type { ResourceKey } from '../../domain/resources/index';
import { ListRows, useWideList, type ListRowsProps } from './list-rows';
import { ROW_HEIGHT, type RowWindow } from './list-view';

export const CHUNK = 250;

export type ListQuery = Pick<ListOptions, 'index' | 'prefix' | 'equals' | 'where' | 'descending'>;

interface ChunkProps {
  collection: string;
  query: ListQuery;
  after: PageCursor | null;
  index: number;
  onPage: (index: number, page: Page<StoredRow>) => void;
}

/** Reads one chunk (live) and hands it up; renders nothing. */
function Chunk({ collection, query, after, index, onPage }: ChunkProps) {
  const page = useList(collection as ResourceKey, { ...query, limit: CHUNK, after }) as Page<StoredRow> | undefined;
  useEffect(() => {
    if (page) onPage(index, page);
  }, [page, index, onPage]);
  return null;
}

/** Consecutive loaded chunks, stopping at the first missing one or at the last page. */
function joinPages(pages: readonly (Page<StoredRow> | undefined)[], wanted: number): { rows: StoredRow[]; loaded: number; more: boolean } {
  const rows: StoredRow[] = [];
  let loaded = 0;
  for (; loaded < wanted; loaded++) {
    const page = pages[loaded];
    if (!page) break;
    rows.push(...page.rows);
    if (!page.next) return { rows, loaded: loaded + 1, more: false };
  }
  return { rows, loaded, more: true };
}

interface AllRowsProps extends Omit<ListRowsProps, 'rows' | 'window' | 'footer'> {
  query: ListQuery;
  loading: ReactNode;
  empty: ReactNode;
}

export function AllRows({ query, loading, empty, ...view }: AllRowsProps) {
  const wide = useWideList();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<(Page<StoredRow> | undefined)[]>([]);
  const [wanted, setWanted] = useState(1);
  const onPage = useCallback((index: number, page: Page<StoredRow>) => {
    setPages((prev) => {
      if (prev[index] === page) return prev;
      const next = prev.slice();
      next[index] = page;
      return next;
    });
  }, []);
  const { rows, loaded, more } = useMemo(() => joinPages(pages, wanted), [pages, wanted]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (wide ? ROW_HEIGHT : 150),
    overscan: 10,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    // Ask for the next chunk half a chunk before the end; `loaded + 1` keeps repeated calls idempotent.
    if (more && lastShown >= rows.length - CHUNK / 2) setWanted((w) => Math.max(w, loaded + 1));
  }, [more, lastShown, rows.length, loaded]);

  const loaders: ReactNode[] = [];
  for (let i = 0; i < wanted; i++) {
    const after = i === 0 ? null : pages[i - 1]?.next;
    if (i > 0 && !after) break;
    loaders.push(<Chunk key={i} collection={view.resource.key} query={query} after={after ?? null} index={i} onPage={onPage} />);
  }

  const window: RowWindow = {
    items,
    paddingTop: items[0]?.start ?? 0,
    paddingBottom: Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)),
    measure: wide ? undefined : virtualizer.measureElement,
  };
  const footer = more ? (
    <HStack justify="center" py="3" color="fg.muted" role="status">
      <Spinner size="sm" /><Text fontSize="sm"><Trans>Carregando mais…</Trans></Text>
    </HStack>
  ) : null;

  let body: ReactNode;
  if (!pages[0]) body = loading;
  else if (rows.length === 0) body = empty;
  else {
    body = (
      <Box ref={scrollRef} h="70dvh" minH="20rem" overflowY="auto" overflowX="auto" borderWidth={wide ? '1px' : undefined}
        rounded="md" data-testid="all-rows" tabIndex={-1}>
        <ListRows {...view} rows={rows} window={window} footer={footer} />
      </Box>
    );
  }
  return (
    <>
      {loaders}
      {body}
    </>
  );
}
