import { Badge, Box, Table } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface StandingColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

interface StandingTableProps<R> {
  caption: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  position: (row: R) => { position: number; shared: boolean };
  name: (row: R) => string;
  nameHeader: string;
  columns: readonly StandingColumn<R>[];
}

/** A ranked table (medal table, ranking): position (a shared one marked "empate"), name, figures; scrolls inside its box on phones. */
export function StandingTable<R>({ caption, rows, rowKey, position, name, nameHeader, columns }: StandingTableProps<R>) {
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" textAlign="end"><Trans>Posição</Trans></Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{nameHeader}</Table.ColumnHeader>
            {columns.map((c) => <Table.ColumnHeader key={c.header} scope="col" textAlign={c.numeric ? 'end' : undefined}>{c.header}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const p = position(row);
            return (
              <Table.Row key={rowKey(row)}>
                <Table.Cell textAlign="end">
                  {p.position}º{p.shared && <Badge ms="1" size="sm" variant="subtle"><Trans>empate</Trans></Badge>}
                </Table.Cell>
                <Table.Cell asChild fontWeight="medium"><th scope="row">{name(row) || '—'}</th></Table.Cell>
                {columns.map((c) => <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : undefined}>{c.cell(row)}</Table.Cell>)}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
