// `/my/teams`: the signed-in person's teams (my-teams-data.ts says which, and why), each with the
// competitions it is in; `/my/teams/show/{teamId}`: the team's next matches and last results in each
// competition and the standings of its group, computed on the device from the replica (offline).
import { Box, Card, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useUser } from '../../../data/session';
import { useTenantData } from '../../../data/db-context';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { nextAndLast } from './all-duels-page';
import { teamNames } from '../../../domain/competitions/row-helpers';
import { DuelLine } from './duel-list';
import { readMyTeams } from './my-teams-data';
import { StandingsTable } from './standings-table';
import { competitionTables } from './standings-view';
import { useCompetitionRows } from './use-competition-rows';

function useMyTeams() {
  const { db } = useTenantData();
  const user = useUser();
  return useReplica(() => readMyTeams(db, user?.id ?? ''), [db, user?.id]);
}

export function MyTeamsPage() {
  const { t } = useLingui();
  const teams = useMyTeams();
  return (
    <Page title={t`Minhas equipes`} description={t`As equipes da sua entidade e as equipes em que você está inscrito.`}>
      {teams === undefined ? <ListSkeleton rows={3} /> : teams.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma equipe ligada ao seu cadastro neste aparelho.</Trans></Text>
      ) : (
        <List.Root variant="plain" gap="3">
          {teams.map(({ team, entries }) => (
            <List.Item key={team.id} display="block">
              <Card.Root size="sm">
                <Card.Body>
                  <ChakraLink asChild fontWeight="semibold"><Link to={`/my/teams/show/${team.id}`}>{String(team.name)}</Link></ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    {entries.length === 0 ? t`Sem competições no momento.` : entries.map((e) => String(e.competition?.name ?? '')).filter(Boolean).join(' · ')}
                  </Text>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Page>
  );
}

function TeamInCompetition({ competitionId, teamId }: { competitionId: string; teamId: string }) {
  const { t } = useLingui();
  const rows = useCompetitionRows(competitionId);
  if (!rows) return rows === undefined ? <ListSkeleton rows={2} /> : null;
  const names = teamNames(rows);
  const mine = rows.duels.filter((d) => d.home_team_id === teamId || d.away_team_id === teamId);
  const { next, last } = nextAndLast(mine);
  const table = competitionTables(rows).find((tb) => tb.teams.some((tm) => tm.id === teamId));
  return (
    <Box as="section" aria-labelledby={`c-${competitionId}`}>
      <Text as="h2" id={`c-${competitionId}`} fontSize="lg" fontWeight="semibold" mb="2">{String(rows.competition.name)}</Text>
      <Stack gap="4">
        {([[t`Próximos jogos`, next], [t`Últimos resultados`, last]] as const).map(([title, list]) => (
          <Box key={title}>
            <Text as="h3" fontWeight="semibold">{title}</Text>
            {list.length === 0 ? <Text color="fg.muted" fontSize="sm"><Trans>Nenhum.</Trans></Text> : (
              <List.Root variant="plain">{list.map((d) => <List.Item key={d.id} display="block"><DuelLine rows={rows} duel={d} names={names} linked={false} /></List.Item>)}</List.Root>
            )}
          </Box>
        ))}
        {table && <StandingsTable table={table} />}
        {rows.competition.visibility !== 'private' && (
          <ChakraLink asChild fontSize="sm"><Link to={`/public/open/competitions/show/${competitionId}`}><Trans>Página pública da competição</Trans></Link></ChakraLink>
        )}
      </Stack>
    </Box>
  );
}

export function MyTeamPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const teams = useMyTeams();
  if (teams === undefined) return <Page title={t`Equipe`}><ListSkeleton rows={3} /></Page>;
  const mine = teams.find((x) => x.team.id === id);
  if (!mine) return <Page title={t`Equipe não encontrada`} narrow><Text><Trans>Esta equipe não está entre as suas neste aparelho.</Trans></Text></Page>;
  return (
    <Page title={String(mine.team.name)} actions={<ChakraLink asChild><Link to="/my/teams"><Trans>Minhas equipes</Trans></Link></ChakraLink>}>
      <Stack gap="8">
        {mine.entries.length === 0 && <Text color="fg.muted"><Trans>Esta equipe não está em nenhuma competição no momento.</Trans></Text>}
        {mine.entries.map(({ entry }) => <TeamInCompetition key={entry.id} competitionId={String(entry.competition_id)} teamId={mine.team.id} />)}
      </Stack>
    </Page>
  );
}
