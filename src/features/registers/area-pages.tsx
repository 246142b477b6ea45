// The person's and the entity manager's register screens (spec §2.2), read from the local replica:
// - /my/registers/membershiprequests: the person's registers, a membership request (and a register
//   request, the person asking from their own area), and their requests, each opening its page;
// - /my/associations/requests/{id} (+ create) and /my/associations/membershiprequests/{id}: the
//   requests filed through the entity (approvals.association_id, replicated to its managers).
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMyRequests } from '../../data/approval-queries';
import { useTenantData } from '../../data/db-context';
import { useOwnProfile } from '../../data/own-profile';
import { useReplica } from '../../data/replica';
import type { StoredRow } from '../../domain/mutators/types';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { brDayOrEmpty } from '../../domain/dates';
import { REGISTER_STATUSES } from '../../domain/resources/registers';
import { Page } from '../../ui/page';
import { MembershipRequestForm, RegisterRequestForm } from './request-forms';
import { membershipKinds, registerKinds, RequestLinks } from './request-pages';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Names of the rows of `collection` (types, graduations, roles), for showing ids. */
function useNames(collection: string): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  return useReplica(async () => new Map((await db.rows(collection).toArray()).map((r) => [r.id, str(r.name)])), [db, collection]);
}

/** The person's registers: type, number, role, graduation and since when, status. */
function RegisterTable({ registers }: { registers: readonly StoredRow[] }) {
  const { t } = useLingui();
  const types = useNames('registertypes');
  const graduations = useNames('registergraduations');
  const roles = useNames('registerroles');
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t`Meus registros`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Tipo de registro`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Número`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Função`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Graduação`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Situação`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {registers.map((r) => (
            <Table.Row key={r.id} data-testid="my-register">
              <Table.Cell>{types?.get(str(r.registertype_id)) ?? ''}</Table.Cell>
              <Table.Cell>{str(r.number) || '—'}</Table.Cell>
              <Table.Cell>{roles?.get(str(r.role_id)) ?? '—'}</Table.Cell>
              <Table.Cell>
                {graduations?.get(str(r.graduation_id)) ?? '—'}
                {r.graduated_on ? <Text as="span" color="fg.muted" fontSize="sm">{` (${brDayOrEmpty(r.graduated_on)})`}</Text> : null}
              </Table.Cell>
              <Table.Cell><Badge>{REGISTER_STATUSES[r.status as keyof typeof REGISTER_STATUSES] ?? str(r.status)}</Badge></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">{title}</Heading>
      {children}
    </Stack>
  );
}

export function MyMembershipRequestsPage() {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const profile = useOwnProfile();
  const registers = useReplica(async () => (userId ? db.rows('registers').where('user_id').equals(userId).toArray() : []), [db, userId]);
  const memberships = useMyRequests(membershipKinds());
  const registerRequests = useMyRequests(registerKinds());
  const title = t`Solicitações de filiação`;
  if (registers === undefined || profile === undefined) return <Page title={title} narrow><Text color="fg.muted">{t`Carregando…`}</Text></Page>;
  return (
    <Page title={title} description={t`Peça sua filiação a um plano ou seu registro em um tipo de registro; a federação analisa o pedido.`} narrow>
      <Stack gap="8">
        <Section title={t`Meus registros`}>
          {registers.length === 0 ? <Text color="fg.muted">{t`Você ainda não tem registro na federação.`}</Text> : <RegisterTable registers={registers} />}
        </Section>
        {registers.length > 0 && (
          <Section title={t`Pedir filiação`}><MembershipRequestForm registers={registers} /></Section>
        )}
        {profile && <Section title={t`Pedir registro`}><RegisterRequestForm people={[profile]} /></Section>}
        <Section title={t`Minhas solicitações`}>
          <RequestLinks requests={memberships && registerRequests ? [...memberships, ...registerRequests] : undefined}
            base="/my/registers/membershiprequests" label={t`Minhas solicitações`} empty={t`Você ainda não fez nenhuma solicitação.`} />
        </Section>
      </Stack>
    </Page>
  );
}

/** The requests of `kinds` filed through entity `id`, newest first (the manager's replica holds them). */
function useEntityRequests(kinds: readonly string[], id: string | undefined): ApprovalRow[] | undefined {
  const { db } = useTenantData();
  const key = kinds.join(',');
  return useReplica(async () => {
    if (!id) return [];
    const all: ApprovalRow[] = (await Promise.all(kinds.map((kind) => db.rows('approvals').where('[kind+status]').between([kind, ''], [kind, '\uffff']).toArray()))).flat();
    return all.filter((r) => r.association_id === id).sort((a, b) => b.requested_at.localeCompare(a.requested_at));
  }, [db, id, key]);
}

function useEntityName(id: string | undefined): string | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (id ? str((await db.rows('associations').get(id))?.name) : ''), [db, id]);
}

export function ManagerRequestsPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const requests = useEntityRequests(registerKinds(), id);
  const name = useEntityName(id);
  const title = t`Solicitações de registro`;
  return (
    <Page title={title} description={name} actions={<Button asChild size="sm" colorPalette="blue"><Link to={`/my/associations/requests/${id ?? ''}/create`}>{t`Novo pedido`}</Link></Button>}>
      <RequestLinks requests={requests} base={`/my/associations/requests/${id ?? ''}`} label={title} empty={t`Nenhuma solicitação de registro desta entidade.`} />
    </Page>
  );
}

export function ManagerMembershipRequestsPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const requests = useEntityRequests(membershipKinds(), id);
  const name = useEntityName(id);
  const title = t`Solicitações de filiação`;
  return (
    <Page title={title} description={name}>
      <RequestLinks requests={requests} base={`/my/associations/membershiprequests/${id ?? ''}`} label={title} empty={t`Nenhuma solicitação de filiação desta entidade.`} />
    </Page>
  );
}

export function ManagerRequestCreatePage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const { db } = useTenantData();
  const people = useReplica(() => (id ? db.rows('profiles').where('association_id').equals(id).sortBy('name_search') : []), [db, id]);
  const name = useEntityName(id);
  return (
    <Page title={t`Novo pedido de registro`} description={name} narrow
      actions={<Button asChild variant="outline" size="sm"><Link to={`/my/associations/requests/${id ?? ''}`}>{t`Voltar`}</Link></Button>}>
      {people === undefined ? <Text color="fg.muted">{t`Carregando…`}</Text> : people.length === 0 ? (
        <Box><Text color="fg.muted">{t`Esta entidade ainda não tem pessoas cadastradas.`}</Text></Box>
      ) : (
        <HStack align="start"><Box flex="1"><RegisterRequestForm people={people} associationId={id} /></Box></HStack>
      )}
    </Page>
  );
}
