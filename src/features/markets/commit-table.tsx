// One table for a market's record of effective transfers: the in-app list (from the replica) and
// the public page (from the server's endpoint) show the same columns, read from different sources.
import { Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { brasiliaDayOf } from './market-data';

export interface CommitLine {
  id: string;
  effectiveAt: unknown;
  athlete: ReactNode;
  from: ReactNode;
  to: ReactNode;
  /** The last column: the commit's kind in the app, the correction's note on the public page. */
  last: ReactNode;
}

export function CommitTable({ lines, label, lastHeader, rowTestId }: { lines: readonly CommitLine[]; label: string; lastHeader: string; rowTestId: string }) {
  const { t } = useLingui();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Efetivada em`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Atleta`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`De`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Para`}</Table.ColumnHeader>
            <Table.ColumnHeader>{lastHeader}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((c) => (
            <Table.Row key={c.id} data-testid={rowTestId}>
              <Table.Cell>{brasiliaDayOf(c.effectiveAt)}</Table.Cell>
              <Table.Cell fontWeight="medium">{c.athlete}</Table.Cell>
              <Table.Cell>{c.from}</Table.Cell>
              <Table.Cell>{c.to}</Table.Cell>
              <Table.Cell>{c.last}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
