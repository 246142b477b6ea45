// The review side of a person's documents: the queue (/records/users/userdocuments_approve, oldest
// first, decide in place) and one document's page (/records/userdocuments/edit/{id}/approve), both
// drawn from the local replica. A decision is one of the document's request in the approval model
// (its kind's permission: where the document was sent from); the queue lists what this device holds.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTenantData } from '../../data/db-context';
import { documentExpiry } from '../../domain/documents/expiry';
import { currentRequestId } from '../../domain/mutators/document-review';
import type { StoredRow } from '../../domain/mutators/index';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { ExpiryBadge, ReviewBadge } from './document-badges';
import { DocumentFileLink } from './document-file-link';
import { personName, profilesByUser, readPendingDocuments, todayHere, type HeldDoc } from './documents-data';
import { ReviewPanel } from './review-panel';

const brDate = (iso: unknown): string => (typeof iso === 'string' && iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '—');

async function readQueue(db: Parameters<typeof readPendingDocuments>[0]) {
  const docs = await readPendingDocuments(db);
  const people = await profilesByUser(db, docs.map((d) => String(d.row.user_id)));
  return { docs, people };
}

export function DocumentsQueuePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const queue = useLiveQuery(() => readQueue(db), [db]);
  return (
    <Page title={t`Documentos pessoais para aprovar`} description={queue ? t`${queue.docs.length} em análise` : undefined}>
      {!queue ? <ListSkeleton rows={4} /> : queue.docs.length === 0 ? <Text color="fg.muted"><Trans>Nenhum documento aguardando análise.</Trans></Text> : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Documentos em análise`}>
          {queue.docs.map((d) => <QueueItem key={d.row.id} doc={d} person={personName(queue.people.get(String(d.row.user_id)), t`Pessoa`)} />)}
        </Stack>
      )}
    </Page>
  );
}

function QueueItem({ doc, person }: { doc: HeldDoc; person: string }) {
  const { t } = useLingui();
  const typeName = doc.type ? String(doc.type.name) : t`Documento`;
  const subject = `${typeName} — ${person}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="queue-document">
      <Stack gap="3">
        <DocumentFacts doc={doc} person={person} />
        <HStack justify="space-between" wrap="wrap" gap="2">
          <ReviewPanel requestId={currentRequestId('userdocuments', doc.row)} subject={subject} />
          <Button asChild size="sm" variant="ghost"><Link to={`/records/userdocuments/edit/${doc.row.id}/approve`}><Trans>Ver detalhes</Trans></Link></Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** Type, person, number, dates, and the expiry the document will have once approved. */
function DocumentFacts({ doc, person }: { doc: HeldDoc; person: string }) {
  const { t } = useLingui();
  const { row, type } = doc;
  const expires = (row.expires_on as string | null | undefined) ?? documentExpiry(row.issued_on as string, type?.validity_months as number | null);
  return (
    <Box>
      <HStack gap="2" wrap="wrap">
        <Text as="h2" fontWeight="semibold">{type ? String(type.name) : t`Documento`}</Text>
        <ReviewBadge status={row.status} />
        <ExpiryBadge expiresOn={expires} today={todayHere()} />
      </HStack>
      <Text fontSize="sm">{person}</Text>
      <Text fontSize="sm" color="fg.muted">
        {[row.number ? t`Nº ${String(row.number)}` : '', t`Emitido em ${brDate(row.issued_on)}`, row.team_id ? t`Enviado pela equipe` : '', row.association_id ? t`Enviado pela entidade` : ''].filter(Boolean).join(' · ')}
      </Text>
      {row.notes ? <Text fontSize="sm">{t`Observação: ${String(row.notes)}`}</Text> : null}
      <DocumentFileLink file={row.file} name={type ? String(type.name) : t`Documento`} />
    </Box>
  );
}

async function readOne(db: Parameters<typeof readPendingDocuments>[0], id: string): Promise<{ doc: HeldDoc; person: StoredRow | undefined } | null> {
  const row = await db.rows('userdocuments').get(id);
  if (!row) return null;
  const type = await db.rows('documenttypes').get(String(row.document_type_id));
  const person = (await profilesByUser(db, [String(row.user_id)])).get(String(row.user_id));
  return { doc: { row, type }, person };
}

export function DocumentApprovePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { id } = useParams({ strict: false }) as { id?: string };
  const found = useLiveQuery(() => readOne(db, id ?? ''), [db, id]);
  const back = <Button asChild variant="outline" size="md"><Link to="/records/users/userdocuments_approve"><Trans>Voltar para a fila</Trans></Link></Button>;
  if (found === undefined) return <Page narrow title={t`Analisar documento`}><ListSkeleton rows={3} /></Page>;
  if (found === null) return <Page narrow title={t`Documento não encontrado`} actions={back}><Text><Trans>O documento pode ter sido excluído ou ainda não chegou a este aparelho.</Trans></Text></Page>;
  const person = personName(found.person, t`Pessoa`);
  const typeName = found.doc.type ? String(found.doc.type.name) : t`Documento`;
  return (
    <Page narrow title={t`Analisar documento`} actions={back}>
      <Stack gap="4">
        <DocumentFacts doc={found.doc} person={person} />
        {found.doc.row.review_reason ? <Text fontSize="sm">{t`Motivo registrado: ${String(found.doc.row.review_reason)}`}</Text> : null}
        {found.doc.row.status === 'pendente'
          ? <ReviewPanel requestId={currentRequestId('userdocuments', found.doc.row)} subject={`${typeName} — ${person}`} />
          : <Text color="fg.muted"><Trans>Este documento já foi analisado.</Trans></Text>}
      </Stack>
    </Page>
  );
}
