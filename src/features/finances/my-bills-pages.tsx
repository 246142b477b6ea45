// `/my/personalfinances/bills` and `/show/{id}`: the signed-in person's bills and each bill's Pix QR
// and "copia e cola", read from the replica, so they open with no signal.
import { Card, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';
import { formatCents, statusOf } from '../../domain/finances/money';
import { useTenantData } from '../../data/db-context';
import { readBill, readOwnBills } from '../../data/finance-queries';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { BillPix, StatusBadge } from './bill-view';
import type { StoredRow } from '../../domain/mutators/types';

export function BillCards({ bills, showBase }: { bills: readonly StoredRow[]; showBase: string }) {
  const today = todayInBrasilia();
  return (
    <List.Root variant="plain" gap="3">
      {bills.map((b) => (
        <List.Item key={b.id} display="block">
          <Card.Root size="sm">
            <Card.Body>
              <Stack gap="1">
                <ChakraLink asChild fontWeight="semibold"><Link to={`${showBase}/${b.id}`}>{String(b.description || b.txid)}</Link></ChakraLink>
                <Text fontSize="sm"><StatusBadge status={statusOf(b, today)} /> {formatCents(Number(b.amount_cents))} · <Trans>válido até {brDayOrEmpty(b.due_date)}</Trans></Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function MyBillsPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const bills = useReplica(() => readOwnBills(db, user?.id ?? ''), [db, user?.id]);
  return (
    <Page title={t`Faturas pessoais`} description={t`Suas faturas, com o QR code Pix para pagar. Abrem também sem internet.`}>
      {bills === undefined ? <ListSkeleton rows={3} /> : bills.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma fatura em seu nome neste aparelho.</Trans></Text>
      ) : <BillCards bills={bills} showBase="/my/personalfinances/bills/show" />}
    </Page>
  );
}

export function BillPage({ id, back, backLabel }: { id: string; back: string; backLabel: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const bundle = useReplica(() => readBill(db, id), [db, id]);
  return (
    <Page title={t`Fatura`} description={bundle ? String(bundle.bill.description ?? '') : undefined}>
      <Stack gap="4">
        {bundle === undefined ? <ListSkeleton rows={3} /> : bundle === null ? (
          <Text color="fg.muted"><Trans>Fatura não encontrada neste aparelho.</Trans></Text>
        ) : <BillPix bundle={bundle} />}
        <ChakraLink asChild><Link to={back}>{backLabel}</Link></ChakraLink>
      </Stack>
    </Page>
  );
}

export function MyBillPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id: string };
  return <BillPage id={id} back="/my/personalfinances/bills" backLabel={t`Voltar às faturas`} />;
}
