// The result list of the login searches (/public/users, /public/associations): a count line the
// screen reader hears (the parent's aria-live region) and a table with a hidden caption, one column
// per field. Each search says what it counts and which columns it shows; the table is drawn here once.
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ResultColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Identifiers (CPF, CNPJ) in a fixed-width font, so masked digits line up. */
  mono?: boolean;
}

interface Props<T> {
  rows: readonly T[];
  /** "3 pessoas encontradas." and the like, already worded for the count. */
  count: ReactNode;
  caption: ReactNode;
  columns: readonly ResultColumn<T>[];
  rowKey: (row: T) => string;
  /** Marks each row for tests and styles (`person-hit`, `entity-hit`). */
  rowTestId: string;
}

export function SearchResults<T>({ rows, count, caption, columns, rowKey, rowTestId }: Props<T>) {
  return (
    <Stack gap="3">
      <Text fontWeight="medium" data-testid="search-count">{count}</Text>
      {rows.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((c, i) => <Table.ColumnHeader key={i} scope="col">{c.header}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={rowKey(row)} data-testid={rowTestId}>
                  {columns.map((c, i) => <Table.Cell key={i} fontFamily={c.mono ? 'mono' : undefined}>{c.cell(row)}</Table.Cell>)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
