// The person's requests about entities: `/my/associationclaims/list` lists their
// claims to manage an entity and their new-entity registrations (kinds association_claim and
// association_new), with status and reason, and asks for a new claim;
// `/my/associationclaims/{association_id}/show/{id}` is one request with its whole history. All from
// the replica (the person replicates their own requests), offline too.
import { Badge, Box, Button, Card, Field, HStack, Link as ChakraLink, List, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useState, type FormEvent } from 'react';
import { useTenantData } from '../../data/db-context';
import { useWrite } from '../../data/use-write';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusPage } from '../../ui/status-page';
import { useMyRequests, useRequest } from '../../data/approval-queries';
import { ChangeView } from '../../ui/approvals/change-view';
import { brDateTime } from '../../domain/dates';
import { RequestHistory } from '../../ui/approvals/request-history';

export const ENTITY_REQUEST_KINDS = ['association_claim', 'association_new'] as const;

/** The entity a request is about: the claimed one, or the one a registration creates (its proposed id). */
export const requestEntityId = (r: ApprovalRow): string => String(r.subject_id ?? r.proposed.id ?? '');

export function ClaimsListPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const requests = useMyRequests(ENTITY_REQUEST_KINDS);
  const names = useReplica(async () => {
    const ids = (requests ?? []).filter((r) => r.subject_id).map((r) => r.subject_id!);
    const rows = await db.rows('associations').bulkGet(ids);
    return new Map(rows.filter((r) => r).map((r) => [r!.id, String(r!.name ?? '')]));
  }, [db, requests]);
  const nameOf = (r: ApprovalRow) => names?.get(r.subject_id ?? '') ?? String(r.proposed.name ?? '');
  return (
    <Page title={t`Minhas solicitações de entidades`} description={t`Pedidos para gerir uma entidade e cadastros de novas entidades, com a situação e o motivo da federação.`}>
      <Stack gap="6" maxW="44rem">
        <ClaimForm />
        <Text><Trans>A entidade ainda não está na federação?</Trans>{' '}<ChakraLink asChild><Link to="/my/register_associations"><Trans>Cadastre-a</Trans></Link></ChakraLink></Text>
        {requests === undefined ? <ListSkeleton rows={2} /> : requests.length === 0 ? (
          <Text color="fg.muted"><Trans>Você ainda não fez nenhuma solicitação.</Trans></Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {requests.map((r) => (
              <List.Item key={r.id} display="block" data-testid="entity-request" data-status={r.status}>
                <Card.Root size="sm"><Card.Body gap="1">
                  <HStack justify="space-between" wrap="wrap">
                    <ChakraLink asChild fontWeight="semibold"><Link to={`/my/associationclaims/${requestEntityId(r)}/show/${r.id}`}>{nameOf(r) || t`Entidade`}</Link></ChakraLink>
                    <Badge>{APPROVAL_STATUSES[r.status]}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">{findKind(r.kind)?.label ?? r.kind} · {brDateTime(r.requested_at)}</Text>
                  {r.reason && <Text fontSize="sm"><Trans>Motivo: {r.reason}</Trans></Text>}
                </Card.Body></Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Page>
  );
}

/** Ask to manage an existing entity: choose it (the replica's entities) and say why. */
function ClaimForm() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const write = useWrite();
  const entities = useReplica(async () => (await db.rows('associations').toArray()).sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR')), [db]);
  const [entity, setEntity] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const error = missing ? t`Escolha a entidade.` : write.error;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    setMissing(!entity);
    if (!entity) return;
    if (!(await write.run('approvals.request', { id: uuidv7(), kind: 'association_claim', subject_id: entity, proposed: { note } }, { inline: true }))) return;
    setEntity('');
    setNote('');
    setSent(true);
  };
  return (
    <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold"><Trans>Pedir para gerir uma entidade</Trans></Text>
        <Field.Root invalid={!!error}>
          <Field.Label><Trans>Entidade</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={entity} onChange={(e) => setEntity(e.target.value)}>
              <option value="">{t`Escolha…`}</option>
              {(entities ?? []).map((a) => <option key={a.id} value={a.id}>{String(a.name)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label><Trans>Justificativa</Trans></Field.Label>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} placeholder={t`Ex.: sou o presidente do clube.`} />
        </Field.Root>
        <Box><Button type="submit" loading={write.busy}><Trans>Enviar pedido</Trans></Button></Box>
        {sent && <Text role="status"><Trans>Pedido enviado à federação.</Trans></Text>}
      </Stack>
    </Box>
  );
}

export function ClaimShowPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const request = useRequest(id);
  if (request === undefined) return <Page title={t`Solicitação`}><ListSkeleton rows={2} /></Page>;
  if (request === null || !(ENTITY_REQUEST_KINDS as readonly string[]).includes(request.kind)) {
    return <StatusPage code="404" title={t`Solicitação não encontrada`}>{t`Ela pode ainda não ter chegado a este aparelho.`}</StatusPage>;
  }
  return (
    <Page title={findKind(request.kind)?.label ?? t`Solicitação`} narrow>
      <Stack gap="4">
        <HStack><Badge>{APPROVAL_STATUSES[request.status]}</Badge><Text fontSize="sm" color="fg.muted">{brDateTime(request.requested_at)}</Text></HStack>
        {request.reason && <Text><Trans>Motivo: {request.reason}</Trans></Text>}
        <ChangeView request={request} />
        <RequestHistory request={request} />
        <ChakraLink asChild><Link to="/my/associationclaims/list"><Trans>Voltar às minhas solicitações</Trans></Link></ChakraLink>
      </Stack>
    </Page>
  );
}
