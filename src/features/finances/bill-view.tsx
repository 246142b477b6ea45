// A bill as its payer and the treasurer read it, from the replica (offline): status, amounts, "válido
// até", the Pix QR and its "copia e cola" text (built on the device from the tenant's settings,
// finances/settings.ts), the debts it groups and the payments recorded. A paid or cancelled bill
// never shows a payable code.
import { Alert, Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { brDayOrEmpty, todayInBrasilia } from '../../domain/dates';
import { lateRulesOf } from '../../domain/finances/bills';
import { BILL_STATUS_LABELS, formatCents, lateCharge, payable, statusOf, type BillStatus } from '../../domain/finances/money';
import { billPixCode } from '../../domain/finances/settings';
import type { BillBundle } from '../../data/finance-queries';
import { notifyError, notifySuccess } from '../../lib/notices';
import { QrCode } from '../../ui/qr-code';

const PALETTE: Record<BillStatus, string> = { aberta: 'blue', vencida: 'orange', paga: 'green', cancelada: 'gray' };

export function StatusBadge({ status }: { status: BillStatus }) {
  return <Badge colorPalette={PALETTE[status]} data-testid="bill-status">{BILL_STATUS_LABELS[status]}</Badge>;
}

/** What the bill costs today and its status (fine and interest once late). */
export function billToday(bundle: Pick<BillBundle, 'bill' | 'settings'>, today = todayInBrasilia()) {
  const { bill, settings } = bundle;
  const status = statusOf(bill, today);
  const rest = Math.max(Number(bill.amount_cents) - Number(bill.paid_cents ?? 0), 0);
  const charge = lateCharge(rest, String(bill.due_date), today, lateRulesOf(settings));
  return { status, rest, charge };
}

function CopyCode({ code }: { code: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notifySuccess(t`Código Pix copiado.`);
    } catch {
      notifyError(t`Não foi possível copiar: selecione o texto e copie.`);
    }
  };
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold" id="pix-copia-label"><Trans>Pix copia e cola</Trans></Text>
      <Box as="pre" aria-labelledby="pix-copia-label" data-testid="pix-copia-e-cola" p="3" rounded="md" bg="bg.muted" fontFamily="mono" fontSize="sm"
        whiteSpace="pre-wrap" wordBreak="break-all" userSelect="all">{code}</Box>
      <Button alignSelf="start" variant="outline" onClick={() => void copy()}><Trans>Copiar código Pix</Trans></Button>
    </Stack>
  );
}

export function BillPix({ bundle }: { bundle: BillBundle }) {
  const { t } = useLingui();
  const { bill } = bundle;
  const { status, rest, charge } = billToday(bundle);
  const code = payable(status) ? billPixCode(bundle.settings, { txid: String(bill.txid), due_cents: charge.total_cents }) : null;
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={status} />
        <Text><Trans>Valor:</Trans> <strong>{formatCents(Number(bill.amount_cents))}</strong></Text>
        {Number(bill.paid_cents ?? 0) > 0 && <Text><Trans>Pago:</Trans> {formatCents(Number(bill.paid_cents))}</Text>}
      </HStack>
      {status === 'aberta' && <Text data-testid="bill-valid-until"><Trans>Válido até {brDayOrEmpty(bill.due_date)}</Trans></Text>}
      {status === 'vencida' && (
        <Text data-testid="bill-valid-until">
          <Trans>Vencida em {brDayOrEmpty(bill.due_date)}. Valor atualizado para hoje, com multa de {formatCents(charge.fine_cents)} e juros de {formatCents(charge.interest_cents)}: {formatCents(charge.total_cents)}.</Trans>
        </Text>
      )}
      {status === 'paga' && (
        <Alert.Root status="success"><Alert.Indicator /><Alert.Title><Trans>Fatura paga em {brDayOrEmpty(bill.paid_at)}: nada a pagar.</Trans></Alert.Title></Alert.Root>
      )}
      {status === 'cancelada' && (
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title><Trans>Fatura cancelada: não pague este código.</Trans></Alert.Title></Alert.Root>
      )}
      {payable(status) && code && (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted"><Trans>Pague {formatCents(charge.total_cents)} com o Pix do seu banco: leia o QR code ou copie o código.</Trans></Text>
          <QrCode text={code} label={t`QR code Pix da fatura, ${formatCents(charge.total_cents)}`} testId="bill-qr" maxW="18rem" />
          <CopyCode code={code} />
        </Stack>
      )}
      {payable(status) && !code && rest > 0 && (
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Title><Trans>A federação ainda não configurou a chave Pix: procure a tesouraria.</Trans></Alert.Title></Alert.Root>
      )}
      <Box as="section" aria-labelledby="bill-debts">
        <Text as="h2" id="bill-debts" fontSize="lg" fontWeight="semibold" mb="2"><Trans>Débitos da fatura</Trans></Text>
        {bundle.debts.length === 0 ? <Text color="fg.muted"><Trans>Nenhum débito neste aparelho.</Trans></Text> : (
          <List.Root variant="plain" gap="1">
            {bundle.debts.map((d) => (
              <List.Item key={d.id}>
                {String(d.description)} — {formatCents(Number(d.amount_cents))} · {t`venc.`} {brDayOrEmpty(d.due_date)} · {d.status === 'paga' ? t`paga` : t`em aberto`}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Box as="section" aria-labelledby="bill-payments">
        <Text as="h2" id="bill-payments" fontSize="lg" fontWeight="semibold" mb="2"><Trans>Pagamentos</Trans></Text>
        {bundle.payments.length === 0 ? <Text color="fg.muted"><Trans>Nenhum pagamento registrado.</Trans></Text> : (
          <List.Root variant="plain" gap="1" data-testid="bill-payments">
            {bundle.payments.map((p) => {
              const settled = (p.settled_debt_ids as string[] | undefined ?? []).map((id) => String(bundle.debts.find((d) => d.id === id)?.description ?? '')).filter(Boolean);
              return (
                <List.Item key={p.id}>
                  {brDayOrEmpty(p.paid_at)} — {formatCents(Number(p.amount_cents))}{p.txid ? ` · txid ${String(p.txid)}` : ''}
                  {settled.length > 0 && <Text as="span" color="fg.muted"> · {t`quitou:`} {settled.join(', ')}</Text>}
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
