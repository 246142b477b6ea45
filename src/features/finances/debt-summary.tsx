// Above a debt's fields: its status today (Vencida is computed from the due date), what was paid and
// the bill it is in.
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { todayInBrasilia } from '../../domain/dates';
import { formatCents, statusOf } from '../../domain/finances/money';
import type { ShowActionsProps } from '../../ui/resource/view';
import { StatusBadge } from './bill-view';

export default function DebtSummary({ record }: ShowActionsProps) {
  const paid = Number(record.paid_cents ?? 0);
  return (
    <HStack gap="3" wrap="wrap">
      <StatusBadge status={statusOf(record, todayInBrasilia())} />
      <Text><strong>{formatCents(Number(record.amount_cents))}</strong></Text>
      {paid > 0 && <Text><Trans>Pago: {formatCents(paid)}</Trans></Text>}
      {typeof record.bill_id === 'string' && record.bill_id !== '' && (
        <ChakraLink asChild><Link to={`/finances/bills/show/${record.bill_id}`}><Trans>Ver fatura</Trans></Link></ChakraLink>
      )}
    </HStack>
  );
}
