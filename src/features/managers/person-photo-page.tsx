// A person's photo changed by their entity's manager (spec §2.2): `/my/associations/{association_id}/
// users/image/{id}/{team_id?}` (permission my_users) and `/my/teams/{team_id}/users/image/{id}`
// (my_teams); `id` is the person's login id, the optional team only says where to go back. The
// same request as the person's own `/my/image` (src/ui/approvals/photo-request.tsx: camera or file, kept on
// the device, offline too), asked by the manager; the federation approves it. A person whose
// registration still waits for the federation changes photo through the registration itself (edit):
// approving a photo would verify the rest unchecked, so the server refuses that request
// (people-kinds.ts).
import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { MyRequests } from '../../ui/approvals/my-requests';
import { ProfilePhotoRequest } from '../../ui/approvals/photo-request';
import { NotManagedNotice, useManagedEntity } from './managed-entity';

interface Params {
  association_id?: string;
  id?: string;
  team_id?: string;
}

/** The person (by login id) and the team of the route, from the replica; null when absent. */
function usePersonAndTeam(userId: string, teamId: string | undefined) {
  const { db } = useTenantData();
  return useReplica(async () => ({
    profile: (await db.rows('profiles').where('user_id').equals(userId).first()) ?? null,
    team: teamId ? ((await db.rows('teams').get(teamId)) ?? null) : null,
  }), [db, userId, teamId]);
}

export function PersonPhotoPage() {
  const { t } = useLingui();
  const { association_id: entityParam, id = '', team_id: teamId } = useParams({ strict: false }) as Params;
  const found = usePersonAndTeam(id, teamId);
  // The team's route names no entity: the team's own.
  const associationId = entityParam ?? (typeof found?.team?.association_id === 'string' ? found.team.association_id : undefined);
  const entity = useManagedEntity(associationId);
  const title = t`Foto da pessoa`;

  if (found === undefined || entity === undefined) return <Page title={title} narrow><ListSkeleton rows={2} /></Page>;
  if (entity === null) return <Page title={title} narrow><NotManagedNotice /></Page>;
  const { profile, team } = found;
  if (!profile || profile.association_id !== entity.id || (teamId && team?.association_id !== entity.id)) {
    return (
      <Page title={title} narrow>
        <Text><Trans>Esta pessoa não está entre as pessoas de {entity.name} neste aparelho.</Trans></Text>
        <ChakraLink asChild><Link to={`/my/associations/users/${entity.id}`}><Trans>Pessoas da entidade</Trans></Link></ChakraLink>
      </Page>
    );
  }
  const name = String(profile.name ?? '');
  const back = !teamId
    ? { to: `/my/associations/users/${entity.id}/show/${profile.id}`, label: t`Voltar à pessoa` }
    : entityParam
      ? { to: `/my/associations/teams/${entity.id}/${teamId}`, label: t`Voltar à equipe ${String(team?.name ?? '')}` }
      : { to: `/my/teams/show/${teamId}`, label: t`Voltar à equipe ${String(team?.name ?? '')}` };

  return (
    <Page title={t`Foto de ${name}`} narrow description={t`A foto da carteirinha, de ${entity.name}. Uma nova foto vale depois de aprovada pela federação.`}
      actions={<Button asChild variant="outline"><Link to={back.to}>{back.label}</Link></Button>}>
      <Stack gap="8">
        {profile.verified === true ? (
          <ProfilePhotoRequest profile={profile} currentAlt={t`Foto atual de ${name}`} />
        ) : (
          <Alert.Root status="info" data-testid="photo-under-review">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t`O cadastro desta pessoa ainda aguarda a conferência da federação: troque a foto editando o cadastro.`}</Alert.Title>
              <ChakraLink asChild><Link to={`/my/associations/users/${entity.id}/edit/${profile.id}`}><Trans>Editar o cadastro</Trans></Link></ChakraLink>
            </Alert.Content>
          </Alert.Root>
        )}
        <MyRequests kinds={['profile_picture']} subjectId={profile.id} title={t`Pedidos de foto que você fez para esta pessoa`} />
      </Stack>
    </Page>
  );
}
