// The public competition pages (spec §2.5; layout 'bare', no login):
//   /public/open/competitions                 the tenant's public competitions
//   /public/open/competitions/show/{id}       standings (the back office's table), fixtures, results and brackets
//   /public/open/competitions/openteams       competitions with entries open
//   /public/open/competitions/openteams/{id}  a competition's participating teams
// Each renders the copy stored on this device (use-public.ts) and refreshes it in the background.
import { Box, Link as ChakraLink, List, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { COMPETITION_STATUS } from '../../../domain/resources/competitions';
import { sortedPhases, teamNames, type CompetitionRows } from '../../../domain/competitions/row-helpers';
import { DuelsByRound } from '../play/duel-list';
import { BRACKET_KINDS, ResultsByPhase } from '../play/final-results-page';
import { TablesView } from '../play/tables-view';
import { competitionKey, LIST_KEY } from './public-fetch';
import { PublicFrame } from './public-frame';
import { listItems, snapshotRows, type PublicListItem } from './snapshot-rows';

const PUBLIC_BASE = '/public/open/competitions';
const statusLabel = (s: string | null): string => (s ? COMPETITION_STATUS[s as keyof typeof COMPETITION_STATUS] ?? '' : '');

function CompetitionList({ items, to }: { items: PublicListItem[]; to: (id: string) => string }) {
  if (items.length === 0) return <Text color="fg.muted"><Trans>Nenhuma competição por aqui no momento.</Trans></Text>;
  return (
    <List.Root variant="plain" gap="3" data-testid="public-competitions">
      {items.map((c) => (
        <List.Item key={c.id} display="block" borderWidth="1px" rounded="md" p="3">
          <ChakraLink asChild fontWeight="semibold"><Link to={to(c.id)}>{c.name}</Link></ChakraLink>
          <Text fontSize="sm" color="fg.muted">{[String(c.season), c.sport_name, statusLabel(c.status)].filter(Boolean).join(' · ')}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function PublicCompetitionsPage() {
  const { t } = useLingui();
  return (
    <PublicFrame storeKey={LIST_KEY} title={() => t`Competições`}>
      {(data) => (
        <Stack gap="4">
          <CompetitionList items={listItems(data)} to={(id) => `${PUBLIC_BASE}/show/${id}`} />
          <ChakraLink asChild alignSelf="start"><Link to={`${PUBLIC_BASE}/openteams`}><Trans>Competições com inscrições abertas</Trans></Link></ChakraLink>
        </Stack>
      )}
    </PublicFrame>
  );
}

function PublicCompetition({ rows }: { rows: CompetitionRows }) {
  const { t } = useLingui();
  const phases = sortedPhases(rows);
  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="public-table"><Text as="h2" id="public-table" fontSize="xl" fontWeight="semibold" mb="3"><Trans>Classificação</Trans></Text><TablesView rows={rows} /></Box>
      <Box as="section" aria-labelledby="public-results"><Text as="h2" id="public-results" fontSize="xl" fontWeight="semibold" mb="3"><Trans>Resultados e chaves</Trans></Text><ResultsByPhase rows={rows} linked={false} /></Box>
      <Box as="section" aria-labelledby="public-fixtures">
        <Text as="h2" id="public-fixtures" fontSize="xl" fontWeight="semibold" mb="3"><Trans>Tabela de jogos</Trans></Text>
        {phases.filter((p) => !BRACKET_KINDS.includes(String(p.kind))).map((p) => (
          <Box key={p.id} mb="4" aria-label={t`Jogos: ${String(p.name)}`} as="section">
            <DuelsByRound rows={rows} duels={rows.duels.filter((d) => d.phase_id === p.id)} idPrefix={`fixtures-${p.id}`} linked={false} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export function PublicCompetitionPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return (
    <PublicFrame storeKey={competitionKey(id)} back={{ to: PUBLIC_BASE, label: t`Todas as competições` }}
      title={(data) => String((data?.competition as { name?: string } | undefined)?.name ?? t`Competição`)}>
      {(data) => {
        const rows = snapshotRows(data);
        return rows ? <PublicCompetition rows={rows} /> : <Text><Trans>Competição não encontrada.</Trans></Text>;
      }}
    </PublicFrame>
  );
}

/** Open for entry: the public list says so by status (the snapshot list carries no entry flag). */
export function PublicOpenTeamsPage() {
  const { t } = useLingui();
  return (
    <PublicFrame storeKey={LIST_KEY} title={() => t`Inscrições abertas`} back={{ to: PUBLIC_BASE, label: t`Todas as competições` }}>
      {(data) => <CompetitionList items={listItems(data).filter((c) => c.status === 'inscricoes')} to={(id) => `${PUBLIC_BASE}/openteams/${id}`} />}
    </PublicFrame>
  );
}

export function PublicTeamsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return (
    <PublicFrame storeKey={competitionKey(id)} back={{ to: `${PUBLIC_BASE}/openteams`, label: t`Inscrições abertas` }}
      title={(data) => t`Equipes: ${String((data?.competition as { name?: string } | undefined)?.name ?? '')}`}>
      {(data) => {
        const rows = snapshotRows(data);
        if (!rows) return <Text><Trans>Competição não encontrada.</Trans></Text>;
        const names = teamNames(rows);
        const associations = new Map(rows.associations.map((a) => [a.id, String(a.name ?? '')]));
        const teams = rows.teams.filter((tm) => rows.competitionteams.some((e) => e.team_id === tm.id));
        if (teams.length === 0) return <Text color="fg.muted"><Trans>Nenhuma equipe inscrita ainda.</Trans></Text>;
        return (
          <Box overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Caption textAlign="start" px="3" py="2">{t`Equipes participantes (${teams.length})`}</Table.Caption>
              <Table.Header><Table.Row>
                <Table.ColumnHeader scope="col"><Trans>Equipe</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Entidade</Trans></Table.ColumnHeader>
              </Table.Row></Table.Header>
              <Table.Body>
                {teams.sort((a, b) => (names.get(a.id) ?? '').localeCompare(names.get(b.id) ?? '', 'pt-BR')).map((tm) => (
                  <Table.Row key={tm.id}><Table.Cell>{names.get(tm.id)}</Table.Cell><Table.Cell>{associations.get(String(tm.association_id)) ?? ''}</Table.Cell></Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        );
      }}
    </PublicFrame>
  );
}
