// A person's documents (spec §2.2 /my/documents, /my/userdocuments/{id}, the team and entity
// variants; §2.4 /records/userdocuments/{id}): each with its type, number, review status and
// expiry ("válido", "vence em N dias", "vencido"), the mandatory types never sent, and the PAR-Q's
// state. One component; the route pages below tell it whose documents and where its links go.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { expiryState } from '../../domain/documents/expiry';
import type { StoredRow } from '../../domain/mutators/index';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { PendingBadge } from '../../ui/resource/list-view';
import { usePendingIds } from '../../ui/resource/use-replica';
import { ExpiryBadge, ReviewBadge } from './document-badges';
import { personName, readPersonDocuments, type HeldDoc } from './documents-data';
import { documentPaths, type DocumentContext } from './document-paths';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';


export function PersonDocuments({ userId, context, title }: { userId: string; context: DocumentContext; title?: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const data = useReplica(() => readPersonDocuments(db, userId), [db, userId]);
  const pending = usePendingIds('userdocuments', data?.documents.map((d) => d.row.id) ?? []);
  const paths = documentPaths(context, userId);
  const today = todayInBrasilia();
  const who = data ? personName(data.profile, t`Pessoa não encontrada neste aparelho`) : '';
  return (
    <Page title={title ?? t`Documentos`} description={context.kind === 'proprio' ? t`Envie seus documentos e acompanhe a análise e o vencimento de cada um.` : who}
      actions={<Button asChild size="md"><Link to={paths.create}><Trans>Enviar documento</Trans></Link></Button>}>
      {!data ? <ListSkeleton rows={3} /> : (
        <Stack gap="6">
          {context.kind === 'proprio' && <ParqSummary parqs={data.parqs} today={today} />}
          {data.missing.length > 0 && (
            <Box borderWidth="1px" borderColor="orange.muted" borderRadius="md" p="3" data-testid="missing-documents">
              <Text fontWeight="semibold"><Trans>Documentos obrigatórios ainda não enviados</Trans></Text>
              <Text fontSize="sm">{data.missing.map((m) => String(m.name)).join(', ')}</Text>
            </Box>
          )}
          {data.documents.length === 0 ? <Text color="fg.muted"><Trans>Nenhum documento enviado ainda.</Trans></Text> : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Documentos enviados`}>
              {data.documents.map((d) => <DocumentCard key={d.row.id} doc={d} today={today} editPath={paths.edit(d.row.id)} pending={pending.has(d.row.id)} />)}
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}

function DocumentCard({ doc, today, editPath, pending }: { doc: HeldDoc; today: string; editPath: string; pending: boolean }) {
  const { t } = useLingui();
  const { row, type } = doc;
  const typeName = type ? String(type.name) : t`Tipo de documento`;
  const headingId = `doc-${row.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId} data-testid="user-document">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Box>
          <HStack gap="2" wrap="wrap">
            <Text as="h2" id={headingId} fontWeight="semibold">{typeName}</Text>
            <ReviewBadge status={row.status} />
            {row.status === 'aprovado' && <ExpiryBadge expiresOn={row.expires_on} today={today} />}
            {pending && <PendingBadge />}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[row.number ? t`Nº ${String(row.number)}` : '', row.issued_on ? t`Emitido em ${brDayOrEmpty(row.issued_on)}` : ''].filter(Boolean).join(' · ')}
          </Text>
          {(row.status === 'recusado' || row.status === 'devolvido') && row.review_reason ? (
            <Text fontSize="sm" color="red.fg">{t`Motivo: ${String(row.review_reason)}`}</Text>
          ) : null}
        </Box>
        {row.status !== 'aprovado' || expiryState(row.expires_on as string | null, today).state !== 'valido' ? (
          <Button asChild size="sm" variant="outline"><Link to={editPath} aria-label={t`Editar ${typeName}`}><Trans>Editar</Trans></Link></Button>
        ) : null}
      </HStack>
    </Box>
  );
}

/** The person's PAR-Q at a glance: the latest one's state, with a link to answer or see it. */
function ParqSummary({ parqs, today }: { parqs: readonly StoredRow[]; today: string }) {
  const latest = parqs[0];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="parq-summary">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold"><Trans>PAR-Q</Trans></Text>
          {latest ? <ReviewBadge status={latest.status} /> : <Text fontSize="sm" color="fg.muted"><Trans>não respondido</Trans></Text>}
          {latest?.status === 'aprovado' && <ExpiryBadge expiresOn={latest.expires_on} today={today} />}
        </HStack>
        <Button asChild size="sm" variant="outline"><Link to="/my/forms/parq"><Trans>Abrir PAR-Q</Trans></Link></Button>
      </HStack>
    </Box>
  );
}

type Params = { id?: string; team_id?: string; association_id?: string };

export function MyDocumentsPage() {
  const { userId } = useTenantData();
  return userId ? <PersonDocuments userId={userId} context={{ kind: 'proprio' }} /> : null;
}

/** /my/userdocuments/{id}: a person's documents from the personal area (one's own, or as the back office). */
export function MyUserDocumentsPage() {
  const { id } = useParams({ strict: false }) as Params;
  return <PersonDocuments userId={id!} context={{ kind: 'pessoal', area: 'my' }} />;
}

export function RecordsUserDocumentsPage() {
  const { id } = useParams({ strict: false }) as Params;
  return <PersonDocuments userId={id!} context={{ kind: 'pessoal', area: 'records' }} />;
}

export function TeamUserDocumentsPage() {
  const { id, team_id } = useParams({ strict: false }) as Params;
  return <PersonDocuments userId={id!} context={{ kind: 'equipe', teamId: team_id! }} />;
}

export function AssociationUserDocumentsPage() {
  const { id, association_id } = useParams({ strict: false }) as Params;
  return <PersonDocuments userId={id!} context={{ kind: 'entidade', associationId: association_id! }} />;
}
