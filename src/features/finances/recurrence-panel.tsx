// A recurrence's page: "Gerar débitos do período" (online: the server writes the period's debts in
// bulk, server/finances/routes.ts) and the debts it has made, from the replica.
import { Alert, Button, HStack, Input, List, Stack, Text, Field } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, api } from '../../app/http';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';
import { formatCents, statusOf } from '../../domain/finances/money';
import { useTenantData } from '../../data/db-context';
import { readRecurrenceDebts } from '../../data/finance-queries';
import { useReplica } from '../../data/replica';
import { notifySuccess } from '../../lib/notices';
import type { ShowActionsProps } from '../../ui/resource/view';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusBadge } from './bill-view';

export default function RecurrencePanel({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const id = String(record.id);
  const debts = useReplica(() => readRecurrenceDebts(db, id), [db, id]);
  const [period, setPeriod] = useState(todayInBrasilia().slice(0, 7));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ created: number; existing: number }>(`/finances/recurrences/${id}/run`, { method: 'POST', body: { period }, quiet: true, timeoutMs: 60_000 });
      notifySuccess(t`${r.created} débito(s) criado(s); ${r.existing} já existia(m).`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t`Sem conexão: tente de novo quando estiver online.`);
    } finally {
      setBusy(false);
    }
  };
  const today = todayInBrasilia();
  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="12rem">
          <Field.Label><Trans>Período</Trans></Field.Label>
          <Input type="month" value={period} onChange={(e) => setPeriod(e.target.value)} />
        </Field.Root>
        <Button onClick={() => void run()} loading={busy} disabled={!/^\d{4}-\d{2}$/.test(period)}><Trans>Gerar débitos do período</Trans></Button>
      </HStack>
      {error && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
      <Stack as="section" aria-labelledby="recurrence-debts" gap="2">
        <Text as="h2" id="recurrence-debts" fontSize="lg" fontWeight="semibold"><Trans>Débitos gerados</Trans></Text>
        {debts === undefined ? <ListSkeleton rows={2} /> : debts.length === 0 ? <Text color="fg.muted"><Trans>Nenhum débito gerado ainda.</Trans></Text> : (
          <List.Root variant="plain" gap="1" data-testid="recurrence-debts">
            {debts.slice(0, 200).map((d) => (
              <List.Item key={d.id}>
                <StatusBadge status={statusOf(d, today)} /> {String(d.description)} — {formatCents(Number(d.amount_cents))} · {brDayOrEmpty(d.due_date)}
              </List.Item>
            ))}
          </List.Root>
        )}
        {debts && debts.length > 200 && <Text color="fg.muted" fontSize="sm"><Trans>Mostrando 200 de {debts.length}; veja todos em Débitos.</Trans></Text>}
      </Stack>
    </Stack>
  );
}
