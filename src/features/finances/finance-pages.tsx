// The finances screens that are not the registry's generic ones: a bill's creation, reconciliation
// by txid (typed or from the bank's CSV statement), and an entity manager's finances
// (`/my/associations/finances/{id}/…`).
import { Alert, Box, Button, Field, HStack, Input, Link as ChakraLink, List, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { holdsPermission } from '../../domain/access';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';
import { formatCents, parseCents, statusOf } from '../../domain/finances/money';
import { isMutationError } from '../../domain/mutators/types';
import type { StoredRow } from '../../domain/mutators/types';
import { useTenantData } from '../../data/db-context';
import { readBillsByTxid, readEntityFinances } from '../../data/finance-queries';
import { useMutate } from '../../data/hooks';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { BillPanel } from './bill-admin-panel';
import { BillCreate } from './bill-create';
import { StatusBadge } from './bill-view';
import { BillCards } from './my-bills-pages';
import { readStatement } from './reconcile';

export function BillCreatePage() {
  const { t } = useLingui();
  return (
    <Page title={t`Nova fatura`} description={t`Escolha o devedor e os débitos em aberto que a fatura agrupa.`}>
      <BillCreate showBase="/finances/bills/show" treasurer />
    </Page>
  );
}

interface Outcome { line: string; result: string; ok: boolean }

/** Records one payment per line; each answer in pt-BR (a line already recorded pays nothing twice). */
function useRecordPayments() {
  const { db } = useTenantData();
  const mutate = useMutate();
  const { t } = useLingui();
  return async (entries: readonly { label: string; txid: string | null; cents: number | null; date: string | null }[]): Promise<Outcome[]> => {
    const bills = await readBillsByTxid(db, entries.flatMap((e) => (e.txid ? [e.txid] : [])));
    const out: Outcome[] = [];
    for (const e of entries) {
      const bill = e.txid ? bills.get(e.txid.toUpperCase()) : undefined;
      if (!e.txid || !bill) {
        out.push({ line: e.label, ok: false, result: t`Nenhuma fatura com este txid.` });
        continue;
      }
      if (e.cents === null || e.date === null) {
        out.push({ line: e.label, ok: false, result: t`Valor ou data não encontrados na linha.` });
        continue;
      }
      try {
        await mutate('bills.pay', { id: bill.id, amount_cents: e.cents, paid_at: e.date, txid: e.txid, method: 'extrato' });
        out.push({ line: e.label, ok: true, result: t`Pagamento de ${formatCents(e.cents)} registrado na fatura ${String(bill.txid)}.` });
      } catch (error) {
        out.push({ line: e.label, ok: false, result: isMutationError(error) ? error.message : t`Não foi possível registrar.` });
      }
    }
    return out;
  };
}

export function ReconcilePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const record = useRecordPayments();
  const [txid, setTxid] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayInBrasilia());
  const [csv, setCsv] = useState('');
  const [results, setResults] = useState<Outcome[] | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async (work: () => Promise<Outcome[]>) => {
    setBusy(true);
    try {
      setResults(await work());
    } finally {
      setBusy(false);
    }
  };
  const manual = () => go(() => record([{ label: txid.trim().toUpperCase(), txid: txid.trim().toUpperCase() || null, cents: parseCents(amount), date }]));
  const statement = () => go(async () => {
    const known = new Set((await db.rows('bills').toArray()).map((b) => String((b as StoredRow).txid)));
    const lines = readStatement(csv, known).filter((l) => l.cents !== null || l.txid !== null);
    return record(lines.map((l) => ({ label: t`Linha ${l.line}: ${l.text}`, txid: l.txid, cents: l.cents, date: l.date })));
  });
  const onFile = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
  };
  return (
    <Page title={t`Conciliação de pagamentos`} description={t`Registre pagamentos pelo txid do Pix: um a um ou pelo extrato do banco em CSV. Uma linha já registrada não paga duas vezes.`}>
      <Stack gap="6">
        <Stack as="section" aria-labelledby="manual-title" gap="3">
          <Text as="h2" id="manual-title" fontSize="lg" fontWeight="semibold"><Trans>Pagamento pelo txid</Trans></Text>
          <HStack gap="3" wrap="wrap" align="end">
            <Field.Root required maxW="18rem">
              <Field.Label><Trans>txid</Trans></Field.Label>
              <Input value={txid} onChange={(e) => setTxid(e.target.value)} autoComplete="off" />
            </Field.Root>
            <Field.Root required maxW="10rem">
              <Field.Label><Trans>Valor (R$)</Trans></Field.Label>
              <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="150,00" />
            </Field.Root>
            <Field.Root required maxW="12rem">
              <Field.Label><Trans>Data do pagamento</Trans></Field.Label>
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </Field.Root>
            <Button onClick={() => void manual()} loading={busy} disabled={txid.trim() === '' || parseCents(amount) === null}><Trans>Registrar</Trans></Button>
          </HStack>
        </Stack>
        <Stack as="section" aria-labelledby="csv-title" gap="3">
          <Text as="h2" id="csv-title" fontSize="lg" fontWeight="semibold"><Trans>Extrato do banco (CSV)</Trans></Text>
          <Text fontSize="sm" color="fg.muted"><Trans>Cada linha com a data, o valor e o txid da fatura (em qualquer coluna, inclusive na descrição).</Trans></Text>
          <Field.Root>
            <Field.Label><Trans>Arquivo CSV</Trans></Field.Label>
            <Input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e.target.files?.[0])} p="1" />
          </Field.Root>
          <Field.Root>
            <Field.Label><Trans>Ou cole as linhas do extrato</Trans></Field.Label>
            <Textarea value={csv} onChange={(e) => setCsv(e.target.value)} rows={5} fontFamily="mono" />
          </Field.Root>
          <Button alignSelf="start" onClick={() => void statement()} loading={busy} disabled={csv.trim() === ''}><Trans>Conciliar extrato</Trans></Button>
        </Stack>
        {results && (
          <Box as="section" aria-labelledby="results-title" aria-live="polite">
            <Text as="h2" id="results-title" fontSize="lg" fontWeight="semibold" mb="2"><Trans>Resultado</Trans></Text>
            {results.length === 0 ? <Text color="fg.muted"><Trans>Nenhuma linha com valor ou txid.</Trans></Text> : (
              <List.Root variant="plain" gap="1" data-testid="reconcile-results">
                {results.map((r, i) => (
                  <List.Item key={i} color={r.ok ? 'fg.success' : 'fg.error'}><strong>{r.line}</strong> — {r.result}</List.Item>
                ))}
              </List.Root>
            )}
          </Box>
        )}
      </Stack>
    </Page>
  );
}

