// The head-to-head matrix (COMET's report): rows are the home team, columns the away team, in the
// table's order; each cell lists the scores of their meetings. A real <table> with row and column
// headers, so a screen reader reads "Flamengo × Palmeiras: 2 × 1".
import { Box, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { headToHeadMatrix } from '../../../domain/competitions/standings';
import type { GroupTable } from './standings-view';

const initials = (name: string): string => name.slice(0, 3).toUpperCase();

export function HeadToHeadTable({ table }: { table: GroupTable }) {
  const { t } = useLingui();
  const order = table.standings.rows.map((r) => ({ id: r.team_id, name: r.name }));
  const matrix = headToHeadMatrix(order, table.results);
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="head-to-head">
        <Table.Caption textAlign="start" px="3" py="2">{t`Confronto direto: mandante na linha, visitante na coluna`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t`Mandante`}</Table.ColumnHeader>
            {matrix.teams.map((team) => (
              <Table.ColumnHeader key={team.id} scope="col" textAlign="center"><abbr title={team.name}>{initials(team.name)}</abbr></Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {matrix.teams.map((home, r) => (
            <Table.Row key={home.id}>
              <Table.Cell as="th" scope="row" whiteSpace="nowrap">{home.name}</Table.Cell>
              {matrix.teams.map((away, c) => (
                <Table.Cell key={away.id} textAlign="center" whiteSpace="nowrap" bg={r === c ? 'bg.muted' : undefined}>
                  {r === c ? '' : matrix.cells[r]![c]!.map((m) => `${m.home_score}×${m.away_score}`).join(', ') || '–'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
