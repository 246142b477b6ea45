// A public register request's personal data erased at the person's request (LGPD art. 18, VI), by a
// holder of `users`, on the request's page: the server closes it if open and removes the name, CPF,
// birth date and e-mail it holds (server/privacy/public-requests.ts). Online only: the erasure is the
// server's, like the anonymisation of a person. Two steps, so one tap erases nothing.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../app/http';
import { notifySuccess } from '../../lib/notices';

export function PublicRequestErase({ requestId }: { requestId: string }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const erase = async () => {
    setBusy(true);
    try {
      await api(`/privacy/public-requests/${requestId}/erase`, { method: 'POST', body: {}, timeoutMs: 30_000 });
      notifySuccess(t`Dados pessoais do pedido apagados. A mudança chega aos aparelhos na próxima sincronização.`);
      setAsked(false);
    } catch {
      // shown by api()
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root variant="outline" data-testid="public-request-erase">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="sm">{t`Dados pessoais deste pedido (LGPD)`}</Heading>
          <Text>{t`Feito na página pública, por quem pode não ter conta. Sem análise em 90 dias, expira; 30 dias após a decisão, nome, CPF, data de nascimento e e-mail são apagados. A pedido da pessoa, apague agora: o pedido aberto é encerrado, a decisão e o histórico ficam.`}</Text>
          {asked ? (
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="red" loading={busy} onClick={() => void erase()}>{t`Confirmar: apagar os dados pessoais`}</Button>
              <Button variant="outline" onClick={() => setAsked(false)}>{t`Cancelar`}</Button>
            </HStack>
          ) : (
            <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setAsked(true)}>{t`Apagar dados pessoais a pedido do titular`}</Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
