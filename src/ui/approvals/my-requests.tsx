// The person's own requests ("the person sees the status of their requests and
// the reason"), newest first, from the local replica: a request made offline shows at once as
// pendente and is there after a reload.
import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { useTenantData } from '../../data/db-context';
import { ChangeView } from './change-view';
import { useMyRequests } from '../../data/approval-queries';
import { brDateTime } from '../../domain/dates';

const PALETTE: Record<ApprovalRow['status'], string> = { pendente: 'blue', aprovado: 'green', recusado: 'red', devolvido: 'orange' };

/** The request of a kind the person may still act on: pending, or returned for correction. */
export function useOpenRequest(kind: string, subjectId: string | undefined): ApprovalRow | null | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => {
    if (!userId || !subjectId) return null;
    const mine: ApprovalRow[] = await db.rows('approvals').where('requested_by').equals(userId).toArray();
    return mine.find((r) => r.kind === kind && r.subject_id === subjectId && (r.status === 'pendente' || r.status === 'devolvido')) ?? null;
  }, [db, userId, kind, subjectId]);
}

/** `subjectId`: only the requests about that record (a manager's, for one of their people). */
export function MyRequests({ kinds, title, subjectId }: { kinds: readonly string[]; title: string; subjectId?: string }) {
  return <RequestList requests={useMyRequests(kinds, subjectId)} title={title} />;
}

/** Requests, newest first, with status and the reviewer's reason (a refusal's, a return's). */
export function RequestList({ requests, title, empty }: { requests: readonly ApprovalRow[] | undefined; title: string; empty?: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="md">{title}</Heading>
      {requests === undefined ? null : requests.length === 0 ? (
        <Text color="fg.muted">{empty ?? t`Você ainda não fez nenhuma solicitação.`}</Text>
      ) : (
        requests.map((request) => (
          <Box key={request.id} borderWidth="1px" rounded="md" p="4" data-testid="my-request" data-status={request.status}>
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="medium">{findKind(request.kind)?.label ?? request.kind} · {brDateTime(request.requested_at)}</Text>
                <Badge colorPalette={PALETTE[request.status]}>{APPROVAL_STATUSES[request.status]}</Badge>
              </HStack>
              {request.reason && (
                <Text><Text as="span" fontWeight="medium">{t`Motivo:`}</Text> {request.reason}</Text>
              )}
              <ChangeView request={request} />
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
}