// An entity's finances: its debts and bills, read from the manager's replica.
function useEntity(id: string) {
  const { db } = useTenantData();
  return useReplica(() => readEntityFinances(db, id), [db, id]);
}

function DebtsTable({ debts, showBase }: { debts: readonly StoredRow[]; showBase: string }) {
  const { t } = useLingui();
  const today = todayInBrasilia();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Descrição`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Valor`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Vencimento`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Situação`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {debts.map((d) => (
            <Table.Row key={d.id}>
              <Table.Cell><ChakraLink asChild><Link to={`${showBase}/${d.id}`}>{String(d.description)}</Link></ChakraLink></Table.Cell>
              <Table.Cell>{formatCents(Number(d.amount_cents))}</Table.Cell>
              <Table.Cell>{brDayOrEmpty(d.due_date)}</Table.Cell>
              <Table.Cell><StatusBadge status={statusOf(d, today)} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const entityBase = (id: string) => `/my/associations/finances/${id}`;

export function EntityFinancesPage({ part }: { part?: 'debts' | 'bills' }) {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id: string };
  const data = useEntity(id);
  const name = data?.association ? String(data.association.name) : '';
  return (
    <Page title={part === 'debts' ? t`Débitos da entidade` : part === 'bills' ? t`Faturas da entidade` : t`Finanças da entidade`} description={name}
      actions={<Button asChild><Link to={`${entityBase(id)}/bills/create`}><Trans>Gerar fatura</Trans></Link></Button>}>
      {data === undefined ? <ListSkeleton rows={3} /> : (
        <Stack gap="6">
          {part !== 'bills' && (
            <Stack as="section" aria-labelledby="entity-debts" gap="2">
              <Text as="h2" id="entity-debts" fontSize="lg" fontWeight="semibold"><Trans>Débitos</Trans></Text>
              {data.debts.length === 0 ? <Text color="fg.muted"><Trans>Nenhum débito da entidade.</Trans></Text> : <DebtsTable debts={data.debts} showBase={`${entityBase(id)}/debts/show`} />}
            </Stack>
          )}
          {part !== 'debts' && (
            <Stack as="section" aria-labelledby="entity-bills" gap="2">
              <Text as="h2" id="entity-bills" fontSize="lg" fontWeight="semibold"><Trans>Faturas</Trans></Text>
              {data.bills.length === 0 ? <Text color="fg.muted"><Trans>Nenhuma fatura da entidade.</Trans></Text> : <BillCards bills={data.bills} showBase={`${entityBase(id)}/bills/show`} />}
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}

export const EntityDebtsPage = () => <EntityFinancesPage part="debts" />;
export const EntityBillsPage = () => <EntityFinancesPage part="bills" />;

export function EntityDebtPage() {
  const { t } = useLingui();
  const { id, debts_id: debtId } = useParams({ strict: false }) as { id: string; debts_id: string };
  const data = useEntity(id);
  const debt = data?.debts.find((d) => d.id === debtId);
  return (
    <Page title={t`Débito`} description={debt ? String(debt.description) : undefined}>
      {data === undefined ? <ListSkeleton rows={2} /> : !debt ? <Text color="fg.muted"><Trans>Débito não encontrado neste aparelho.</Trans></Text> : (
        <Stack gap="2">
          <HStack gap="3"><StatusBadge status={statusOf(debt, todayInBrasilia())} /><strong>{formatCents(Number(debt.amount_cents))}</strong></HStack>
          <Text><Trans>Vencimento: {brDayOrEmpty(debt.due_date)}</Trans></Text>
          {Number(debt.paid_cents ?? 0) > 0 && <Text><Trans>Pago: {formatCents(Number(debt.paid_cents))}</Trans></Text>}
          {typeof debt.bill_id === 'string' && debt.bill_id !== '' && (
            <ChakraLink asChild><Link to={`${entityBase(id)}/bills/show/${debt.bill_id}`}><Trans>Ver fatura</Trans></Link></ChakraLink>
          )}
          <ChakraLink asChild><Link to={entityBase(id)}><Trans>Voltar às finanças da entidade</Trans></Link></ChakraLink>
        </Stack>
      )}
    </Page>
  );
}

export function EntityBillPage() {
  const { t } = useLingui();
  const { id, bills_id: billId } = useParams({ strict: false }) as { id: string; bills_id: string };
  return (
    <Page title={t`Fatura`}>
      <Stack gap="4">
        <BillPanel id={billId} />
        <ChakraLink asChild><Link to={entityBase(id)}><Trans>Voltar às finanças da entidade</Trans></Link></ChakraLink>
      </Stack>
    </Page>
  );
}

export function EntityBillCreatePage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id: string };
  const user = useUser();
  const data = useEntity(id);
  return (
    <Page title={t`Nova fatura da entidade`} description={t`Os débitos em aberto da entidade que a fatura agrupa.`}>
      {data === undefined ? <ListSkeleton rows={2} /> : !data.association ? (
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Title><Trans>Entidade não encontrada neste aparelho.</Trans></Alert.Title></Alert.Root>
      ) : (
        <BillCreate fixed={{ associationId: id, name: String(data.association.name) }} showBase={`${entityBase(id)}/bills/show`} treasurer={holdsPermission(user, 'bills')} />
      )}
    </Page>
  );
}
