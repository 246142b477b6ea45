// A request's whole life, as the server wrote it: each status, who, when and why.
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { APPROVAL_STATUSES } from '../../domain/resources/approvals';
import { brDateTime } from '../../domain/dates';

export function RequestHistory({ request }: { request: ApprovalRow }) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">{t`Histórico`}</Heading>
      <List.Root ps="5">
        {request.history.map((step, i) => (
          <List.Item key={i}>
            <Text as="span" fontWeight="medium">{APPROVAL_STATUSES[step.status]}</Text>
            <Text as="span" color="fg.muted"> · {brDateTime(step.at)}</Text>
            {step.reason && <Text as="span"> — {step.reason}</Text>}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
