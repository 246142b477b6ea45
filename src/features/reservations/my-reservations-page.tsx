// The signed-in person's reservations (spec §2.2 `/my/reservations`): upcoming first (soonest at the
// top), then the past ones (latest first); each opens its page with the QR (/my/reservations/show/{id},
// the gate's); a live one can be cancelled here. "Reservar" leads to the public booking, where a
// signed-in person books for themselves.
import { Alert, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTenantData } from '../../data/db-context';
import { userRejected } from '../../data/outbox-reads';
import { useReplica } from '../../data/replica';
import { useWrite } from '../../data/use-write';
import { brDateTime } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/types';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { str, useMyReservations, usePlaceNames } from './reservation-data';
import { StatusBadge, whenText } from './status-text';

/** Upcoming (not yet ended) soonest first, then the rest latest first. */
export function orderMine(rows: readonly StoredRow[], now: number): { upcoming: StoredRow[]; past: StoredRow[] } {
  const upcoming = rows.filter((r) => Date.parse(str(r.ends_at)) > now && (r.status === 'pendente' || r.status === 'confirmada'))
    .sort((a, b) => str(a.starts_at).localeCompare(str(b.starts_at)));
  const ids = new Set(upcoming.map((r) => r.id));
  const past = rows.filter((r) => !ids.has(r.id)).sort((a, b) => str(b.starts_at).localeCompare(str(a.starts_at)));
  return { upcoming, past };
}

/** This user's reservation writes the server refused (a slot taken first, the weekly quota), newest first. */
function useRefusedBookings() {
  const { db, userId } = useTenantData();
  return useReplica(async () => (userId ? (await userRejected(db, userId)).filter((e) => /^reservation/.test(e.name)).reverse() : []), [db, userId]);
}

function RefusedBookings() {
  const { t } = useLingui();
  const refused = useRefusedBookings();
  if (!refused || refused.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="refused-heading">
      <Text as="h2" id="refused-heading" fontWeight="semibold">{t`Recusadas pelo servidor`}</Text>
      {refused.map((e) => (
        <Alert.Root key={e.id} status="error" data-testid="refused-booking">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{`${whenText(e.args) || t`Reserva`} — ${t`pedido de ${brDateTime(e.at)}`}`}</Alert.Title>
            <Alert.Description>{e.message ?? ''}</Alert.Description>
          </Box>
        </Alert.Root>
      ))}
      <Text fontSize="sm" color="fg.muted">{t`Escolha outro horário, ou descarte o aviso no painel de sincronização.`}</Text>
    </Stack>
  );
}

export function MyReservationsPage() {
  const { t } = useLingui();
  const rows = useMyReservations();
  const places = usePlaceNames();
  const write = useWrite();
  const groups = useMemo(() => (rows ? orderMine(rows, Date.now()) : undefined), [rows]);
  const actions = <Button asChild colorPalette="blue" size="sm"><Link to="/public/open/reservations">{t`Reservar`}</Link></Button>;
  if (!groups || !places) return <Page title={t`Minhas reservas`} actions={actions}><ListSkeleton rows={4} /></Page>;
  const place = (r: StoredRow) => {
    const space = places.spaces.get(str(r.space_id));
    return [str(space?.name), places.venues.get(str(r.venue_id) || str(space?.venue_id))].filter(Boolean).join(' — ');
  };
  const line = (r: StoredRow, live: boolean) => (
    <HStack as="li" key={r.id} justify="space-between" wrap="wrap" gap="2" borderWidth="1px" rounded="md" p="3" data-testid="my-reservation">
      <Box>
        <ChakraLink asChild fontWeight="semibold"><Link to={`/my/reservations/show/${r.id}`}>{whenText(r)}</Link></ChakraLink>
        <Text fontSize="sm" color="fg.muted">{place(r) || t`Espaço`}</Text>
      </Box>
      <HStack gap="2">
        <StatusBadge status={str(r.status)} />
        {live && (
          <Button size="sm" variant="outline" colorPalette="red" loading={write.busy}
            onClick={() => void write.run('reservations.cancel', { id: r.id }, { inline: true, done: t`Reserva cancelada.` })}>
            {t`Cancelar`}
          </Button>
        )}
      </HStack>
    </HStack>
  );
  return (
    <Page title={t`Minhas reservas`} actions={actions} narrow>
      <Stack gap="6">
        {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
        <RefusedBookings />
        <Stack as="section" gap="2" aria-labelledby="upcoming-heading">
          <Text as="h2" id="upcoming-heading" fontWeight="semibold">{t`Próximas`}</Text>
          {groups.upcoming.length === 0 ? <Text color="fg.muted">{t`Nenhuma reserva marcada.`}</Text>
            : <Stack as="ul" listStyleType="none" gap="2">{groups.upcoming.map((r) => line(r, true))}</Stack>}
        </Stack>
        {groups.past.length > 0 && (
          <Stack as="section" gap="2" aria-labelledby="past-heading">
            <Text as="h2" id="past-heading" fontWeight="semibold">{t`Anteriores e canceladas`}</Text>
            <Stack as="ul" listStyleType="none" gap="2">{groups.past.map((r) => line(r, false))}</Stack>
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
