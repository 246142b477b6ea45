// The register requests' screens, all over the one approval model (src/domain/approvals/register-kinds.ts):
// the federation's queues (/registers/registerrequests, /registers/registermembershiprequests, decided
// from the list with A/R/D like every queue) and one request's page (decided there while pending,
// its history afterwards), reused by the person's and the entity manager's show routes.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useUser } from '../../data/session';
import { holdsPermission } from '../../domain/access';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { REGISTER_PUBLIC_KIND } from '../../domain/approvals/register-kinds';
import { APPROVAL_QUEUES } from '../../domain/approvals/queues';
import { brDateTime } from '../../domain/dates';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { useRequest } from '../../data/approval-queries';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { ChangeView } from '../../ui/approvals/change-view';
import { SingleDecision } from '../../ui/approvals/decision-queue';
import { ApprovalQueue } from '../../ui/approvals/queue-page';
import { RequestHistory } from '../../ui/approvals/request-history';
import { Page } from '../../ui/page';
import { StatusPage } from '../../ui/status-page';
import { PublicRequestErase } from './public-request-erase';

export const REGISTER_QUEUE = '/registers/registerrequests';
export const MEMBERSHIP_QUEUE = '/registers/registermembershiprequests';
export const registerKinds = (): readonly string[] => APPROVAL_QUEUES[REGISTER_QUEUE] ?? [];
export const membershipKinds = (): readonly string[] => APPROVAL_QUEUES[MEMBERSHIP_QUEUE] ?? [];

const PALETTE: Record<ApprovalRow['status'], string> = { pendente: 'blue', aprovado: 'green', recusado: 'red', devolvido: 'orange' };

export function RegisterRequestsQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={registerKinds()} title={t`Solicitações de registro`} />;
}

export function MembershipRequestsQueuePage() {
  const { t } = useLingui();
  return <ApprovalQueue kinds={membershipKinds()} title={t`Solicitações de filiação`} />;
}

/** One request of `kinds`, found by the route's `param`: decided here by the federation while pending. */
function RequestShow({ kinds, param, title, back }: { kinds: readonly string[]; param: string; title: string; back?: string }) {
  const { t } = useLingui();
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const request = useRequest(params[param]);
  const user = useUser();
  const reviewer = holdsPermission(user, 'registertypes');
  if (request === undefined) return <Page title={title} narrow />;
  if (request === null || !kinds.includes(request.kind)) {
    return <StatusPage code="404" title={t`Solicitação não encontrada`}>{t`Ela pode ainda não ter chegado a este aparelho.`}</StatusPage>;
  }
  const backTo = back?.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? '');
  return (
    <Page title={title} narrow actions={backTo ? <Button asChild variant="outline" size="sm"><Link to={backTo}>{t`Voltar`}</Link></Button> : undefined}>
      <Stack gap="6">
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="medium">{findKind(request.kind)?.label ?? request.kind}</Text>
            <Badge colorPalette={PALETTE[request.status]}>{APPROVAL_STATUSES[request.status]}</Badge>
          </HStack>
          {request.reason && <Text><Text as="span" fontWeight="medium">{t`Motivo:`}</Text> {request.reason}</Text>}
          {request.proposed.anonimizado === true && <Text color="fg.muted">{t`Dados pessoais apagados (LGPD): o pedido guarda só a decisão e o histórico.`}</Text>}
          <ChangeView request={request} />
          {request.status === 'pendente' && reviewer && <SingleDecision requestId={request.id} subject={t`o pedido`} />}
        </Stack>
        {request.kind === REGISTER_PUBLIC_KIND && holdsPermission(user, 'users') && request.proposed.anonimizado !== true && (
          <PublicRequestErase requestId={request.id} />
        )}
        <RequestHistory request={request} />
      </Stack>
    </Page>
  );
}

export function RegisterRequestShowPage() {
  const { t } = useLingui();
  return <RequestShow kinds={registerKinds()} param="request_id" title={t`Solicitação de registro`} back={REGISTER_QUEUE} />;
}

export function MembershipRequestShowPage() {
  const { t } = useLingui();
  return <RequestShow kinds={membershipKinds()} param="request_id" title={t`Solicitação de filiação`} back={MEMBERSHIP_QUEUE} />;
}

export function MyMembershipRequestShowPage() {
  const { t } = useLingui();
  // The person's register requests are listed on the same page and open here too.
  return <RequestShow kinds={[...membershipKinds(), ...registerKinds()]} param="membershiprequest_id" title={t`Solicitação`} back="/my/registers/membershiprequests" />;
}

export function ManagerRequestShowPage() {
  const { t } = useLingui();
  return <RequestShow kinds={registerKinds()} param="request_id" title={t`Solicitação de registro`} back="/my/associations/requests/$id" />;
}

export function ManagerMembershipRequestShowPage() {
  const { t } = useLingui();
  return <RequestShow kinds={membershipKinds()} param="membershiprequest_id" title={t`Solicitação de filiação`} back="/my/associations/membershiprequests/$id" />;
}

/** Who a request is for: the name typed on the public page, or the named profile's (when this device holds it). */
function RequestPerson({ request }: { request: ApprovalRow }) {
  const { db } = useTenantData();
  const typed = typeof request.proposed.name === 'string' ? request.proposed.name : null;
  const profileId = typeof request.proposed.profile_id === 'string' ? request.proposed.profile_id : null;
  const name = useReplica(async () => typed ?? (profileId ? ((await db.rows('profiles').get(profileId))?.name as string | undefined) ?? null : null), [db, typed, profileId]);
  return name ? <Text as="span">{` — ${name}`}</Text> : null;
}

/** Requests, newest first, each opening its own page (`show/<id>` under `base`). */
export function RequestLinks({ requests, base, label, empty }: { requests: readonly ApprovalRow[] | undefined; base: string; label: string; empty: string }) {
  const { t } = useLingui();
  if (requests === undefined) return <Text color="fg.muted">{t`Carregando…`}</Text>;
  if (requests.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="2" aria-label={label} listStyleType="none">
      {requests.map((r) => (
        <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3" data-testid="register-request" data-status={r.status}>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0">
              <Text>
                <Link to={`${base}/show/${r.id}`}><Text as="span" fontWeight="medium" textDecoration="underline">{findKind(r.kind)?.label ?? r.kind}</Text></Link>
                <RequestPerson request={r} />
              </Text>
              <Text fontSize="sm" color="fg.muted">{brDateTime(r.requested_at)}</Text>
            </Stack>
            <Badge colorPalette={PALETTE[r.status]}>{APPROVAL_STATUSES[r.status]}</Badge>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
