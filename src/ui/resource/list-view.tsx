import { Badge, chakra, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, type KeyboardEvent, type Key, type ReactNode } from 'react';
import type { StoredRow } from '../../domain/mutators/index';
import { rowPage } from './nested';
import type { ColumnMeta } from './resource-meta';

/** The rows a virtualiser wants on screen, and the space above and below them. */
export interface RowWindow {
  items: readonly { index: number; key: Key }[];
  paddingTop: number;
  paddingBottom: number;
  /** Measures rows of variable height (cards); tables use a fixed row height instead. */
  measure?: ((element: Element | null) => void) | undefined;
}

/** One row as displayed: its cells already formatted, so unchanged rows skip re-rendering. */
export interface RowData {
  row: StoredRow;
  index: number;
  cells: readonly string[];
  title: string;
  pending: boolean;
  editable: boolean;
}

export interface ListViewProps {
  basePath: string;
  /** Where rows open (nested.ts rowPage: `<showBase>/show/<id>`, or the `$row_id` template) when not under `basePath`. */
  showBase?: string | undefined;
  columns: readonly ColumnMeta[];
  shown: readonly RowData[];
  /** Index the rows are ordered by; headers of other sortable columns switch to theirs. */
  sortIndex: string;
  /** False while a search decides the order. */
  sortable: boolean;
  /** The sorted column runs highest first. */
  descending?: boolean;
  /** A header was clicked: another column's index, or the sorted one's (to reverse it). */
  onSort: (index: string) => void;
  caption: string;
  window?: RowWindow | undefined;
  /** Shown after the last row (e.g. "Carregando mais…"). */
  footer?: ReactNode;
}

/** Fixed height of a table row in the virtual ("Todos") view, kept by CSS so rows need no measuring. */
export const ROW_HEIGHT = 41;

export const PendingBadge = () => (
  <Badge size="sm" colorPalette="orange" variant="subtle" ms="2"><Trans>Pendente</Trans></Badge>
);

export const Blank = () => <chakra.span color="fg.subtle">—</chakra.span>;

// Roving focus between rows: one row is in the tab order, arrows move, Enter opens.
function moveFocus(event: KeyboardEvent<HTMLElement>, open: () => void): void {
  const row = event.currentTarget;
  const go = (target: Element | null | undefined) => {
    if (target instanceof HTMLElement && target.matches('[data-row]')) {
      event.preventDefault();
      target.focus();
    }
  };
  const all = () => Array.from(row.parentElement?.querySelectorAll('[data-row]') ?? []);
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
  } else if (event.key === 'ArrowDown') go(row.nextElementSibling);
  else if (event.key === 'ArrowUp') go(row.previousElementSibling);
  else if (event.key === 'Home') go(all()[0]);
  else if (event.key === 'End') go(all().at(-1));
}

interface RowProps {
  data: RowData;
  first: boolean;
  numeric: readonly boolean[];
  basePath: string;
  onOpen: (id: string) => void;
}

export const sameData = (a: RowData, b: RowData): boolean =>
  a.row === b.row && a.index === b.index && a.pending === b.pending && a.editable === b.editable && a.title === b.title &&
  a.cells.length === b.cells.length && a.cells.every((c, i) => c === b.cells[i]);

const sameRow = (a: RowProps, b: RowProps): boolean =>
  sameData(a.data, b.data) && a.first === b.first && a.numeric === b.numeric && a.basePath === b.basePath && a.onOpen === b.onOpen;

// Body rows are plain elements styled once by the table's css (below): a virtual window mounts
// rows on every scroll frame, and a styled component per cell costs more than the frame allows.
const TableRow = memo(function TableRow({ data, first, numeric, basePath, onOpen }: RowProps) {
  const { t } = useLingui();
  const { row, index, cells, title, pending, editable } = data;
  const open = () => onOpen(row.id);
  return (
    <tr data-row="" data-index={index} tabIndex={first ? 0 : -1} onClick={open} onKeyDown={(e) => moveFocus(e, open)}>
      {cells.map((text, c) => (
        <td key={c} data-numeric={numeric[c] || undefined}>
          {text === '' ? <span data-blank="">—</span> : text}
          {c === 0 && pending && <PendingBadge />}
        </td>
      ))}
      <td data-actions="" onClick={(e) => e.stopPropagation()}>
        {editable && (
          <Link to={`${basePath}/edit/${row.id}`} aria-label={t`Editar ${title}`}><Trans>Editar</Trans></Link>
        )}
      </td>
    </tr>
  );
}, sameRow);

