// The public booking (spec §2.5 `/public/open/reservations`, `…/{parent_id}/days`, `…/{parent_id}/day`;
// layout 'bare', no login): the spaces open to the public by venue, a space's month and a day's slots,
// drawn from the server's public answer kept on this device. The same calendar and day list as the
// staff's. Who books: a signed-in person for themselves (a queued write, like every write of theirs),
// or, when the federation allows it, a visitor with name, CPF and e-mail (straight to the server).
import { Alert, Box, Button, Heading, HStack, Link as ChakraLink, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { brasiliaDay, formatDateTime } from '../../domain/dates';
import { daySlots, monthDays, type Slot } from '../../domain/reservations/slots';
import { localToInstant, shiftMonth } from '../../domain/reservations/zone';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { dayParam } from './calendar-text';
import { DayBoard } from './day-board';
import { MonthCalendar } from './month-calendar';
import { LIST_KEY, readList, readSpaceBook, usePublicAnswer, type PublicAnswer, type PublicSpaceBook } from './public-data';
import { PublicBooking } from './public-booking';

const BASE = '/public/open/reservations';
const inputOf = (book: PublicSpaceBook) => ({ schedules: book.schedules, gap: book.gap, blocks: book.blocks, reservations: book.busy, space_id: book.space.id });
/** Past what the answer covers, nothing is known about the space: no slot is offered there. */
const beyondMs = (book: PublicSpaceBook, at: number): boolean => book.until !== null && at >= Date.parse(book.until);
const beyond = (book: PublicSpaceBook, instant: string): boolean => beyondMs(book, Date.parse(instant));
const monthParam = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null);

/** The frame of a public page: the stored answer at once, when it was fetched, and the states without one. */
function PublicShell({ answer, title, back, children }: { answer: PublicAnswer; title: string; back?: { to: string; label: string }; children: (data: unknown) => ReactNode }) {
  const { t } = useLingui();
  const { stored, refreshing, error } = answer;
  const actions = back ? <Button asChild variant="outline" size="sm"><Link to={back.to}>{back.label}</Link></Button> : undefined;
  if (stored === undefined || (stored === null && refreshing)) return <Page title={title} actions={actions}><ListSkeleton rows={5} /></Page>;
  if (stored === null) {
    return (
      <Page title={title} actions={actions} narrow>
        <Text role="alert">{error ?? t`Não foi possível carregar esta página.`}</Text>
        <Text color="fg.muted" mt="2">{t`Esta página ainda não foi aberta neste aparelho: conecte-se à internet para vê-la.`}</Text>
      </Page>
    );
  }
  return (
    <Page title={title} actions={actions}>
      <Stack gap="5">
        <HStack gap="2" fontSize="sm" color="fg.muted" role="status" data-testid="public-updated">
          <Text>{t`Atualizado em ${formatDateTime(stored.fetched_at)}`}</Text>
          {refreshing && <><Spinner size="xs" aria-hidden="true" /><Text>{t`atualizando…`}</Text></>}
          {!refreshing && error && <Text>{t`(sem conexão: mostrando a última versão vista)`}</Text>}
        </HStack>
        {children(stored.data)}
      </Stack>
    </Page>
  );
}

