// What the signed-in person may do on a pending transfer, each a named write queued like any other:
// the athlete's (or a minor's guardian's) consent, the releasing club's answer, the federation's facts
// (fine, arrears, new or extinct club), its decision (aprovar, or recusar with the reason) and the
// requester's cancellation. Shown only to whom the mutators would accept; the server decides.
import { Alert, Box, Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { brasiliaDay } from '../../domain/dates';
import { isMinor } from '../../domain/documents/parq';
import type { StoredRow } from '../../domain/mutators/types';
import { formatCents, parseCents } from '../../domain/finances/money';
import { str, type Roles } from './market-data';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title} borderWidth="1px" rounded="md" p="4">
      <Text as="h2" fontWeight="semibold">{title}</Text>
      {children}
    </Stack>
  );
}

/** Who acts on a transfer, by the links this device holds; `minor`: the athlete, by the profile here. */
export function actorsOf(transfer: StoredRow, roles: Roles, minor = false) {
  const pending = transfer.status === 'pendente';
  const athlete = str(transfer.user_id);
  const from = str(transfer.from_association_id);
  return {
    // A minor's own consent does not count (transfers.consent refuses it): the guardian's does.
    consentAsAthlete: pending && !!athlete && athlete === roles.userId && !minor && !transfer.athlete_consent_at,
    consentAsGuardian: pending && !!athlete && roles.dependants.has(athlete) && !transfer.guardian_consent_at,
    release: pending && !!from && transfer.club_answer !== 'concedida' && (roles.federation || roles.managed.has(from)),
    record: pending && roles.federation,
    decide: pending && roles.federation,
    cancel: pending && (roles.federation || transfer.requested_by === roles.userId),
  };
}

export function TransferActions({ transfer, roles }: { transfer: StoredRow; roles: Roles }) {
  const { t } = useLingui();
  const write = useWrite();
  const { db } = useTenantData();
  const profileId = str(transfer.profile_id);
  const minor = useReplica(async () => {
    const profile = profileId ? await db.rows('profiles').get(profileId) : undefined;
    return isMinor(str(profile?.birthdate) || undefined, brasiliaDay());
  }, [db, profileId]) === true;
  const can = actorsOf(transfer, roles, minor);
  const id = transfer.id;
  const inline = { inline: true } as const;
  const ownMinor = minor && transfer.user_id === roles.userId && transfer.status === 'pendente';
  if (!Object.values(can).some(Boolean)) return ownMinor ? <Text color="fg.muted">{t`Atleta menor de 18 anos: quem consente com a transferência é o responsável.`}</Text> : null;
  return (
    <Stack gap="4">
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      {(can.consentAsAthlete || can.consentAsGuardian) && (
        <Section title={t`Consentimento`}>
          <Text>{can.consentAsGuardian ? t`Como responsável pelo atleta, você concorda com esta transferência?` : t`Você concorda com esta transferência?`}</Text>
          <Box><Button colorPalette="blue" loading={write.busy} onClick={() => void write.run('transfers.consent', { id }, { ...inline, done: t`Consentimento registrado.` })}>{t`Consentir com a transferência`}</Button></Box>
        </Section>
      )}
      {can.release && (
        <Section title={t`Liberação do clube de origem`}>
          <HStack wrap="wrap">
            <Button loading={write.busy} onClick={() => void write.run('transfers.release', { id, answer: 'concedida' }, { ...inline, done: t`Liberação concedida.` })}>{t`Conceder liberação`}</Button>
            {transfer.club_answer !== 'negada' && (
              <Button variant="outline" colorPalette="red" loading={write.busy} onClick={() => void write.run('transfers.release', { id, answer: 'negada' }, { ...inline, done: t`Liberação negada.` })}>{t`Negar liberação`}</Button>
            )}
          </HStack>
        </Section>
      )}
      {can.record && <FactsForm transfer={transfer} />}
      {can.decide && <DecisionForm transfer={transfer} />}
      {can.cancel && (
        <Box><Button variant="ghost" colorPalette="red" loading={write.busy} onClick={() => void write.run('transfers.cancel', { id }, { ...inline, done: t`Pedido cancelado.` })}>{t`Cancelar o pedido`}</Button></Box>
      )}
    </Stack>
  );
}

