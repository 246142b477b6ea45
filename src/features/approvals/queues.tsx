// The spec's approval routes (§4), one page each over the same queue; and a claim's own page
// (`claims_approve/{association_id}/show/{id}`), linked from elsewhere (a notice, the entity).
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { Page } from '../../ui/page';
import { StatusPage } from '../../ui/status-page';
import { useRequest } from '../../data/approval-queries';
import { ChangeView } from '../../ui/approvals/change-view';
import { RequestHistory } from '../../ui/approvals/request-history';
import { APPROVAL_QUEUES } from '../../domain/approvals/queues';
import { SingleDecision } from '../../ui/approvals/decision-queue';
import { ApprovalQueue, type RelatedQueue } from '../../ui/approvals/queue-page';
import { useCanOpen } from '../../app/home/open-path';

/** The kinds a queue works, from the one table (domain/approvals/queues.ts) the menu counts with too. */
const queueKinds = (path: string): readonly string[] => APPROVAL_QUEUES[path] ?? [];

/** The people's queues link each other (only the first has an entry in the spec's menu), those this reviewer may open. */
function usePeopleQueues(): RelatedQueue[] {
  const { t } = useLingui();
  const canOpen = useCanOpen();
  const queues: RelatedQueue[] = [
    { path: '/records/users/profilepictures_approve', title: t`Fotos de perfil` },
    { path: '/records/users/socialnames_approve', title: t`Nomes sociais` },
    { path: '/records/users/identities_approve', title: t`Alterações de dados pessoais` },
  ];
  return queues.filter((q) => canOpen(q.path));
}

export function ProfilePicturesQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/users/profilepictures_approve')} title={t`Aprovar fotos de perfil`} related={usePeopleQueues()} />;
}
export function SocialNamesQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/users/socialnames_approve')} title={t`Aprovar nomes sociais`} related={usePeopleQueues()} />;
}
export function IdentitiesQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/users/identities_approve')} title={t`Aprovar alterações de dados pessoais`} related={usePeopleQueues()} />;
}
export function NewAssociationsQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/associations/approve')} title={t`Aprovar novas entidades`} />;
}
export function ShieldsQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/associations/shields_approve')} title={t`Aprovar escudos de entidades`} />;
}
export function ClaimsQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={queueKinds('/records/associations/claims_approve')} title={t`Aprovar novos gestores`} />;
}

/** One claim: decided here while pending, its history afterwards. */
export function ClaimShowPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const request = useRequest(id);
  if (request === undefined) return null;
  if (request === null || request.kind !== 'association_claim') {
    return <StatusPage code="404" title={t`Solicitação não encontrada`}>{t`Ela pode ainda não ter chegado a este aparelho.`}</StatusPage>;
  }
  return (
    <Page title={t`Pedido de gestão de entidade`} narrow>
      <Stack gap="6">
        <Stack gap="3">
          <Text><Badge>{APPROVAL_STATUSES[request.status]}</Badge></Text>
          <ChangeView request={request} />
          {request.status === 'pendente' && <SingleDecision requestId={request.id} subject={t`o pedido de gestão`} />}
        </Stack>
        <RequestHistory request={request} />
      </Stack>
    </Page>
  );
}
