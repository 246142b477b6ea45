// `/my/associations`: the entities the signed-in person manages; `/my/associations/show/{id}`: one
// entity's page (its people, teams, and the numbers the manager acts on), from the local replica.
// The people and teams screens are the registry's generic ones under the entity (routes/managers.ts).
import { Card, Link as ChakraLink, List, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { useTenantData } from '../../data/db-context';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { readManagedAssociations } from '../../data/managed-associations';

function useManaged() {
  const { db } = useTenantData();
  const user = useUser();
  return useReplica(() => readManagedAssociations(db, user?.id ?? ''), [db, user?.id]);
}

export function MyAssociationsPage() {
  const { t } = useLingui();
  const managed = useManaged();
  return (
    <Page title={t`Minhas entidades`} description={t`As entidades que você administra: pessoas, equipes e documentos.`}>
      {managed === undefined ? <ListSkeleton rows={2} /> : managed.length === 0 ? (
        <Text color="fg.muted"><Trans>Você ainda não administra nenhuma entidade neste aparelho.</Trans></Text>
      ) : (
        <List.Root variant="plain" gap="3">
          {managed.map((a) => (
            <List.Item key={a.id} display="block">
              <Card.Root size="sm">
                <Card.Body>
                  <ChakraLink asChild fontWeight="semibold"><Link to={`/my/associations/show/${a.id}`}>{a.name}</Link></ChakraLink>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Page>
  );
}

function useEntityCounts(associationId: string) {
  const { db } = useTenantData();
  return useReplica(async () => {
    const people = await db.rows('profiles').where('association_id').equals(associationId).toArray();
    const teams = await db.rows('teams').where('association_id').equals(associationId).count();
    return { people: people.length, unverified: people.filter((p) => p.verified !== true).length, teams };
  }, [db, associationId]);
}

export function MyAssociationPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const managed = useManaged();
  const counts = useEntityCounts(id ?? '');
  if (managed === undefined) return <Page title={t`Entidade`}><ListSkeleton rows={3} /></Page>;
  const entity = managed.find((a) => a.id === id);
  if (!entity) {
    return (
      <Page title={t`Entidade`}>
        <Text><Trans>Esta entidade não está entre as que você administra neste aparelho.</Trans></Text>
        <ChakraLink asChild><Link to="/my/associations"><Trans>Voltar às minhas entidades</Trans></Link></ChakraLink>
      </Page>
    );
  }
  return (
    <Page title={entity.name} description={t`O que a sua entidade tem na federação, neste aparelho.`}>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="6">
        <Stat.Root><Stat.Label><Trans>Pessoas</Trans></Stat.Label><Stat.ValueText>{counts?.people ?? '…'}</Stat.ValueText></Stat.Root>
        <Stat.Root><Stat.Label><Trans>Aguardando a federação</Trans></Stat.Label><Stat.ValueText>{counts?.unverified ?? '…'}</Stat.ValueText></Stat.Root>
        <Stat.Root><Stat.Label><Trans>Equipes</Trans></Stat.Label><Stat.ValueText>{counts?.teams ?? '…'}</Stat.ValueText></Stat.Root>
      </SimpleGrid>
      <List.Root gap="2" ps="5">
        <List.Item><ChakraLink asChild><Link to={`/my/associations/users/${entity.id}`}><Trans>Pessoas da entidade</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/users/register/${entity.id}`}><Trans>Cadastrar pessoa</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/users/import/${entity.id}`}><Trans>Importar pessoas (planilha)</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/teams/${entity.id}`}><Trans>Equipes da entidade</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/competitions/open/${entity.id}`}><Trans>Competições com inscrições abertas</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/token/${entity.id}`}><Trans>Código de convite e pedidos para entrar</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/image/${entity.id}`}><Trans>Escudo da entidade</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/finances/${entity.id}`}><Trans>Finanças: débitos e faturas</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/markets/${entity.id}`}><Trans>Mercado de atletas: pedidos de transferência</Trans></Link></ChakraLink></List.Item>
        {/* Registers (spec §2.2, module registers): the routes' guards hide what the tenant does not offer. */}
        <List.Item><ChakraLink asChild><Link to={`/my/associations/registers/${entity.id}`}><Trans>Registros da entidade</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/requests/${entity.id}`}><Trans>Solicitações de registro</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/contracts/${entity.id}`}><Trans>Contratos</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/memberships/${entity.id}`}><Trans>Filiações</Trans></Link></ChakraLink></List.Item>
        <List.Item><ChakraLink asChild><Link to={`/my/associations/membershiprequests/${entity.id}`}><Trans>Solicitações de filiação</Trans></Link></ChakraLink></List.Item>
      </List.Root>
    </Page>
  );
}
