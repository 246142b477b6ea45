// The person's PAR-Q at a glance: not answered, under review, refused or returned, valid until when.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { expiryLabel, expiryState } from '../../../domain/documents/expiry';
import { DOCUMENT_STATUSES } from '../../../domain/resources/userdocuments';
import type { HomeSection } from '../home-section';
import { SectionLoading } from '../section-parts';
import { todayInBrasilia } from '../../../domain/dates';

const PALETTE: Readonly<Record<string, string>> = { pendente: 'blue', aprovado: 'green', recusado: 'red', devolvido: 'orange' };

function ParqBody() {
  const { db, userId } = useTenantData();
  const latest = useReplica(async () => {
    if (!userId) return null;
    const rows = await db.rows('parqs').where('user_id').equals(userId).toArray();
    return rows.sort((a, b) => b.id.localeCompare(a.id))[0] ?? null;
  }, [db, userId]);
  if (latest === undefined) return <SectionLoading />;
  if (latest === null) {
    return <Text fontSize="sm" data-testid="home-parq-status" data-status="none"><Trans>Você ainda não respondeu o PAR-Q.</Trans></Text>;
  }
  const status = String(latest.status ?? 'pendente');
  const expiresOn = typeof latest.expires_on === 'string' ? latest.expires_on : null;
  const today = todayInBrasilia();
  const expired = status === 'aprovado' && expiryState(expiresOn, today).state === 'vencido';
  return (
    <HStack gap="3" wrap="wrap" data-testid="home-parq-status" data-status={expired ? 'vencido' : status}>
      <Badge variant="subtle" colorPalette={expired ? 'red' : PALETTE[status]}>
        {DOCUMENT_STATUSES[status as keyof typeof DOCUMENT_STATUSES] ?? status}
      </Badge>
      {status === 'aprovado' && <Text fontSize="sm" color="fg.muted">{expiryLabel(expiresOn, today)}</Text>}
      {(status === 'recusado' || status === 'devolvido') && latest.review_reason ? <Text fontSize="sm" color="fg.muted">{String(latest.review_reason)}</Text> : null}
    </HStack>
  );
}

export const parqSection: HomeSection = {
  id: 'parq', title: msg`Formulário PAR-Q`, routes: ['/my/forms/parq'], group: 'person', link: msg`Abrir o PAR-Q`, Component: ParqBody,
};