export function PublicSpacesPage() {
  const { t } = useLingui();
  const answer = usePublicAnswer(LIST_KEY);
  return (
    <PublicShell answer={answer} title={t`Reserva de espaços`}>
      {(data) => {
        const { venues, spaces, settings } = readList(data);
        const withSpaces = venues.filter((v) => spaces.some((s) => s.venue_id === v.id));
        if (withSpaces.length === 0) return <Text color="fg.muted">{t`Nenhum espaço aberto a reservas pela internet no momento.`}</Text>;
        return (
          <Stack gap="5">
            {settings.public_notice && <Alert.Root status="info"><Alert.Indicator /><Alert.Description>{settings.public_notice}</Alert.Description></Alert.Root>}
            {withSpaces.map((v) => (
              <Box as="section" key={v.id} aria-labelledby={`venue-${v.id}`}>
                <Heading as="h2" size="md" id={`venue-${v.id}`}>{v.name}</Heading>
                {(v.address || v.city) && <Text fontSize="sm" color="fg.muted">{[v.address, v.city].filter(Boolean).join(' — ')}</Text>}
                <List.Root variant="plain" gap="2" mt="2" data-testid="public-spaces">
                  {spaces.filter((s) => s.venue_id === v.id).map((s) => (
                    <List.Item key={s.id}>
                      <ChakraLink asChild fontWeight="semibold"><Link to={`${BASE}/${s.id}/days`}>{s.name}</Link></ChakraLink>
                      {s.capacity ? <Text as="span" color="fg.muted">{t` — até ${s.capacity} pessoas`}</Text> : null}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </Stack>
        );
      }}
    </PublicShell>
  );
}

function useSpaceParam(): { spaceId: string; search: { month?: unknown; date?: unknown } } {
  const { parent_id = '' } = useParams({ strict: false }) as { parent_id?: string };
  const search: { month?: unknown; date?: unknown } = useSearch({ strict: false });
  return { spaceId: parent_id, search };
}

export function PublicDaysPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { spaceId, search } = useSpaceParam();
  const today = brasiliaDay();
  const month = monthParam(search.month) ?? today.slice(0, 7);
  const answer = usePublicAnswer(LIST_KEY);
  const book = useMemo(() => readSpaceBook(answer.stored?.data, spaceId), [answer.stored, spaceId]);
  const days = useMemo(() => (book ? monthDays(month, inputOf(book)).map((d) => (beyondMs(book, localToInstant(d.day, 0)) ? { ...d, free: 0, reserved: 0, blocked: 0, past: 0, total: 0 } : d)) : []), [book, month]);
  return (
    <PublicShell answer={answer} title={book ? t`Reservas — ${book.space.name}` : t`Reserva de espaços`} back={{ to: BASE, label: t`Todos os espaços` }}>
      {() => book === null ? <Text color="fg.muted">{t`Espaço não encontrado ou fechado a reservas pela internet.`}</Text> : (
        <Stack gap="3">
          {book.venue && <Text color="fg.muted">{book.venue.name}</Text>}
          <MonthCalendar month={month} days={days} today={today}
            dayLink={(day) => ({ to: `${BASE}/${spaceId}/day`, search: { date: day } })}
            onMonth={(delta) => void navigate({ to: `${BASE}/${spaceId}/days`, search: { month: shiftMonth(month, delta) } } as never)} />
        </Stack>
      )}
    </PublicShell>
  );
}

export function PublicDayPage() {
  const { t } = useLingui();
  const { spaceId, search } = useSpaceParam();
  const day = dayParam(search.date) ?? brasiliaDay();
  const answer = usePublicAnswer(LIST_KEY);
  const book = useMemo(() => readSpaceBook(answer.stored?.data, spaceId), [answer.stored, spaceId]);
  const slots = useMemo(() => (book ? daySlots(day, inputOf(book)).filter((s) => !beyond(book, s.starts_at)) : []), [book, day]);
  const [chosen, setChosen] = useState<{ slot: Slot; kind: 'book' | 'wait' } | null>(null);
  const action = (slot: Slot) => {
    if (slot.state === 'livre') return <Button size="sm" colorPalette="blue" onClick={() => setChosen({ slot, kind: 'book' })}>{t`Reservar`}</Button>;
    if (slot.state === 'reservado') return <Button size="sm" variant="ghost" onClick={() => setChosen({ slot, kind: 'wait' })}>{t`Entrar na lista de espera`}</Button>;
    return null;
  };
  return (
    <PublicShell answer={answer} title={book ? t`Reservas — ${book.space.name}` : t`Reserva de espaços`} back={{ to: BASE, label: t`Todos os espaços` }}>
      {() => book === null ? <Text color="fg.muted">{t`Espaço não encontrado ou fechado a reservas pela internet.`}</Text> : (
        <DayBoard day={day} slots={slots} action={action}
          dayLink={(d) => ({ to: `${BASE}/${spaceId}/day`, search: { date: d } })}
          monthLink={{ to: `${BASE}/${spaceId}/days`, search: { month: day.slice(0, 7) } }}>
          {chosen && (
            <PublicBooking key={`${chosen.kind}-${chosen.slot.starts_at}`} spaceId={spaceId} slot={chosen.slot} kind={chosen.kind}
              allowCpf={book.settings.public_cpf_booking} onBooked={answer.reload} onClose={() => setChosen(null)} />
          )}
        </DayBoard>
      )}
    </PublicShell>
  );
}