/** transfers.record: the facts the rules read (CBCa's fine and arrears, CBFM's new or extinct club). */
function FactsForm({ transfer }: { transfer: StoredRow }) {
  const { t } = useLingui();
  const write = useWrite();
  const [fine, setFine] = useState(transfer.fine_paid === true);
  const [exception, setException] = useState(transfer.club_exception === true);
  const [since, setSince] = useState(str(transfer.arrears_since));
  const [notice, setNotice] = useState(str(transfer.arrears_notice_on));
  const [fineAmount, setFineAmount] = useState('');
  const [fineError, setFineError] = useState<string | null>(null);
  const fineDebt = typeof transfer.fine_debt_id === 'string';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A fine typed here becomes a debt of the destination entity; its payment frees the athlete.
    const cents = fineAmount.trim() ? parseCents(fineAmount) : undefined;
    if (cents === null || (cents !== undefined && cents <= 0)) return setFineError(t`Valor da multa inválido. Use reais e centavos, ex.: 1.500,00.`);
    setFineError(null);
    void write.run('transfers.record', {
      id: transfer.id, fine_paid: fine, club_exception: exception, arrears_since: since || null, arrears_notice_on: notice || null,
      ...(cents !== undefined ? { fine_cents: cents } : {}),
    }, { inline: true, done: t`Fatos registrados.` });
  };
  return (
    <Section title={t`Fatos para as regras`}>
      <Stack as="form" gap="3" onSubmit={submit}>
        {fineDebt ? (
          <Text fontSize="sm">{t`Multa lançada como débito da entidade de destino: ${formatCents(Number(transfer.fine_cents))}.`} {transfer.fine_paid === true ? t`Paga.` : t`Aguardando pagamento.`}</Text>
        ) : (
          <Field.Root invalid={fineError !== null} maxW="14rem">
            <Field.Label>{t`Lançar multa rescisória (R$)`}</Field.Label>
            <Input inputMode="decimal" placeholder="0,00" value={fineAmount} onChange={(e) => setFineAmount(e.target.value)} />
            <Field.HelperText>{t`Vira um débito da entidade de destino; paga, libera o atleta.`}</Field.HelperText>
            {fineError && <Field.ErrorText>{fineError}</Field.ErrorText>}
          </Field.Root>
        )}
        <Checkbox.Root checked={fine} onCheckedChange={(e) => setFine(e.checked === true)}>
          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label>{t`Multa rescisória paga (fora do sistema)`}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={exception} onCheckedChange={(e) => setException(e.checked === true)}>
          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label>{t`Clube de origem novo ou extinto`}</Checkbox.Label>
        </Checkbox.Root>
        <HStack wrap="wrap" align="start">
          <Field.Root maxW="14rem"><Field.Label>{t`Clube em atraso desde`}</Field.Label><Input type="date" value={since} onChange={(e) => setSince(e.target.value)} /></Field.Root>
          <Field.Root maxW="14rem"><Field.Label>{t`Notificação do clube em`}</Field.Label><Input type="date" value={notice} onChange={(e) => setNotice(e.target.value)} /></Field.Root>
        </HStack>
        {write.error && <Text role="alert" color="red.fg" fontSize="sm">{write.error}</Text>}
        <Box><Button type="submit" variant="outline" loading={write.busy}>{t`Registrar fatos`}</Button></Box>
      </Stack>
    </Section>
  );
}

/** transfers.decide: approve at once (the rules are judged again), or refuse with the reason. */
function DecisionForm({ transfer }: { transfer: StoredRow }) {
  const { t } = useLingui();
  const write = useWrite();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (decision: 'aprovada' | 'recusada') => {
    const args = decision === 'recusada' ? { id: transfer.id, decision, reason: reason.trim() } : { id: transfer.id, decision };
    void write.run('transfers.decide', args, { inline: true, done: decision === 'aprovada' ? t`Transferência aprovada: registro público criado.` : t`Transferência recusada.` });
  };
  return (
    <Section title={t`Decisão da federação`}>
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      {refusing ? (
        <Stack as="form" gap="2" onSubmit={(e) => { e.preventDefault(); if (reason.trim()) decide('recusada'); }}>
          <Field.Root required>
            <Field.Label>{t`Motivo da recusa`}</Field.Label>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={2} autoFocus />
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="red" loading={write.busy} disabled={!reason.trim()}>{t`Confirmar recusa`}</Button>
            <Button variant="ghost" onClick={() => setRefusing(false)}>{t`Voltar`}</Button>
          </HStack>
        </Stack>
      ) : (
        <HStack wrap="wrap">
          <Button loading={write.busy} onClick={() => decide('aprovada')}>{t`Aprovar transferência`}</Button>
          <Button variant="outline" colorPalette="red" onClick={() => setRefusing(true)}>{t`Recusar transferência`}</Button>
        </HStack>
      )}
    </Section>
  );
}
