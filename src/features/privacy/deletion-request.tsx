// The deletion request (LGPD art. 18, VI): the person (or a guardian, for their
// dependant) asks; the federation anonymises at /records/users/privacy/{id}. Written as an
// approvals.request of kind data_deletion through the outbox, so it can be asked offline.
import { Alert, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWrite } from '../../data/use-write';
import { DATA_DELETION } from '../../domain/approvals/privacy-kinds';
import { uuidv7 } from '../../domain/uuid';
import { useOpenRequest } from '../../ui/approvals/my-requests';
import { brDateTime } from '../../domain/dates';

export function DeletionRequest({ profileId, title }: { profileId: string; title?: string }) {
  const { t } = useLingui();
  const open = useOpenRequest(DATA_DELETION, profileId);
  const { run, busy } = useWrite();
  const [confirming, setConfirming] = useState(false);
  const [why, setWhy] = useState('');
  const ask = async () => {
    const proposed = { pedido: 'anonimizacao', ...(why.trim() ? { justificativa: why.trim() } : {}) };
    if (await run('approvals.request', { id: uuidv7(), kind: DATA_DELETION, subject_id: profileId, proposed }, { done: t`Pedido de exclusão enviado à federação.` })) setConfirming(false);
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="deletion-title">
      <Heading as="h2" size="md" id="deletion-title">{title ?? t`Excluir meus dados`}</Heading>
      <Text>{t`A federação anonimiza o cadastro: nome, CPF, telefone, e-mail, data de nascimento e foto são apagados, documentos e PAR-Q excluídos, consentimentos retirados e o acesso desativado. O histórico esportivo (inscrições, resultados, súmulas) e o registro das decisões ficam, sem identificar a pessoa, como a LGPD permite (art. 16).`}</Text>
      {open === undefined ? null : open ? (
        <Alert.Root status="info" data-testid="deletion-open">
          <Alert.Indicator />
          <Alert.Title>{t`Pedido de exclusão enviado em ${brDateTime(open.requested_at)}: aguardando a federação.`}</Alert.Title>
        </Alert.Root>
      ) : !confirming ? (
        <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>{t`Pedir a exclusão dos dados`}</Button>
      ) : (
        <Stack gap="3" borderWidth="1px" rounded="md" p="4">
          <Field.Root>
            <Field.Label>{t`Motivo (opcional)`}</Field.Label>
            <Textarea value={why} onChange={(e) => setWhy(e.target.value)} maxLength={500} />
          </Field.Root>
          <Text fontWeight="medium">{t`Depois de anonimizado, o cadastro não pode ser recuperado.`}</Text>
          <Stack direction="row" gap="3">
            <Button colorPalette="red" loading={busy} onClick={() => void ask()}>{t`Confirmar o pedido`}</Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>{t`Cancelar`}</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
