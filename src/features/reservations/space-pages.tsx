// The staff's calendar of a space (spec §2.3 `/locations/spaces/{parent_id}/days` and `/day`), read
// from the replica: the month's counts, then a day's slots where the desk books a free slot, joins
// the waitlist of a full one or opens the booking that holds it.
import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { brasiliaDay } from '../../domain/dates';
import type { Slot } from '../../domain/reservations/slots';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusPage } from '../../ui/status-page';
import { dayParam, type PageLink } from './calendar-text';
import { DayBoard } from './day-board';
import { MonthCalendar } from './month-calendar';
import { bookedName, str, useBookedNames, useDaySlots, useMonthCounts } from './reservation-data';
import { StaffBookingPanel, type SlotIntent } from './staff-booking';
import { shiftMonth } from '../../domain/reservations/zone';

const monthParam = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null);

function useSpaceParams(): { spaceId: string; search: { month?: unknown; date?: unknown } } {
  const { parent_id = '' } = useParams({ strict: false }) as { parent_id?: string };
  const search: { month?: unknown; date?: unknown } = useSearch({ strict: false });
  return { spaceId: parent_id, search };
}

function NotHere() {
  const { t } = useLingui();
  return <StatusPage code="404" title={t`Espaço não encontrado`}>{t`Ele pode ainda não ter chegado a este aparelho.`}</StatusPage>;
}

export function SpaceDaysPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { spaceId, search } = useSpaceParams();
  const today = brasiliaDay();
  const month = monthParam(search.month) ?? today.slice(0, 7);
  const data = useMonthCounts(spaceId, month);
  const base = `/locations/spaces/${spaceId}`;
  if (data === undefined) return <Page title={t`Calendário do espaço`}><ListSkeleton rows={5} /></Page>;
  if (data.book === null) return <NotHere />;
  const { space, venue, schedules } = data.book;
  return (
    <Page title={t`Calendário — ${str(space.name)}`} description={venue ? str(venue.name) : undefined}
      actions={<Button asChild size="sm" variant="outline"><Link to={`/locations/spaces/show/${spaceId}`}>{t`Voltar ao espaço`}</Link></Button>}>
      {schedules.length === 0 && (
        <Text mb="4" color="fg.muted">{t`Este espaço ainda não tem horário de funcionamento: cadastre-o em`}{' '}
          <ChakraLink asChild><Link to={`${base}/schedules`}>{t`Horários`}</Link></ChakraLink>.
        </Text>
      )}
      <MonthCalendar month={month} days={data.days} today={today}
        dayLink={(day) => ({ to: `${base}/day`, search: { date: day } })}
        onMonth={(delta) => void navigate({ to: `${base}/days`, search: { month: shiftMonth(month, delta) } } as never)} />
    </Page>
  );
}

export function SpaceDayPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { spaceId, search } = useSpaceParams();
  const day = dayParam(search.date) ?? brasiliaDay();
  const data = useDaySlots(spaceId, day);
  const [intent, setIntent] = useState<SlotIntent | null>(null);
  const names = useBookedNames(data?.book?.reservations);
  const base = `/locations/spaces/${spaceId}`;
  if (data === undefined) return <Page title={t`Horários do dia`}><ListSkeleton rows={6} /></Page>;
  if (data.book === null) return <NotHere />;
  const { space, venue, reservations } = data.book;
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const dayLink = (d: string): PageLink => ({ to: `${base}/day`, search: { date: d } });

  const action = (slot: Slot) => {
    if (slot.state === 'livre') return <Button size="sm" colorPalette="blue" onClick={() => setIntent({ slot, kind: 'book' })}>{t`Reservar`}</Button>;
    if (slot.state !== 'reservado' || !slot.reservation_id) return null;
    return (
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline"><Link to={`${base}/reservation/${slot.reservation_id}`}>{t`Ver reserva`}</Link></Button>
        <Button size="sm" variant="ghost" onClick={() => setIntent({ slot, kind: 'wait' })}>{t`Entrar na lista de espera`}</Button>
      </HStack>
    );
  };
  const detail = (slot: Slot) => {
    const r = slot.reservation_id ? byId.get(slot.reservation_id) : undefined;
    if (r) return <Text fontSize="sm" color="fg.muted">{bookedName(r, names, t`Reserva de pessoa cadastrada`)}{r.status === 'pendente' ? ` — ${t`pendente`}` : ''}</Text>;
    if (slot.state === 'bloqueado') return <Text fontSize="sm" color="fg.muted">{t`Bloqueado`}{slot.block_reason ? ` (${blockReason(slot.block_reason)})` : ''}</Text>;
    return null;
  };
  const blockReason = (reason: string) => ({ manutencao: t`manutenção`, feriado: t`feriado`, competicao: t`competição`, outro: t`outro` })[reason] ?? reason;

  return (
    <Page title={t`Horários — ${str(space.name)}`} description={venue ? str(venue.name) : undefined}>
      <DayBoard day={day} slots={data.slots} dayLink={dayLink} monthLink={{ to: `${base}/days`, search: { month: day.slice(0, 7) } }} action={action} detail={detail}>
        {intent && (
          <StaffBookingPanel key={`${intent.kind}-${intent.slot.starts_at}`} spaceId={spaceId} intent={intent} onCancel={() => setIntent(null)}
            onDone={(id, kind) => {
              setIntent(null);
              if (kind === 'book') void navigate({ to: `${base}/reservation/${id}` } as never);
            }} />
        )}
      </DayBoard>
    </Page>
  );
}
