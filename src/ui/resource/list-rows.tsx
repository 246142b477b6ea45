import { useMemo } from 'react';
import { useMediaQuery } from '../../app/layout/use-media-query';
import type { StoredRow } from '../../domain/mutators/index';
import type { AnyResource } from '../../domain/resources/define';
import { formatValue } from './field-value';
import { ListCards } from './list-cards';
import { ListTable, type ListViewProps, type RowData } from './list-view';
import { rowTitle } from './resource-meta';
import { usePendingIds, useReferenceTitles } from './use-replica';

export interface ListRowsProps extends Omit<ListViewProps, 'shown'> {
  resource: AnyResource;
  rows: readonly StoredRow[];
  canEdit: (row: StoredRow) => boolean;
}

/** Spec §9 breakpoint: cards below 600 px, a table from there up. */
export const useWideList = (): boolean => useMediaQuery('(min-width: 600px)');

// Lookups cover blocks of this many rows around the window, so scrolling a few rows does not start
// new live queries on every frame.
const BLOCK = 50;

function lookupBounds(count: number, window: ListViewProps['window']): [number, number] {
  if (!window) return [0, count];
  const first = window.items[0]?.index ?? 0;
  const last = window.items.at(-1)?.index ?? 0;
  return [Math.floor(first / BLOCK) * BLOCK, (Math.floor(last / BLOCK) + 1) * BLOCK];
}

/**
 * Rows as a table or as cards. The referenced rows' names and the "Pendente" marks are looked up
 * for the rows near the screen only (a window over 100k rows asks for ~100), in one batch each.
 */
export function ListRows({ resource, rows, canEdit, ...view }: ListRowsProps) {
  const { columns, window } = view;
  const wide = useWideList();
  const [start, end] = lookupBounds(rows.length, window);
  const near = useMemo(() => rows.slice(start, end), [rows, start, end]);
  const wanted = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const column of columns) {
      if (!column.reference) continue;
      const ids = map.get(column.reference) ?? [];
      for (const row of near) {
        const value = row[column.key];
        if (Array.isArray(value)) ids.push(...value.map(String));
        else if (typeof value === 'string' && value) ids.push(value);
      }
      map.set(column.reference, ids);
    }
    return map;
  }, [columns, near]);
  const titles = useReferenceTitles(wanted);
  const pending = usePendingIds(resource.key, useMemo(() => near.map((r) => r.id), [near]));

  // A row named by a reference (a membership by its person) is titled by that row's name.
  const titleColumn = columns.find((column) => column.key === resource.title && column.reference);
  const titleOf = (row: StoredRow): string =>
    (titleColumn ? titles?.get(titleColumn.reference!)?.get(String(row[titleColumn.key])) : undefined) ?? rowTitle(resource, row);
  const items = window ? window.items.map((item) => item.index) : rows.map((_, i) => i);
  const shown: RowData[] = items.flatMap((index) => {
    const row = rows[index];
    if (!row) return [];
    const cells = columns.map((column) =>
      formatValue(column, row[column.key], column.reference ? titles?.get(column.reference) : undefined));
    return [{ row, index, cells, title: titleOf(row), pending: pending.has(row.id), editable: canEdit(row) }];
  });
  const View = wide ? ListTable : ListCards;
  return <View {...view} shown={shown} />;
}
