// `/my/associations/competitions/open/{id}` (spec §2.2, permission my_associations): the competitions
// taking entries (status `inscricoes`) and, for each, the entity's teams that fit it (team-entries.ts
// teamFits). "Inscrever" writes a pending `competitionteams` row through the outbox (offline too);
// the federation confirms or refuses it at /competitions/teams/pending/list, and the manager sees
// the answer here once it syncs. A pending entry may be withdrawn (its roster goes with it, after a
// second tap). What a manager may write is bound by the registry (competitionteams.ts writableVia
// bounds), on the device and on the server.
import { Button, Card, HStack, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useMemo, useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { TEAM_GENDERS } from '../../domain/resources/schema-kit';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { PendingBadge } from '../../ui/resource/list-view';
import { usePendingIds, useRecordTitles } from '../../ui/resource/use-replica';
import { EntryStatusBadge, NotManaged, useManagedEntity } from './managed-entity';
import { readOpenCompetitions, type EntryOption, type OpenCompetition, type Row } from './team-entries';
import { useWrite } from '../../data/use-write';

function TeamLine({ competition, option, entityId }: { competition: Row; option: EntryOption; entityId: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { act, busy } = useWrite();
  const [confirming, setConfirming] = useState(false);
  const { team, entry } = option;
  const name = String(team.name ?? '');
  const pending = usePendingIds('competitionteams', entry ? [String(entry.id)] : []);
  const enter = () => act(
    (mutate) => mutate('competitionteams.put', { id: uuidv7(), competition_id: String(competition.id), team_id: String(team.id), status: 'pendente' }),
    { done: t`Pedido de inscrição de ${name} enviado à federação.` },
  );
  // The roster hangs on the entry: removed first, each through the outbox, so the entry can go.
  const withdraw = async (id: string) => {
    await act(async (mutate) => {
      const members = await db.rows('competitionmembers').where('competitionteam_id').equals(id).toArray();
      for (const m of members) await mutate('competitionmembers.delete', { id: m.id });
      await mutate('competitionteams.delete', { id });
    }, { done: t`Pedido de inscrição de ${name} retirado.` });
    setConfirming(false);
  };
  return (
    <List.Item display="flex" flexWrap="wrap" gap="3" alignItems="center" data-testid="entry-option">
      <ChakraLink asChild fontWeight="medium"><Link to={`/my/associations/teams/${entityId}/${String(team.id)}`}>{name}</Link></ChakraLink>
      {entry ? (
        <>
          <EntryStatusBadge status={entry.status} />
          {pending.has(String(entry.id)) && <PendingBadge />}
          {entry.status === 'pendente' && (confirming ? (
            <HStack gap="2">
              <Button size="xs" colorPalette="red" loading={busy} onClick={() => void withdraw(String(entry.id))}><Trans>Confirmar retirada</Trans></Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}><Trans>Manter</Trans></Button>
            </HStack>
          ) : (
            <Button size="xs" variant="outline" aria-label={t`Retirar pedido de ${name}`} onClick={() => setConfirming(true)}><Trans>Retirar pedido</Trans></Button>
          ))}
        </>
      ) : (
        <Button size="xs" loading={busy} aria-label={t`Inscrever ${name}`} onClick={() => void enter()}><Trans>Inscrever</Trans></Button>
      )}
    </List.Item>
  );
}

function CompetitionCard({ item, entityId }: { item: OpenCompetition; entityId: string }) {
  const { t } = useLingui();
  const { competition, teams } = item;
  const sports = useRecordTitles('sports', useMemo(() => [String(competition.sport_id)], [competition.sport_id]));
  const categories = useRecordTitles('competitionscategories', useMemo(() => (competition.category_id ? [String(competition.category_id)] : []), [competition.category_id]));
  const name = String(competition.name ?? '');
  const about = [
    sports?.get(String(competition.sport_id)),
    competition.category_id ? categories?.get(String(competition.category_id)) : null,
    TEAM_GENDERS[competition.gender as keyof typeof TEAM_GENDERS],
    competition.season == null ? null : t`Temporada ${String(competition.season)}`,
  ].filter(Boolean).join(' · ');
  return (
    <Card.Root size="sm" as="section" aria-label={name} data-testid="open-competition">
      <Card.Header>
        <Heading as="h2" size="md">{name}</Heading>
        <Text color="fg.muted" fontSize="sm">{about}</Text>
      </Card.Header>
      <Card.Body>
        {teams.length === 0 ? (
          <Text color="fg.muted"><Trans>Nenhuma equipe da entidade se encaixa nesta competição (modalidade, naipe e categoria).</Trans></Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {teams.map((option) => <TeamLine key={String(option.team.id)} competition={competition} option={option} entityId={entityId} />)}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function OpenCompetitionsPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const { db } = useTenantData();
  const entity = useManagedEntity(id);
  const open = useReplica(() => readOpenCompetitions(db, id ?? ''), [db, id]);
  const title = t`Competições com inscrições abertas`;
  if (entity === undefined) return <Page title={title}><ListSkeleton rows={3} /></Page>;
  if (entity === null) return <NotManaged title={title} />;
  return (
    <Page title={title} description={t`${entity.name}: inscreva as suas equipes; a federação confirma ou recusa cada pedido.`}>
      <ChakraLink asChild mb="4" display="inline-block"><Link to={`/my/associations/show/${entity.id}`}>← {entity.name}</Link></ChakraLink>
      {open === undefined ? <ListSkeleton rows={3} /> : open.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma competição com inscrições abertas neste aparelho.</Trans></Text>
      ) : (
        <Stack gap="4">{open.map((item) => <CompetitionCard key={String(item.competition.id)} item={item} entityId={entity.id} />)}</Stack>
      )}
    </Page>
  );
}
