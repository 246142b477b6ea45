// The join flow's screens. `/my/associations/token/{id}`: the entity's manager
// sees its invitation code (text and QR), replaces it, and accepts or refuses who asked to join.
// `/my/associations/join`: anyone signed in types a code and follows their requests. Everything is
// drawn from the local replica; the writes are mutations (offline too), and the server checks the
// code when the request syncs (a wrong code comes back refused, in pt-BR, in the sync panel).
import { Badge, Box, Button, Card, Field, HStack, Input, Link as ChakraLink, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useState, type FormEvent } from 'react';
import { useUser } from '../../data/session';
import { useTenantData } from '../../data/db-context';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { newJoinCode } from '../../domain/resources/associationtokens';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { QrCode } from '../../ui/qr-code';
import { readManagedAssociations } from '../../data/managed-associations';
import { readJoinRequests, readMyJoinRequests, readToken } from './join-requests';
import { useWrite } from '../../data/use-write';

/** These screens show a refusal beside what was tapped. */
const INLINE = { inline: true } as const;

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : '');

export function JoinTokenPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const { db } = useTenantData();
  const user = useUser();
  const data = useReplica(async () => {
    const managed = await readManagedAssociations(db, user?.id ?? '');
    return { entity: managed.find((a) => a.id === id) ?? null, token: await readToken(db, id), requests: await readJoinRequests(db, id) };
  }, [db, user?.id, id]);
  const { run, error } = useWrite();
  if (data === undefined) return <Page title={t`Código de convite`}><ListSkeleton rows={3} /></Page>;
  if (!data.entity) return <Page title={t`Código de convite`}><Text><Trans>Esta entidade não está entre as que você administra neste aparelho.</Trans></Text></Page>;
  const { token, requests } = data;
  const rotate = () => run('associationtokens.put', { id: token?.id ?? uuidv7(), association_id: id, code: newJoinCode(), rotated_at: new Date().toISOString() }, INLINE);
  return (
    <Page title={t`Código de convite`} description={t`Quem digitar este código em "Entrar em uma entidade" pede para fazer parte de ${data.entity.name}; você aceita ou recusa.`}>
      <Stack gap="6" maxW="40rem">
        {token ? (
          <Stack gap="3" align="center">
            <Text fontSize="3xl" fontFamily="mono" letterSpacing="widest" data-testid="join-code">{token.code}</Text>
            <QrCode text={token.code} label={t`QR code do código de convite ${token.code}`} maxW="14rem" testId="join-qr" />
            <Text color="fg.muted" fontSize="sm"><Trans>Gerado em {when(token.rotated_at)}</Trans></Text>
          </Stack>
        ) : <Text><Trans>A entidade ainda não tem código de convite.</Trans></Text>}
        <Box>
          <Button onClick={() => void rotate()} variant={token ? 'outline' : 'solid'}>
            {token ? <Trans>Gerar novo código (o atual deixa de valer)</Trans> : <Trans>Gerar código de convite</Trans>}
          </Button>
        </Box>
        {error && <Text role="alert" color="fg.error">{error}</Text>}
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold" fontSize="lg"><Trans>Pedidos para entrar</Trans></Text>
          {requests.length === 0 ? <Text color="fg.muted"><Trans>Nenhum pedido até agora.</Trans></Text> : (
            <List.Root variant="plain" gap="3">
              {requests.map((r) => <List.Item key={r.id} display="block"><JoinRequestCard request={r} /></List.Item>)}
            </List.Root>
          )}
        </Stack>
      </Stack>
    </Page>
  );
}

function JoinRequestCard({ request }: { request: ApprovalRow }) {
  const { t } = useLingui();
  const { run, error } = useWrite();
  const [reason, setReason] = useState('');
  const name = String(request.proposed.name ?? '') || t`Pessoa sem nome no cadastro`;
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Badge>{APPROVAL_STATUSES[request.status]}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted"><Trans>Pedido em {when(request.requested_at)}</Trans></Text>
        {request.reason && <Text fontSize="sm"><Trans>Motivo: {request.reason}</Trans></Text>}
        {request.status === 'pendente' && (
          <Stack gap="2">
            <Field.Root>
              <Field.Label><Trans>Motivo (obrigatório para recusar)</Trans></Field.Label>
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} />
            </Field.Root>
            <HStack>
              <Button size="sm" onClick={() => void run('approvals.decide', { id: request.id, decision: 'aprovado' }, INLINE)}><Trans>Aceitar</Trans></Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void run('approvals.decide', { id: request.id, decision: 'recusado', reason }, INLINE)}><Trans>Recusar</Trans></Button>
            </HStack>
          </Stack>
        )}
        {error && <Text role="alert" color="fg.error">{error}</Text>}
      </Card.Body>
    </Card.Root>
  );
}

export function JoinAssociationPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const mine = useReplica(() => readMyJoinRequests(db, user?.id ?? ''), [db, user?.id]);
  const { run, error } = useWrite();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    if (await run('associations.join', { id: uuidv7(), code }, INLINE)) { setCode(''); setSent(true); }
  };
  return (
    <Page title={t`Entrar em uma entidade`} description={t`Digite o código de convite que a sua entidade (clube, escola, associação) lhe passou. Você fica pendente até um gestor dela aceitar.`}>
      <Stack gap="6" maxW="40rem">
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="3">
            <Field.Root invalid={!!error}>
              <Field.Label><Trans>Código de convite</Trans></Field.Label>
              <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" maxLength={20} fontFamily="mono" />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Box><Button type="submit"><Trans>Pedir para entrar</Trans></Button></Box>
            {sent && <Text role="status"><Trans>Pedido enviado. O código é conferido na próxima sincronização; depois, um gestor da entidade decide.</Trans></Text>}
          </Stack>
        </form>
        <Text fontSize="sm">
          <Trans>Dirige a entidade?</Trans>{' '}
          <ChakraLink asChild><Link to="/my/associationclaims/list"><Trans>Peça para geri-la</Trans></Link></ChakraLink>
        </Text>
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold" fontSize="lg"><Trans>Meus pedidos</Trans></Text>
          {mine === undefined ? <ListSkeleton rows={2} /> : mine.length === 0 ? <Text color="fg.muted"><Trans>Nenhum pedido até agora.</Trans></Text> : (
            <List.Root variant="plain" gap="2">
              {mine.map((r) => (
                <List.Item key={r.id} display="block">
                  <Card.Root size="sm"><Card.Body gap="1">
                    <HStack justify="space-between" wrap="wrap">
                      <Text fontFamily="mono">{String(r.proposed.code ?? '')}</Text>
                      <Badge>{APPROVAL_STATUSES[r.status]}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted"><Trans>Pedido em {when(r.requested_at)}</Trans></Text>
                    {r.reason && <Text fontSize="sm"><Trans>Motivo: {r.reason}</Trans></Text>}
                  </Card.Body></Card.Root>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Stack>
    </Page>
  );
}
