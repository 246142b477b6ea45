// Every table of a competition with the general / home / away switch and the head-to-head matrix on
// demand. Shared by the back office's classifications page and the public page.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CompetitionRows } from '../../../domain/competitions/row-helpers';
import { HeadToHeadTable } from './head-to-head';
import { StandingsTable } from './standings-table';
import { competitionTables, groupTable, tableTitle } from './standings-view';

type Side = 'all' | 'home' | 'away';

export function TablesView({ rows }: { rows: CompetitionRows }) {
  const { t } = useLingui();
  const [side, setSide] = useState<Side>('all');
  const [matrix, setMatrix] = useState(false);
  const tables = useMemo(() => competitionTables(rows), [rows]);
  const shown = useMemo(() => (side === 'all' ? tables : tables.map((tb) => groupTable(rows, tb.phase, tb.group, side))), [rows, tables, side]);
  if (tables.length === 0) {
    return <Text color="fg.muted"><Trans>Esta competição ainda não tem fase de pontos corridos: não há tabela de classificação.</Trans></Text>;
  }
  const sides: [Side, string][] = [['all', t`Geral`], ['home', t`Como mandante`], ['away', t`Como visitante`]];
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap" role="group" aria-label={t`Jogos considerados na tabela`}>
        {sides.map(([key, label]) => (
          <Button key={key} size="sm" variant={side === key ? 'solid' : 'outline'} aria-pressed={side === key} onClick={() => setSide(key)}>{label}</Button>
        ))}
        <Button size="sm" variant="ghost" aria-pressed={matrix} onClick={() => setMatrix(!matrix)}><Trans>Confronto direto</Trans></Button>
      </HStack>
      {shown.map((table) => (
        <Box as="section" key={`${table.phase.id}-${table.group?.id ?? ''}`} aria-label={tableTitle(table)}>
          <Stack gap="3">
            <StandingsTable table={table} explain={side === 'all'}
              caption={side === 'all' ? undefined : `${tableTitle(table)} — ${side === 'home' ? t`só jogos como mandante` : t`só jogos como visitante`}`} />
            <Text fontSize="sm" color="fg.muted" data-testid="standings-seed">
              {t`Semente do sorteio (desempate final): ${table.seed}. Quem tiver os mesmos resultados e a mesma semente obtém a mesma ordem.`}
            </Text>
            {matrix && <HeadToHeadTable table={table} />}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
