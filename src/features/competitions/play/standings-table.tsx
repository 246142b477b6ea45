// One standings table: the sport's columns (standingsColumns: Pos, Time, P, J, V, E, D, GP,
// GC, SG for football) with their spelled-out meaning in <abbr title>, one row per team in
// classification order, the zone of each position (marker + name, and a legend), points deductions
// marked with their legal basis, and, on demand, WHY a team is above the next (explainSplit). Shared by
// the back office and the public page, so both show the very same table.
import { Badge, Box, Button, HStack, List, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { explainSplit, formatCell, standingsColumns } from '../../../domain/competitions/standings';
import { sportOf, tableTitle, zoneAt, type GroupTable } from './standings-view';
import { zonePalette } from './zone-colors';

interface StandingsTableProps {
  table: GroupTable;
  /** Caption override (a home-only table says so). */
  caption?: string;
  /** The "why" buttons (left out on the home/away tables, whose splits are about partial tables). */
  explain?: boolean;
}

export function StandingsTable({ table, caption, explain = true }: StandingsTableProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const columns = standingsColumns(sportOf(table.rules));
  const names = new Map(table.teams.map((team) => [team.id, team.name]));
  const { rows, splits } = table.standings;
  const deductions = table.adjustments;
  if (rows.length === 0) return <Text color="fg.muted"><Trans>Nenhuma equipe neste grupo ainda.</Trans></Text>;
  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" data-testid="standings-table">
          <Table.Caption textAlign="start" fontWeight="semibold" px="3" py="2">{caption ?? tableTitle(table)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} scope="col" textAlign={c.key === 'name' ? 'start' : 'end'}>
                  <abbr title={c.title} style={{ textDecoration: 'none' }}>{c.label}</abbr>
                </Table.ColumnHeader>
              ))}
              {explain && <Table.ColumnHeader scope="col"><VisuallyHidden><Trans>Explicação</Trans></VisuallyHidden></Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => {
              const zone = zoneAt(table, row.position);
              const split = splits[i];
              const below = split ? names.get(split.below) ?? '' : '';
              return (
                <Fragment key={row.team_id}>
                  <Table.Row data-testid="standings-row" data-team={row.name}>
                    {columns.map((c) => c.key === 'name' ? (
                      <Table.Cell key={c.key} as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                        {row.name}
                        {row.deduction !== 0 && (
                          <Badge ms="2" colorPalette="red" variant="subtle" title={t`Punição: ${row.deduction} pontos`}>
                            {row.deduction > 0 ? `+${row.deduction}` : `−${Math.abs(row.deduction)}`}<VisuallyHidden> {t`pontos por punição`}</VisuallyHidden>
                          </Badge>
                        )}
                      </Table.Cell>
                    ) : c.key === 'position' ? (
                      <Table.Cell key={c.key} textAlign="end" data-zone={zone ? String(zone.name) : undefined}
                        borderStartWidth={zone ? '4px' : undefined} borderStartColor={zone ? `${zonePalette(zone.color)}.500` : undefined}>
                        {row.position}{row.shared ? '=' : ''}
                        {zone && <VisuallyHidden> ({String(zone.name)})</VisuallyHidden>}
                      </Table.Cell>
                    ) : (
                      <Table.Cell key={c.key} textAlign="end">{formatCell(row, c.key)}</Table.Cell>
                    ))}
                    {explain && (
                      <Table.Cell>
                        {split && (
                          <Button size="2xs" variant="ghost" aria-expanded={open === i} aria-controls={`why-${table.seed}-${i}`}
                            aria-label={t`Por que ${row.name} está à frente de ${below}?`} onClick={() => setOpen(open === i ? null : i)}>
                            <Trans>Por quê?</Trans>
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                  {explain && split && open === i && (
                    <Table.Row id={`why-${table.seed}-${i}`}>
                      <Table.Cell colSpan={columns.length + 1} bg="bg.muted" whiteSpace="normal">
                        <Text role="status" data-testid="standings-why">{explainSplit(split, names, table.rules)}</Text>
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <ZoneLegend table={table} />
      {deductions.length > 0 && (
        <Box>
          <Text fontWeight="semibold" fontSize="sm"><Trans>Punições que alteram a tabela</Trans></Text>
          <List.Root fontSize="sm" ps="5">
            {deductions.map((d) => (
              <List.Item key={d.id}>
                {t`${names.get(d.team_id) ?? ''}: ${d.points} pontos`} — {d.reason}{d.decided_by ? ` (${d.decided_by})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}

function ZoneLegend({ table }: { table: GroupTable }) {
  const { t } = useLingui();
  if (table.zones.length === 0) return null;
  return (
    <Box as="section" aria-label={t`Legenda das zonas`}>
      <HStack as="ul" gap="4" wrap="wrap" fontSize="sm" listStyleType="none">
        {table.zones.map(({ from, to, zone }) => (
          <HStack as="li" key={`${zone.id}-${from}`} gap="2">
            <Box aria-hidden="true" w="3" h="3" rounded="sm" bg={`${zonePalette(zone.color)}.500`} />
            <Text>{String(zone.name)}: {from === to ? t`${from}º` : t`${from}º a ${to}º`}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
