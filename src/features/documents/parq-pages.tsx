// PAR-Q screens. The person's side (spec §2.2 /my/forms/parq, create, {user_id}/edit/{id}): the
// state of their questionnaire and its history, answered with the generic form over the `parqs`
// resource (the mutator refuses a minor's without the guardian). The review side (§2.10 /parqs,
// /parqs/pending, /parqs/{user_id}/show/{id}; permission parqs): the answers, whether the person
// holds a valid medical clearance on this device, and the decision, from the pending list too (the
// approval queues' DecisionList) or on the PAR-Q's page.
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useMemo } from 'react';
import { useTenantData } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import { expiryState } from '../../domain/documents/expiry';
import { hasYes, PARQ_ANSWER_KEYS, PARQ_QUESTIONS } from '../../domain/documents/parq';
import { currentRequestId } from '../../domain/documents/document-review';
import type { StoredRow } from '../../domain/mutators/index';
import { parqs as parqResource, PARQ_RESPONDENTS } from '../../domain/resources/parqs';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { PendingBadge } from '../../ui/resource/list-view';
import { ResourceForm } from '../../ui/resource/resource-form';
import { usePendingIds } from '../../ui/resource/use-replica';
import { StatusPage } from '../../ui/status-page';
import { ExpiryBadge, ReviewBadge } from './document-badges';
import { personName, profilesByUser } from './documents-data';
import { DecisionList, SingleDecision } from '../../ui/approvals/decision-queue';
import { QueuePage, QueueState } from '../../ui/approvals/queue-page';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';

const newestFirst = (a: StoredRow, b: StoredRow): number => b.id.localeCompare(a.id);

