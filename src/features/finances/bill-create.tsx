// Creating a bill: a payer and their open debts (not in an open bill). The treasurer picks which
// debts; an entity's manager picks only with the tenant's `bills_select_debts` flag, otherwise every
// open debt goes in. bills.create computes the amount and the txid (finances/bills.ts).
import { Alert, Button, Checkbox, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { brDayOrEmpty } from '../../domain/dates';
import { formatCents } from '../../domain/finances/money';
import { uuidv7 } from '../../domain/uuid';
import { appStore } from '../../data/app-state';
import { useTenantData } from '../../data/db-context';
import { readOpenDebts } from '../../data/finance-queries';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { useStore } from '../../lib/store';
import { ListSkeleton } from '../../ui/resource/list-states';
import { PayerPicker, type Payer } from './payer-picker';

export function BillCreate({ fixed, showBase, treasurer }: { fixed?: Payer; showBase: string; treasurer: boolean }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const navigate = useNavigate();
  const write = useWrite();
  const selectDebts = useStore(appStore, (s) => s.config?.bills_select_debts === true) || treasurer;
  const [payer, setPayer] = useState<Payer | undefined>(fixed);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const debts = useReplica(
    () => (payer ? readOpenDebts(db, { ...(payer.profileId ? { profileId: payer.profileId } : {}), ...(payer.associationId ? { associationId: payer.associationId } : {}) }) : []),
    [db, payer?.profileId, payer?.associationId],
  );
  const chosen = (debts ?? []).filter((d) => !unchecked.has(d.id));
  const total = chosen.reduce((s, d) => s + Number(d.amount_cents) - Number(d.paid_cents ?? 0), 0);
  const create = async () => {
    if (!payer) return;
    const id = uuidv7();
    const ok = await write.run('bills.create', {
      id, profile_id: payer.profileId ?? null, association_id: payer.associationId ?? null, debt_ids: chosen.map((d) => d.id),
    }, { inline: true, done: t`Fatura gerada.` });
    if (ok) void navigate({ to: `${showBase}/${id}` });
  };
  return (
    <Stack gap="4">
      {!fixed && <PayerPicker onPick={(p) => { setPayer(p); setUnchecked(new Set()); }} />}
      {payer && <Text><Trans>Devedor:</Trans> <strong data-testid="bill-payer">{payer.name}</strong></Text>}
      {payer && (debts === undefined ? <ListSkeleton rows={2} /> : debts.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhum débito em aberto fora de fatura para este devedor.</Trans></Text>
      ) : (
        <Stack gap="2" as="section" aria-labelledby="open-debts">
          <Text as="h2" id="open-debts" fontWeight="semibold"><Trans>Débitos em aberto</Trans></Text>
          <List.Root variant="plain" gap="1">
            {debts.map((d) => {
              const label = `${String(d.description)} — ${formatCents(Number(d.amount_cents))} · ${t`venc.`} ${brDayOrEmpty(d.due_date)}`;
              return (
                <List.Item key={d.id}>
                  {selectDebts ? (
                    <Checkbox.Root checked={!unchecked.has(d.id)} onCheckedChange={(e) => setUnchecked((s) => {
                      const next = new Set(s);
                      if (e.checked === true) next.delete(d.id);
                      else next.add(d.id);
                      return next;
                    })}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{label}</Checkbox.Label>
                    </Checkbox.Root>
                  ) : <Text>{label}</Text>}
                </List.Item>
              );
            })}
          </List.Root>
          <Text><Trans>Total da fatura:</Trans> <strong data-testid="bill-total">{formatCents(total)}</strong></Text>
        </Stack>
      ))}
      {write.error && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      <Button alignSelf="start" onClick={() => void create()} disabled={!payer || chosen.length === 0} loading={write.busy}><Trans>Gerar fatura</Trans></Button>
    </Stack>
  );
}
