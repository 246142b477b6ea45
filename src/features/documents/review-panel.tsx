// Approve, return for correction or refuse a document or PAR-Q in one or two taps, as a decision
// of its request in the approval model (`approvals.decide`): "Aprovar" at
// once; the others ask for the reason first (the mutator refuses them without one).
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOnline } from '../../app/network';
import { notifyError, notifySuccess } from '../../app/notices';
import { useMutate } from '../../data/hooks';
import { isMutationError } from '../../domain/mutators/index';
import type { Decision } from '../../domain/mutators/document-review';

interface ReviewPanelProps {
  /** The request in the approval model (document-review.ts currentRequestId). */
  requestId: string;
  /** What is being decided, for the buttons' accessible names ("Aprovar RG de Maria"). */
  subject: string;
  onDone?: () => void;
}

export function ReviewPanel({ requestId, subject, onDone }: ReviewPanelProps) {
  const { t } = useLingui();
  const mutate = useMutate();
  const online = useOnline();
  const [asking, setAsking] = useState<Exclude<Decision, 'aprovado'> | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // A refusal stays on screen beside the buttons (a toast may be missed in a long queue).
  const [refusal, setRefusal] = useState<string | null>(null);

  async function decide(decision: Decision) {
    setBusy(true);
    setRefusal(null);
    try {
      await mutate('approvals.decide', { id: requestId, decision, reason: decision === 'aprovado' ? null : reason.trim() });
      const done = decision === 'aprovado' ? t`Aprovado.` : decision === 'devolvido' ? t`Devolvido para correção.` : t`Recusado.`;
      notifySuccess(online ? done : `${done} ${t`Será sincronizado quando houver conexão.`}`);
      setAsking(null);
      setReason('');
      onDone?.();
    } catch (error) {
      const message = isMutationError(error) ? error.message : t`Não foi possível registrar a decisão.`;
      setRefusal(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  }

  if (asking) {
    return (
      <Stack as="form" gap="2" aria-label={asking === 'recusado' ? t`Recusar ${subject}` : t`Devolver ${subject}`}
        onSubmit={(e) => { e.preventDefault(); if (reason.trim()) void decide(asking); }}>
        <Field.Root required>
          <Field.Label><Trans>Motivo</Trans></Field.Label>
          <Textarea autoFocus value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)}
            placeholder={asking === 'devolvido' ? t`Ex.: foto ilegível, envie outra.` : t`Ex.: documento de outra pessoa.`} />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="md" colorPalette={asking === 'recusado' ? 'red' : 'orange'} loading={busy} disabled={!reason.trim()}>
            {asking === 'recusado' ? <Trans>Confirmar recusa</Trans> : <Trans>Confirmar devolução</Trans>}
          </Button>
          <Button size="md" variant="outline" onClick={() => setAsking(null)}><Trans>Cancelar</Trans></Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {refusal && <Text role="alert" color="red.fg" fontSize="sm">{refusal}</Text>}
      <HStack gap="2" wrap="wrap">
        <Button size="md" loading={busy} onClick={() => void decide('aprovado')} aria-label={t`Aprovar ${subject}`}><Trans>Aprovar</Trans></Button>
        <Button size="md" variant="outline" colorPalette="orange" onClick={() => setAsking('devolvido')} aria-label={t`Devolver ${subject}`}><Trans>Devolver</Trans></Button>
        <Button size="md" variant="outline" colorPalette="red" onClick={() => setAsking('recusado')} aria-label={t`Recusar ${subject}`}><Trans>Recusar</Trans></Button>
      </HStack>
    </Stack>
  );
}
