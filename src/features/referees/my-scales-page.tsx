// `/my/referees/scales` (permission my_referees): the referee's upcoming and recent appointments,
// each with date, teams, venue, competition, role and status. Accept or decline (with an optional
// note) is an owner write of status, responded_at and note (refereeappointments ownerFields) through
// the outbox: it works offline, and the card says "Pendente" until the server has it. An accepted
// appointment links to the match's súmula.
import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useMemo, useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { useWrite } from '../../data/use-write';
import { wireRow } from '../../domain/resources/wire-row';
import { Page } from '../../ui/page';
import { PendingBadge } from '../../ui/resource/list-view';
import { ListSkeleton } from '../../ui/resource/list-states';
import { usePendingIds } from '../../ui/resource/use-replica';
import { readMyScales, RECENT_DAYS, type MyAppointment } from './my-scales-data';
import { StatusBadge } from './scale-parts';
import { todayInBrasilia } from '../../domain/dates';


export function MyScalesPage() {
  const { t } = useLingui();
  const { db, userId } = useTenantData();
  const scales = useReplica(() => (userId ? readMyScales(db, userId, todayInBrasilia()) : Promise.resolve({ upcoming: [], recent: [] })), [db, userId]);
  const ids = useMemo(() => (scales ? [...scales.upcoming, ...scales.recent].map((a) => a.row.id) : []), [scales]);
  const pending = usePendingIds('refereeappointments', ids);
  return (
    <Page title={t`Minhas escalas`} description={t`Jogos para os quais você foi escalado(a). Responda mesmo sem internet: a resposta é enviada quando a conexão voltar.`} narrow>
      {!scales ? <ListSkeleton rows={3} /> : (
        <Stack gap="8">
          <Section title={t`Próximos jogos`} id="upcoming" list={scales.upcoming} pending={pending}
            empty={t`Nenhuma escala por enquanto. Quando a federação escalar você, o jogo aparece aqui.`} />
          <Section title={t`Jogos recentes`} id="recent" list={scales.recent} pending={pending}
            empty={t`Nenhum jogo nos últimos ${RECENT_DAYS} dias.`} />
        </Stack>
      )}
    </Page>
  );
}

function Section({ title, id, list, pending, empty }: { title: string; id: string; list: MyAppointment[]; pending: ReadonlySet<string>; empty: string }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`}>
      <Text as="h2" id={`${id}-title`} fontSize="lg" fontWeight="semibold" mb="3">{title}</Text>
      {list.length === 0 ? <Text color="fg.muted">{empty}</Text> : (
        <Stack gap="3">
          {list.map((a) => <AppointmentCard key={a.row.id} appointment={a} pending={pending.has(a.row.id)} />)}
        </Stack>
      )}
    </Box>
  );
}

function AppointmentCard({ appointment: a, pending }: { appointment: MyAppointment; pending: boolean }) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const status = String(a.row.status);
  const headingId = `appointment-${a.row.id}`;

  async function answer(next: 'aceita' | 'recusada') {
    const args = wireRow('refereeappointments', a.row, { status: next, responded_at: new Date().toISOString(), note: next === 'recusada' ? note.trim() || null : null });
    if (await run('refereeappointments.put', args, { done: next === 'aceita' ? t`Escala aceita.` : t`Escala recusada.` })) setDeclining(false);
  }

  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-testid="my-appointment">
      <Stack gap="3">
        <Box>
          <HStack gap="2" wrap="wrap">
            <Text as="h3" id={headingId} fontWeight="semibold" fontSize="md">{a.title}</Text>
            <StatusBadge status={status} />
            {pending && <PendingBadge />}
          </HStack>
          <Text fontSize="sm">{[a.when || t`Data a definir`, a.venue].filter(Boolean).join(' · ')}</Text>
          <Text fontSize="sm" color="fg.muted">{[a.competition, a.role && t`Função: ${a.role}`].filter(Boolean).join(' · ')}</Text>
          {status === 'recusada' && a.row.note ? <Text fontSize="sm">{t`Sua observação: ${String(a.row.note)}`}</Text> : null}
        </Box>
        {declining ? (
          <Stack gap="2" as="form" onSubmit={(e) => { e.preventDefault(); void answer('recusada'); }} aria-label={t`Recusar ${a.title}`}>
            <Field.Root>
              <Field.Label><Trans>Motivo (opcional)</Trans></Field.Label>
              <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder={t`Ex.: viagem marcada nesta data.`} />
            </Field.Root>
            <HStack gap="2">
              <Button type="submit" colorPalette="red" size="md" loading={busy}><Trans>Confirmar recusa</Trans></Button>
              <Button variant="outline" size="md" onClick={() => setDeclining(false)}><Trans>Cancelar</Trans></Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2" wrap="wrap">
            {status !== 'aceita' && (
              <Button size="md" loading={busy} onClick={() => void answer('aceita')} aria-label={t`Aceitar ${a.title}`}><Trans>Aceitar</Trans></Button>
            )}
            {status !== 'recusada' && (
              <Button size="md" variant="outline" colorPalette="red" onClick={() => setDeclining(true)} aria-label={t`Recusar ${a.title}`}><Trans>Recusar</Trans></Button>
            )}
            {status === 'aceita' && a.duelPath && (
              <Button asChild size="md" variant="solid">
                <Link to={a.duelPath}><Trans>Abrir súmula</Trans></Link>
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
