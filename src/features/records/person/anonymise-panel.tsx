// The back office's side of a deletion request, on /records/users/privacy/{id}:
// the person's pending request, and "Anonimizar", which asks the server (online, with a deadline)
// to settle it in one transaction (server/privacy/anonymise.ts). Refusing it (with a reason) goes
// through the approval model like any request. Holders of `users` only (the route's guard).
import { Alert, Button, Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useState } from 'react';
import { api } from '../../../app/http';
import { notifySuccess } from '../../../lib/notices';
import { useTenantData } from '../../../data/db-context';
import { useWrite } from '../../../data/use-write';
import { DATA_DELETION } from '../../../domain/approvals/privacy-kinds';
import { ANONYMISED_PREFIX } from '../../../domain/privacy/holdings';
import { brDateTime } from '../../../domain/dates';

export function AnonymisePanel({ profileId, userId, name }: { profileId: string; userId: string; name: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const write = useWrite();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const request = useReplica(async () => (await db.rows('approvals').where('subject_id').equals(profileId).toArray())
    .find((r) => r.kind === DATA_DELETION && r.status === 'pendente') ?? null, [db, profileId]);
  const done = name.startsWith(ANONYMISED_PREFIX);
  const anonymise = async () => {
    setBusy(true);
    try {
      await api(`/privacy/users/${userId}/anonymise`, { method: 'POST', body: {}, timeoutMs: 30_000 });
      notifySuccess(t`Dados anonimizados. A mudança chega aos aparelhos na próxima sincronização.`);
    } catch {
      // shown by api()
    } finally {
      setBusy(false);
    }
  };
  const refuse = async () => {
    if (request) await write.run('approvals.decide', { id: request.id, decision: 'recusado', reason }, { done: t`Pedido recusado.` });
  };
  return (
    <Card.Root variant="outline" data-testid="anonymise-panel">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="sm">{t`Pedido de exclusão (LGPD, art. 18)`}</Heading>
          {done ? <Text>{t`Esta pessoa já foi anonimizada.`}</Text> : request === undefined ? null : !request ? (
            <Text color="fg.muted">{t`Nenhum pedido de exclusão pendente.`}</Text>
          ) : (
            <>
              <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{t`Pedido feito em ${brDateTime(String(request.requested_at))}.`}</Alert.Title></Alert.Root>
              <Text>{t`Anonimizar apaga nome, CPF, contato, data de nascimento e foto, exclui documentos, PAR-Q e carteirinhas, retira os consentimentos e desativa o acesso. Inscrições, resultados, súmulas e o histórico de decisões ficam, sem identificar a pessoa.`}</Text>
              <Button colorPalette="red" alignSelf="flex-start" loading={busy} onClick={() => void anonymise()}>{t`Anonimizar agora`}</Button>
              <Field.Root>
                <Field.Label>{t`Motivo da recusa`}</Field.Label>
                <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
              </Field.Root>
              <Button variant="outline" alignSelf="flex-start" disabled={!reason.trim()} onClick={() => void refuse()}>{t`Recusar o pedido`}</Button>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
