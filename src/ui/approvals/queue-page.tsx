// The reviewer's queues (spec §4): one screen per flow, at the spec's routes, all this component.
// Each pending request shows who asked, when, and the change before/after side by side; deciding
// (one or two taps, keys A/R/D/J/K) is the shared DecisionList (decision-queue.tsx), which the
// document and PAR-Q queues use too. Reads the local replica only.
import { Badge, Box, Link as ChakraLink, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import type { ReactNode } from 'react';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { useTenantData } from '../../data/db-context';
import { Page } from '../page';
import { usePending } from '../../data/approval-queries';
import { ChangeView } from './change-view';
import { brDateTime } from '../../domain/dates';
import { DecisionList } from './decision-queue';

/** The requesters' names from their profiles, for those this device holds. */
function useRequesterNames(requests: readonly ApprovalRow[] | undefined): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  const ids = [...new Set((requests ?? []).map((r) => r.requested_by))];
  return useReplica(async () => {
    const profiles = await db.rows('profiles').where('user_id').anyOf(ids).toArray();
    return new Map(profiles.map((p) => [String(p.user_id), String(p.social_name || p.name)]));
  }, [db, ids.join(',')]);
}

/** Who asked, which flow and when, and the change before/after. */
function RequestSummary({ request, name }: { request: ApprovalRow; name: string }) {
  const { t } = useLingui();
  const kind = findKind(request.kind);
  return (
    <>
      <Stack gap="1">
        <Heading as="h2" size="md">{name}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {kind?.label ?? request.kind} · {t`pedido em ${brDateTime(request.requested_at)}`}
          {request.history.length > 1 && <> · <Badge colorPalette="orange">{t`reenviado`}</Badge></>}
        </Text>
      </Stack>
      <ChangeView request={request} />
    </>
  );
}

/** A sibling queue, linked from a queue's page (the people's queues, the document flows' queues). */
export interface RelatedQueue { path: string; title: string }

/** A queue's page: its title, the shortcuts, the pending count, links to sibling queues, and the list. */
export function QueuePage({ title, count, related = [], children }: { title: string; count: number | undefined; related?: readonly RelatedQueue[]; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page
      title={title}
      description={t`Aprovar: A · Recusar: R · Devolver: D · próxima/anterior: J/K`}
      actions={count !== undefined && <Badge size="lg" aria-live="polite">{t`${count} pendente(s)`}</Badge>}
    >
      {related.length > 0 && (
        <HStack as="nav" aria-label={t`Outras filas de aprovação`} gap="4" mb="4" wrap="wrap">
          {related.map((q) => <ChakraLink key={q.path} asChild><Link to={q.path}>{q.title}</Link></ChakraLink>)}
        </HStack>
      )}
      {children}
    </Page>
  );
}

/** Nothing waits, or the queue is still being read. */
export function QueueState({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  return loading ? (
    <HStack role="status"><Spinner size="sm" /><Text>{t`Carregando solicitações…`}</Text></HStack>
  ) : (
    <Box role="status" borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center" data-testid="approval-empty">
      <Text fontWeight="medium">{t`Nenhuma solicitação pendente.`}</Text>
      <Text color="fg.muted" fontSize="sm">{t`As novas aparecem aqui assim que chegam a este aparelho.`}</Text>
    </Box>
  );
}

/** The queue of one flow (or a few): pending requests of `kinds`, oldest first. */
export function ApprovalQueue({ kinds, title, related = [] }: { kinds: readonly string[]; title: string; related?: readonly RelatedQueue[] }) {
  const { t } = useLingui();
  const pending = usePending(kinds);
  const names = useRequesterNames(pending);
  const nameOf = (request: ApprovalRow): string => names?.get(request.requested_by) ?? t`Pessoa sem cadastro neste aparelho`;
  return (
    <QueuePage title={title} count={pending?.length} related={related}>
      {!pending?.length ? <QueueState loading={pending === undefined} /> : (
        <DecisionList items={pending} label={title} testId="approval-item" itemKey={(r) => r.id} requestId={(r) => r.id}
          subject={(r) => t`a solicitação de ${nameOf(r)}`}
          render={(r) => <RequestSummary request={r} name={nameOf(r)} />} />
      )}
    </QueuePage>
  );
}