// Row styles live on the table (one stylesheet) rather than on each of the hundreds of cells.
const tableCss = (fixed: boolean) => ({
  '& tbody tr[data-row]': { cursor: 'pointer', bg: 'bg' },
  '& tbody tr[data-row]:hover': { bg: 'colorPalette.subtle' },
  // A long unbroken word wraps anywhere instead of widening the table past the screen.
  '& tbody td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'middle', overflowWrap: 'anywhere' },
  '& [data-blank]': { color: 'fg.subtle' },
  '& td[data-actions] a': {
    display: 'inline-flex', alignItems: 'center', h: '6', px: '2', rounded: 'l2', fontSize: 'xs', fontWeight: 'medium',
    color: 'colorPalette.fg', _hover: { bg: 'colorPalette.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.solid' },
  },
  '& tbody tr[data-row]:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.solid', outlineOffset: '-2px' },
  '& td:first-of-type': { fontWeight: 'medium' },
  '& [data-numeric]': { textAlign: 'end' },
  '& td[data-actions]': { textAlign: 'end', width: '6rem' },
  ...(fixed
    ? {
        tableLayout: 'fixed',
        '& tbody tr[data-row]': { cursor: 'pointer', bg: 'bg', height: `${ROW_HEIGHT}px` },
        '& tbody tr[data-row] > td': { paddingBlock: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
      }
    : {}),
});

const Spacer = ({ height, columns }: { height: number; columns: number }) =>
  height > 0 ? <tr aria-hidden="true"><td colSpan={columns} style={{ height, padding: 0, border: 0 }} /></tr> : null;

/** Desktop and tablet: an accessible table (caption, scoped headers, aria-sort). */
export function ListTable({ basePath, showBase, columns, shown, sortIndex, sortable, descending = false, onSort, caption, window, footer }: ListViewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const opens = showBase ?? basePath;
  const onOpen = useCallback((id: string) => void navigate({ to: rowPage(opens, id) }), [navigate, opens]);
  const numeric = numericFlags(columns);
  const width = columns.length + 1;
  return (
    <Table.Root interactive stickyHeader size="sm" css={tableCss(Boolean(window))}>
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => {
            const active = column.sortIndex !== undefined && column.sortIndex === sortIndex;
            return (
              <Table.ColumnHeader key={column.key} scope="col" data-numeric={isNumeric(column) || undefined}
                aria-sort={column.sortIndex ? (active ? (descending ? 'descending' : 'ascending') : 'none') : undefined}>
                {column.sortIndex ? (
                  <chakra.button type="button" fontWeight="inherit" display="inline-flex" gap="1" alignItems="center"
                    cursor={sortable ? 'pointer' : 'default'} disabled={!sortable}
                    title={sortable ? (active ? t`Inverter a ordem` : t`Ordenar por esta coluna`) : undefined}
                    _hover={sortable ? { textDecoration: 'underline' } : undefined}
                    onClick={() => onSort(column.sortIndex!)}>
                    {column.label}
                    <chakra.span aria-hidden="true" color={active ? undefined : 'fg.subtle'}>{active ? (descending ? '▼' : '▲') : sortable ? '↕' : ''}</chakra.span>
                  </chakra.button>
                ) : column.label}
              </Table.ColumnHeader>
            );
          })}
          <Table.ColumnHeader scope="col" w="6rem"><chakra.span srOnly><Trans>Ações</Trans></chakra.span></Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Spacer height={window?.paddingTop ?? 0} columns={width} />
        {shown.map((data, i) => (
          <TableRow key={data.row.id} data={data} first={i === 0} numeric={numeric} basePath={basePath} onOpen={onOpen} />
        ))}
        <Spacer height={window?.paddingBottom ?? 0} columns={width} />
        {footer && <tr><td colSpan={width}>{footer}</td></tr>}
      </Table.Body>
    </Table.Root>
  );
}

const isNumeric = (column: ColumnMeta): boolean => column.kind === 'number' || column.kind === 'money';

const numericCache = new WeakMap<readonly ColumnMeta[], boolean[]>();
function numericFlags(columns: readonly ColumnMeta[]): readonly boolean[] {
  let numeric = numericCache.get(columns);
  if (!numeric) numericCache.set(columns, (numeric = columns.map(isNumeric)));
  return numeric;
}
