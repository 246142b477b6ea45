// The review side of a person's documents: one queue per flow (spec §4: user, team and entity
// documents; a document's flow is where it was sent from, documentKind), each worked from the list
// with the approval queues' shared DecisionList (keys A/R/D/J/K), and one document's page
// (/records/userdocuments/edit/{id}/approve), all drawn from the local replica. One route per flow
// rather than one route over the three: spec §2.4 gives userdocuments_approve to the `userdocuments`
// permission, each flow has its own reviewer's permission (document-kinds.ts), and the menu then
// counts per entry exactly what its reviewer may decide.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useCanOpen } from '../../app/home/open-path';
import { useUser } from '../../data/session';
import { useTenantData } from '../../data/db-context';
import { holdsPermission } from '../../domain/access';
import { DOCUMENT_QUEUES, documentQueue } from '../../domain/approvals/document-queues';
import { documentExpiry } from '../../domain/documents/expiry';
import { currentRequestId, documentKind } from '../../domain/documents/document-review';
import type { StoredRow } from '../../domain/mutators/index';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { DecisionList, SingleDecision } from '../../ui/approvals/decision-queue';
import { QueuePage, QueueState, type RelatedQueue } from '../../ui/approvals/queue-page';
import { ExpiryBadge, ReviewBadge } from './document-badges';
import { DocumentFileLink } from './document-file-link';
import { personName, profilesByUser, readPendingDocuments, type HeldDoc } from './documents-data';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';


async function readQueue(db: Parameters<typeof readPendingDocuments>[0], kind: string) {
  const docs = await readPendingDocuments(db, kind);
  const people = await profilesByUser(db, docs.map((d) => String(d.row.user_id)));
  return { docs, people };
}

/**
 * The other document queues this reviewer may open: the route's own guard (permission and module,
 * as the router checks them), so a tenant without competitions shows no link to the team queue.
 */
function useSiblingQueues(): RelatedQueue[] {
  const { t } = useLingui();
  const canOpen = useCanOpen();
  const titles: Record<string, string> = { userdocument: t`Documentos pessoais`, teamdocument: t`Documentos de equipes`, associationdocument: t`Documentos de entidades` };
  return DOCUMENT_QUEUES.filter((q) => canOpen(q.path)).map((q) => ({ path: q.path, title: titles[q.kind]! }));
}

function DocumentsQueue({ kind, title }: { kind: string; title: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const queue = useReplica(() => readQueue(db, kind), [db, kind]);
  const related = useSiblingQueues();
  const nameOf = (d: HeldDoc): string => personName(queue?.people.get(String(d.row.user_id)), t`Pessoa`);
  const subjectOf = (d: HeldDoc): string => `${d.type ? String(d.type.name) : t`Documento`} — ${nameOf(d)}`;
  return (
    <QueuePage title={title} count={queue?.docs.length} related={related.length > 1 ? related : []}>
      {!queue?.docs.length ? <QueueState loading={queue === undefined} /> : (
        <DecisionList items={queue.docs} label={t`Documentos em análise`} testId="queue-document" itemKey={(d) => d.row.id}
          requestId={(d) => currentRequestId('userdocuments', d.row)} subject={subjectOf}
          render={(d) => (
            <HStack justify="space-between" align="start" wrap="wrap" gap="2">
              <DocumentFacts doc={d} person={nameOf(d)} />
              <Button asChild size="sm" variant="ghost"><Link to={`/records/userdocuments/edit/${d.row.id}/approve`}><Trans>Ver detalhes</Trans></Link></Button>
            </HStack>
          )} />
      )}
    </QueuePage>
  );
}

export function DocumentsQueuePage() {
  const { t } = useLingui();
  return <DocumentsQueue kind="userdocument" title={t`Documentos pessoais para aprovar`} />;
}
export function TeamDocumentsQueuePage() {
  const { t } = useLingui();
  return <DocumentsQueue kind="teamdocument" title={t`Documentos de equipes para aprovar`} />;
}
export function EntityDocumentsQueuePage() {
  const { t } = useLingui();
  return <DocumentsQueue kind="associationdocument" title={t`Documentos de entidades para aprovar`} />;
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
        <ExpiryBadge expiresOn={expires} today={todayInBrasilia()} />
      </HStack>
      <Text fontSize="sm">{person}</Text>
      <Text fontSize="sm" color="fg.muted">
        {[row.number ? t`Nº ${String(row.number)}` : '', t`Emitido em ${brDayOrEmpty(row.issued_on, '—')}`, row.team_id ? t`Enviado pela equipe` : '', row.association_id ? t`Enviado pela entidade` : ''].filter(Boolean).join(' · ')}
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

/** One document: decided here by a holder of its flow's permission; the others see it only. */
export function DocumentApprovePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const { id } = useParams({ strict: false }) as { id?: string };
  const found = useReplica(() => readOne(db, id ?? ''), [db, id]);
  const flow = found ? documentQueue(documentKind(found.doc.row)) : undefined;
  const back = <Button asChild variant="outline" size="md"><Link to={flow?.path ?? '/records/users/userdocuments_approve'}><Trans>Voltar para a fila</Trans></Link></Button>;
  if (found === undefined) return <Page narrow title={t`Analisar documento`}><ListSkeleton rows={3} /></Page>;
  if (found === null) return <Page narrow title={t`Documento não encontrado`} actions={back}><Text><Trans>O documento pode ter sido excluído ou ainda não chegou a este aparelho.</Trans></Text></Page>;
  const person = personName(found.person, t`Pessoa`);
  const typeName = found.doc.type ? String(found.doc.type.name) : t`Documento`;
  return (
    <Page narrow title={t`Analisar documento`} actions={back}>
      <Stack gap="4">
        <DocumentFacts doc={found.doc} person={person} />
        {found.doc.row.review_reason ? <Text fontSize="sm">{t`Motivo registrado: ${String(found.doc.row.review_reason)}`}</Text> : null}
        {found.doc.row.status !== 'pendente'
          ? <Text color="fg.muted"><Trans>Este documento já foi analisado.</Trans></Text>
          : holdsPermission(user, flow!.permission)
            ? <SingleDecision requestId={currentRequestId('userdocuments', found.doc.row)} subject={`${typeName} — ${person}`} />
            : <Text color="fg.muted"><Trans>Este documento é analisado por quem cuida dos documentos enviados por esse caminho.</Trans></Text>}
      </Stack>
    </Page>
  );
}
