// One reservation for the staff (spec §2.3 `/locations/spaces/{parent_id}/reservation/{id}` and
// `/locations/reservations/{parent_id}/reservation/{id}`): who, when, where, its status and timeline,
// and the desk's actions (confirm a pending booking, cancel with a notice). A booking the server
// refused (another desk had the slot) is gone from the replica: its pt-BR refusal is shown instead.
import { Alert, Badge, Box, Button, DataList, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTenantData } from '../../data/db-context';
import { userPendingEntries, userRejected } from '../../data/outbox-reads';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { formatCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/types';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusPage } from '../../ui/status-page';
import { str, usePlaceNames, useReservation } from './reservation-data';
import { whenText, StatusBadge } from './status-text';

/** This user's writes about one reservation the server refused or has not answered yet. */
function useWritesAbout(id: string): { refused: string[]; pending: boolean } | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => {
    if (!userId) return { refused: [], pending: false };
    const about = (e: { args: Record<string, unknown>; name: string }) => e.args.id === id && /^reservation/.test(e.name);
    const [rejected, pending] = await Promise.all([userRejected(db, userId), userPendingEntries(db, userId, 500)]);
    return { refused: rejected.filter(about).map((e) => e.message ?? ''), pending: pending.some(about) };
  }, [db, userId, id]);
}

function useProfileName(profileId: unknown): string | undefined {
  const { db } = useTenantData();
  const pid = str(profileId);
  return useReplica(async () => {
    if (!pid) return '';
    const p = await db.rows('profiles').get(pid);
    return p ? str(p.social_name) || str(p.name) : '';
  }, [db, pid]);
}

export function ReservationView({ id, back }: { id: string; back: { to: string; label: string } }) {
  const { t } = useLingui();
  const row = useReservation(id);
  const writes = useWritesAbout(id);
  const places = usePlaceNames();
  const actions = <Button asChild size="sm" variant="outline"><Link to={back.to}>{back.label}</Link></Button>;
  if (row === undefined || writes === undefined || places === undefined) return <Page title={t`Reserva`} actions={actions}><ListSkeleton rows={5} /></Page>;
  const refusal = writes.refused.length > 0 && (
    <Alert.Root status="error" role="alert" data-testid="reservation-refused">
      <Alert.Indicator />
      <Box>
        <Alert.Title>{t`O servidor recusou:`}</Alert.Title>
        {writes.refused.map((m, i) => <Alert.Description key={i}>{m}</Alert.Description>)}
      </Box>
    </Alert.Root>
  );
  if (row === null) {
    if (refusal) return <Page title={t`Reserva recusada`} actions={actions} narrow>{refusal}<Text mt="3" color="fg.muted">{t`O horário não foi reservado. Escolha outro no calendário do espaço.`}</Text></Page>;
    return <StatusPage code="404" title={t`Reserva não encontrada`}>{t`Ela pode ainda não ter chegado a este aparelho.`}</StatusPage>;
  }
  const space = places.spaces.get(str(row.space_id));
  const venue = places.venues.get(str(row.venue_id) || str(space?.venue_id));
  return (
    <Page title={t`Reserva — ${whenText(row)}`} description={[str(space?.name), venue].filter(Boolean).join(' — ')} actions={actions} narrow>
      <Stack gap="6">
        {refusal}
        {writes.pending && <Text role="status" color="fg.muted">{t`Há uma alteração desta reserva aguardando o servidor.`}</Text>}
        <ReservationFacts row={row} />
        <Timeline row={row} />
        <ReservationActions row={row} />
      </Stack>
    </Page>
  );
}

function ReservationFacts({ row }: { row: StoredRow }) {
  const { t } = useLingui();
  const profileName = useProfileName(row.profile_id);
  const source = { staff: t`Equipe`, app: t`Aplicativo`, public: t`Página pública` }[str(row.source)] ?? str(row.source);
  const facts: Array<[string, ReactNode]> = [
    [t`Situação`, <StatusBadge key="s" status={str(row.status)} />],
    [t`Quem`, profileName || str(row.name) || '—'],
  ];
  if (row.cpf) facts.push([t`CPF`, formatCpf(str(row.cpf))]);
  if (row.email) facts.push([t`E-mail`, str(row.email)]);
  facts.push([t`Origem`, source || '—']);
  if (row.offered_until) facts.push([t`Oferta da lista de espera válida até`, formatDateTime(str(row.offered_until))]);
  if (row.notes) facts.push([t`Observação`, str(row.notes)]);
  return (
    <DataList.Root orientation="horizontal">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}><DataList.ItemLabel>{label}</DataList.ItemLabel><DataList.ItemValue>{value}</DataList.ItemValue></DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Timeline({ row }: { row: StoredRow }) {
  const { t } = useLingui();
  const steps: Array<[string, string]> = [];
  if (row.created_at) steps.push([t`Reservada`, str(row.created_at)]);
  if (row.confirmed_at) steps.push([t`Confirmada`, str(row.confirmed_at)]);
  if (row.checked_in_at) steps.push([t`Check-in`, str(row.checked_in_at)]);
  if (row.cancelled_at) steps.push([row.cancel_reason ? t`Cancelada: ${str(row.cancel_reason)}` : t`Cancelada`, str(row.cancelled_at)]);
  steps.sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <Box as="section" aria-labelledby="timeline-heading">
      <Text as="h2" id="timeline-heading" fontWeight="semibold" mb="2">{t`Histórico`}</Text>
      {steps.length === 0 ? <Text color="fg.muted">{t`Ainda não confirmada pelo servidor.`}</Text> : (
        <Stack as="ol" gap="1" ps="5" data-testid="reservation-timeline">
          {steps.map(([what, when]) => <li key={what + when}><Text as="span" fontWeight="medium">{formatDateTime(when)}</Text>{` — ${what}`}</li>)}
        </Stack>
      )}
    </Box>
  );
}

function ReservationActions({ row }: { row: StoredRow }) {
  const { t } = useLingui();
  const write = useWrite();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const live = row.status === 'pendente' || row.status === 'confirmada';
  if (!live) return null;
  return (
    <Stack as="section" gap="3" aria-label={t`Ações`}>
      {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
      {cancelling ? (
        <Stack gap="2" borderWidth="1px" rounded="md" p="3">
          <Field.Root>
            <Field.Label>{t`Aviso a quem reservou (motivo)`}</Field.Label>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} placeholder={t`Ex.: quadra em manutenção nesse horário.`} />
          </Field.Root>
          <HStack gap="2">
            <Button colorPalette="red" loading={write.busy}
              onClick={() => void write.run('reservations.cancel', { id: row.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                { inline: true, done: t`Reserva cancelada. O horário volta a ficar livre.` }).then((ok) => ok && setCancelling(false))}>
              {t`Confirmar cancelamento`}
            </Button>
            <Button variant="ghost" onClick={() => setCancelling(false)}>{t`Voltar`}</Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="2" wrap="wrap">
          {row.status === 'pendente' && (
            <Button colorPalette="green" loading={write.busy} onClick={() => void write.run('reservations.confirm', { id: row.id }, { inline: true, done: t`Reserva confirmada.` })}>
              {t`Confirmar reserva`}
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>{t`Cancelar com aviso`}</Button>
        </HStack>
      )}
      <Badge alignSelf="start" variant="plain" color="fg.muted" fontWeight="normal">{t`Sem internet, a ação fica na fila e segue quando houver conexão.`}</Badge>
    </Stack>
  );
}
