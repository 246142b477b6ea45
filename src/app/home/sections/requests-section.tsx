// The person's open requests (the approval model, src/domain/approvals): waiting, returned for
// correction, or refused in the last 30 days, each with its status and the reviewer's reason. Local
// replica only: a request made offline shows here at once.
import { Badge, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ApprovalRow } from '../../../domain/approvals/approval-row';
import { findKind } from '../../../domain/approvals/kinds';
import { APPROVAL_STATUSES } from '../../../domain/resources/approvals';
import { useMyRequests } from '../../../data/approval-queries';
import { brDateTime } from '../../../domain/dates';
import type { HomeSection } from '../home-section';
import { SectionEmpty, SectionItem, SectionList, SectionLoading } from '../section-parts';

const PALETTE: Record<ApprovalRow['status'], string> = { pendente: 'blue', aprovado: 'green', recusado: 'red', devolvido: 'orange' };
const REFUSED_SHOWN_MS = 30 * 86_400_000;

/** Requests still worth the person's attention on `now`. */
export function openRequests(requests: readonly ApprovalRow[], now: number): ApprovalRow[] {
  return requests.filter((r) => r.status === 'pendente' || r.status === 'devolvido'
    || (r.status === 'recusado' && now - Date.parse(r.reviewed_at ?? r.requested_at) <= REFUSED_SHOWN_MS));
}

function RequestsBody() {
  const requests = useMyRequests();
  if (requests === undefined) return <SectionLoading />;
  const open = openRequests(requests, Date.now());
  if (open.length === 0) return <SectionEmpty><Trans>Nenhuma solicitação em andamento.</Trans></SectionEmpty>;
  return (
    <SectionList>
      {open.slice(0, 5).map((request) => (
        <SectionItem key={request.id} testId="home-request" aside={<Badge size="sm" variant="subtle" colorPalette={PALETTE[request.status]}>{APPROVAL_STATUSES[request.status]}</Badge>}>
          <Text fontWeight="medium">{findKind(request.kind)?.label ?? request.kind}</Text>
          <Text fontSize="sm" color="fg.muted">{brDateTime(request.requested_at)}{request.reason ? ` · ${request.reason}` : ''}</Text>
        </SectionItem>
      ))}
    </SectionList>
  );
}

export const requestsSection: HomeSection = {
  // Requests are made from the personal data, photo and documents screens; the section links to the first that exists.
  id: 'requests', title: msg`Minhas solicitações`, routes: ['/my/data', '/my/image', '/my/documents'], group: 'person', link: false, Component: RequestsBody,
};