export function MyParqPage() {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const list = useReplica(async () => (userId ? (await db.rows('parqs').where('user_id').equals(userId).toArray()).sort(newestFirst) : []), [db, userId]);
  const pending = usePendingIds('parqs', list?.map((p) => p.id) ?? []);
  const today = todayInBrasilia();
  const open = list?.find((p) => p.status === 'pendente' || p.status === 'devolvido');
  return (
    <Page narrow title={t`Formulário PAR-Q`} description={t`Questionário de prontidão para atividade física. Vale por 12 meses a partir da aprovação.`}
      actions={!open ? <Button asChild size="md"><Link to="/my/forms/parq/create"><Trans>Responder PAR-Q</Trans></Link></Button> : undefined}>
      {!list ? <ListSkeleton rows={2} /> : list.length === 0 ? <Text color="fg.muted"><Trans>Você ainda não respondeu o PAR-Q.</Trans></Text> : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Seus PAR-Qs`}>
          {list.map((p) => (
            <Box as="li" key={p.id} borderWidth="1px" borderRadius="md" p="4" data-testid="my-parq">
              <HStack gap="2" wrap="wrap">
                <Text as="h2" fontWeight="semibold">{p.approved_on ? t`PAR-Q aprovado em ${brDayOrEmpty(p.approved_on, '—')}` : t`PAR-Q`}</Text>
                <ReviewBadge status={p.status} />
                {p.status === 'aprovado' && <ExpiryBadge expiresOn={p.expires_on} today={today} />}
                {pending.has(p.id) && <PendingBadge />}
              </HStack>
              {hasYes(p) && p.status !== 'aprovado' ? (
                <Text fontSize="sm" mt="1">
                  <Trans>Você respondeu "sim" a alguma pergunta: envie um atestado médico em <Link to="/my/documents">Documentos</Link> para a aprovação.</Trans>
                </Text>
              ) : null}
              {p.review_reason && p.status !== 'aprovado' ? <Text fontSize="sm" color="red.fg">{t`Motivo: ${String(p.review_reason)}`}</Text> : null}
              {p.status === 'pendente' || p.status === 'devolvido' ? (
                <Button asChild size="sm" variant="outline" mt="2"><Link to={`/my/forms/parq/${String(p.user_id)}/edit/${p.id}`}><Trans>Editar respostas</Trans></Link></Button>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Page>
  );
}

function ParqFormPage({ userId, id, basePath = '/my/forms/parq' }: { userId: string; id?: string | undefined; basePath?: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const found = useReplica(async () => ({
    profile: (await db.rows('profiles').where('user_id').equals(userId).first()) ?? null,
    record: id ? ((await db.rows('parqs').get(id)) ?? null) : null,
  }), [db, userId, id]);
  const fixed = useMemo(() => (found?.profile ? { user_id: userId, profile_id: found.profile.id } : null), [found?.profile, userId]);
  if (!found) return <Page narrow title={t`Formulário PAR-Q`}><ListSkeleton rows={4} /></Page>;
  if (!fixed || (id && (!found.record || found.record.user_id !== userId))) {
    return (
      <StatusPage code="404" title={!fixed ? t`Cadastro não encontrado` : t`PAR-Q não encontrado`}
        actions={<Button asChild><Link to={basePath}><Trans>Voltar para o PAR-Q</Trans></Link></Button>}>
        <Trans>Complete o cadastro ou sincronize este aparelho e tente de novo.</Trans>
      </StatusPage>
    );
  }
  return <ResourceForm resource={parqResource} basePath={basePath} record={found.record} nested={{ fixed, breadcrumbs: null }} />;
}

export function MyParqCreatePage() {
  const { userId } = useTenantData();
  return userId ? <ParqFormPage userId={userId} /> : null;
}

export function MyParqEditPage() {
  const { user_id, id } = useParams({ strict: false }) as { user_id?: string; id?: string };
  return <ParqFormPage userId={user_id!} id={id} />;
}

/** A guardian answers their dependant's PAR-Q (/my/dependants/{user_id}/parq/…): back to the dependant's page. */
export function DependantParqFormPage() {
  const { user_id, id } = useParams({ strict: false }) as { user_id?: string; id?: string };
  return <ParqFormPage userId={user_id!} id={id} basePath={`/my/dependants/${user_id!}`} />;
}

async function readParqList(db: TenantDb, onlyPending: boolean) {
  const rows = onlyPending ? await db.rows('parqs').where('status').equals('pendente').toArray() : await db.rows('parqs').toArray();
  rows.sort(onlyPending ? (a, b) => a.id.localeCompare(b.id) : newestFirst);
  return { rows, people: await profilesByUser(db, rows.map((r) => String(r.user_id))) };
}

/** /parqs: every PAR-Q this device holds, newest first (the pending ones are decided in /parqs/pending). */
export function ParqsPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const data = useReplica(() => readParqList(db, false), [db]);
  const today = todayInBrasilia();
  return (
    <Page title={t`PAR-Qs`} description={data ? t`${data.rows.length} questionário(s)` : undefined}
      actions={<Button asChild size="md" variant="outline"><Link to="/parqs/pending"><Trans>Pendentes</Trans></Link></Button>}>
      {!data ? <ListSkeleton rows={4} /> : data.rows.length === 0 ? <Text color="fg.muted"><Trans>Nenhum PAR-Q aqui.</Trans></Text> : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Pessoa</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Situação</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Respostas "sim"</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Validade</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.rows.map((p) => (
              <Table.Row key={p.id} data-testid="parq-row">
                <Table.Cell><Link to={`/parqs/${String(p.user_id)}/show/${p.id}`}>{personName(data.people.get(String(p.user_id)), t`Pessoa`)}</Link></Table.Cell>
                <Table.Cell><ReviewBadge status={p.status} /></Table.Cell>
                <Table.Cell>{PARQ_ANSWER_KEYS.filter((k) => p[k] === true).length}</Table.Cell>
                <Table.Cell>{p.status === 'aprovado' ? <ExpiryBadge expiresOn={p.expires_on} today={today} /> : '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Page>
  );
}


/** Whether this device holds an approved, unexpired medical clearance of the person (what approving a PAR-Q with a "sim" requires). */
async function holdsClearance(db: TenantDb, userId: string, today: string): Promise<boolean> {
  for (const doc of await db.rows('userdocuments').where('user_id').equals(userId).toArray()) {
    const type = await db.rows('documenttypes').get(String(doc.document_type_id));
    if (type?.medical_clearance === true && doc.status === 'aprovado' && expiryState(doc.expires_on as string | null, today).state !== 'vencido') return true;
  }
  return false;
}

/** The pending PAR-Qs, oldest first, with who answered and, for those with a "sim", whether the clearance is here. */
async function readParqQueue(db: TenantDb, today: string) {
  const { rows, people } = await readParqList(db, true);
  const cleared = new Set<string>();
  for (const row of rows) if (hasYes(row) && (await holdsClearance(db, String(row.user_id), today))) cleared.add(row.id);
  return { rows, people, cleared };
}

/** /parqs/pending: the review queue, decided from the list (keys A/R/D/J/K) as every approval queue. */
export function ParqsPendingPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const today = todayInBrasilia();
  const data = useReplica(() => readParqQueue(db, today), [db, today]);
  const nameOf = (p: StoredRow): string => personName(data?.people.get(String(p.user_id)), t`Pessoa`);
  return (
    <QueuePage title={t`PAR-Qs para aprovar`} count={data?.rows.length} related={[{ path: '/parqs', title: t`Todos os PAR-Qs` }]}>
      {!data?.rows.length ? <QueueState loading={data === undefined} /> : (
        <DecisionList items={data.rows} label={t`PAR-Qs em análise`} testId="queue-parq" itemKey={(p) => p.id}
          requestId={(p) => currentRequestId('parqs', p)} subject={(p) => t`PAR-Q de ${nameOf(p)}`}
          render={(p) => <ParqSummary row={p} name={nameOf(p)} cleared={data.cleared.has(p.id)} />} />
      )}
    </QueuePage>
  );
}

/** Who, who answered, how many "sim" and whether the clearance a "sim" needs is here; the answers on the show page. */
function ParqSummary({ row, name, cleared }: { row: StoredRow; name: string; cleared: boolean }) {
  const { t } = useLingui();
  const yes = PARQ_ANSWER_KEYS.filter((k) => row[k] === true).length;
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontWeight="semibold">{name}</Text>
        <Button asChild size="sm" variant="ghost"><Link to={`/parqs/${String(row.user_id)}/show/${row.id}`}><Trans>Ver respostas</Trans></Link></Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t`Respondido por: ${PARQ_RESPONDENTS[row.respondent as keyof typeof PARQ_RESPONDENTS] ?? '—'}`} · {yes === 0 ? t`Nenhuma resposta "sim"` : t`${yes} resposta(s) "sim"`}
      </Text>
      {yes > 0 && (
        <Text fontSize="sm" color={cleared ? 'green.fg' : 'orange.fg'} data-testid="parq-clearance">
          {cleared ? t`Atestado médico aprovado e válido.` : t`Há resposta "sim": a aprovação exige um atestado médico aprovado e válido da pessoa.`}
        </Text>
      )}
    </Stack>
  );
}

async function readParqShow(db: TenantDb, id: string, today: string) {
  const row = await db.rows('parqs').get(id);
  if (!row) return null;
  const person = (await profilesByUser(db, [String(row.user_id)])).get(String(row.user_id));
  return { row, person, clearance: await holdsClearance(db, String(row.user_id), today) };
}

export function ParqShowPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const { id } = useParams({ strict: false }) as { id?: string };
  const today = todayInBrasilia();
  const data = useReplica(() => readParqShow(db, id ?? '', today), [db, id, today]);
  const back = <Button asChild size="md" variant="outline"><Link to="/parqs/pending"><Trans>Voltar</Trans></Link></Button>;
  if (data === undefined) return <Page narrow title={t`PAR-Q`}><ListSkeleton rows={4} /></Page>;
  if (data === null) return <Page narrow title={t`PAR-Q não encontrado`} actions={back}><Text><Trans>O PAR-Q pode ainda não ter chegado a este aparelho.</Trans></Text></Page>;
  const { row, person, clearance } = data;
  const name = personName(person, t`Pessoa`);
  return (
    <Page narrow title={t`PAR-Q de ${name}`} actions={back}>
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <ReviewBadge status={row.status} />
          {row.status === 'aprovado' && <ExpiryBadge expiresOn={row.expires_on} today={today} />}
        </HStack>
        <Stack as="ol" gap="2" ps="5" aria-label={t`Respostas`}>
          {PARQ_QUESTIONS.map((q, i) => (
            <Box as="li" key={q}>
              <Text fontSize="sm">{q}</Text>
              <Text fontWeight="semibold" color={row[PARQ_ANSWER_KEYS[i]!] === true ? 'red.fg' : undefined}>{row[PARQ_ANSWER_KEYS[i]!] === true ? t`Sim` : t`Não`}</Text>
            </Box>
          ))}
        </Stack>
        <Text fontSize="sm">
          {t`Respondido por: ${PARQ_RESPONDENTS[row.respondent as keyof typeof PARQ_RESPONDENTS] ?? '—'}`}
          {row.guardian_name ? ` · ${String(row.guardian_name)}` : ''}
        </Text>
        {hasYes(row) && (
          <Text fontSize="sm" color={clearance ? 'green.fg' : 'orange.fg'} data-testid="parq-clearance">
            {clearance ? t`Atestado médico aprovado e válido.` : t`Há resposta "sim": a aprovação exige um atestado médico aprovado e válido da pessoa.`}
          </Text>
        )}
        {row.review_reason ? <Text fontSize="sm">{t`Motivo: ${String(row.review_reason)}`}</Text> : null}
        {row.status === 'pendente' && <SingleDecision requestId={currentRequestId('parqs', row)} subject={t`PAR-Q de ${name}`} />}
      </Stack>
    </Page>
  );
}
