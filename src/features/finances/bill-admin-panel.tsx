// The bill's page for the treasurer and an entity's manager (the generic show's actions): the bill
// as its payer sees it, "Registrar pagamento" for the holders of `bills`, and cancelling an open bill
// with no payment (its debts go back to open).
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { holdsPermission } from '../../domain/access';
import { payable } from '../../domain/finances/money';
import { useTenantData } from '../../data/db-context';
import { readBill } from '../../data/finance-queries';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { useWrite } from '../../data/use-write';
import { ListSkeleton } from '../../ui/resource/list-states';
import type { ShowActionsProps } from '../../ui/resource/view';
import { BillPix, billToday } from './bill-view';
import { PaymentForm } from './payment-form';

export function BillPanel({ id }: { id: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const write = useWrite();
  const bundle = useReplica(() => readBill(db, id), [db, id]);
  if (bundle === undefined) return <ListSkeleton rows={3} />;
  if (bundle === null) return null;
  const { status, charge } = billToday(bundle);
  const treasurer = holdsPermission(user, 'bills');
  const cancel = () => void write.run('bills.cancel', { id }, { done: t`Fatura cancelada; os débitos voltaram a ficar em aberto.` });
  return (
    <Stack gap="5">
      <BillPix bundle={bundle} />
      {treasurer && payable(status) && <PaymentForm billId={id} dueCents={charge.total_cents} />}
      {payable(status) && Number(bundle.bill.paid_cents ?? 0) === 0 && (
        <Button alignSelf="start" variant="outline" colorPalette="red" onClick={cancel} loading={write.busy}><Trans>Cancelar fatura</Trans></Button>
      )}
    </Stack>
  );
}

export default function BillAdminPanel({ record }: ShowActionsProps) {
  return <BillPanel id={String(record.id)} />;
}
