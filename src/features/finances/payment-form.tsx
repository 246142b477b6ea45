// "Registrar pagamento": the treasurer records a payment against a bill (partial allowed), typed in
// reais, with the date and, when the bank shows it, the Pix txid. bills.pay refuses an amount above
// what is due and a txid of another bill, in pt-BR.
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInBrasilia } from '../../domain/dates';
import { parseCents } from '../../domain/finances/money';
import { useWrite } from '../../data/use-write';

export function PaymentForm({ billId, dueCents }: { billId: string; dueCents: number }) {
  const { t } = useLingui();
  const write = useWrite();
  const [amount, setAmount] = useState((dueCents / 100).toFixed(2).replace('.', ','));
  const [date, setDate] = useState(todayInBrasilia());
  const [txid, setTxid] = useState('');
  const cents = parseCents(amount);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (cents === null) return;
    await write.run('bills.pay', { id: billId, amount_cents: cents, paid_at: date, txid: txid.trim() || null, method: txid.trim() ? 'pix' : 'manual' }, {
      inline: true, done: t`Pagamento registrado.`,
    });
  };
  return (
    <Stack as="form" onSubmit={(e) => void submit(e)} gap="3" aria-labelledby="pay-title" borderWidth="1px" rounded="md" p="4">
      <Text as="h2" id="pay-title" fontSize="lg" fontWeight="semibold"><Trans>Registrar pagamento</Trans></Text>
      <HStack gap="3" wrap="wrap" align="start">
        <Field.Root required invalid={amount !== '' && cents === null} maxW="12rem">
          <Field.Label><Trans>Valor (R$)</Trans></Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          {amount !== '' && cents === null && <Field.ErrorText><Trans>Use o formato 1.234,56.</Trans></Field.ErrorText>}
        </Field.Root>
        <Field.Root required maxW="12rem">
          <Field.Label><Trans>Data do pagamento</Trans></Field.Label>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="18rem">
          <Field.Label><Trans>txid do Pix (opcional)</Trans></Field.Label>
          <Input value={txid} onChange={(e) => setTxid(e.target.value)} autoComplete="off" />
        </Field.Root>
      </HStack>
      {write.error && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      <Button type="submit" alignSelf="start" loading={write.busy} disabled={cents === null}><Trans>Registrar pagamento</Trans></Button>
    </Stack>
  );
}
