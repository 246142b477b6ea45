// The reservations control (spec §2.3 `/locations/reservations/{status?}`): every booking this device
// holds, by status (the tabs are links, so a filtered list has its own address), venue and day; and
// the reservation's page under it or under its space.
import { Box, Field, HStack, Input, Link as ChakraLink, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { brasiliaDay } from '../../domain/dates';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { bookedName, str, useBookedNames, usePlaceNames, useReservations } from './reservation-data';
import { ReservationView } from './reservation-view';
import { StatusBadge, useStatusLabel, whenText } from './status-text';

const STATUSES = ['pendente', 'confirmada', 'cancelada', 'nao_compareceu'] as const;
const BASE = '/locations/reservations';

export function ReservationsPage() {
  const { t } = useLingui();
  const { status = '' } = useParams({ strict: false }) as { status?: string };
  const chosen = (STATUSES as readonly string[]).includes(status) ? status : '';
  const rows = useReservations(chosen ? [chosen] : []);
  const places = usePlaceNames();
  const label = useStatusLabel();
  const [venueId, setVenueId] = useState('');
  const [day, setDay] = useState('');
  const shown = useMemo(() => (rows ?? []).filter((r) => {
    if (venueId && str(r.venue_id) !== venueId) return false;
    return !day || brasiliaDay(new Date(str(r.starts_at))) === day;
  }), [rows, venueId, day]);
  const names = useBookedNames(shown.slice(0, 300));
  const venues = places ? [...places.venues].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR')) : [];

  return (
    <Page title={t`Controle de reservas`} description={t`As reservas deste aparelho; as novas chegam com a sincronização.`}>
      <Stack gap="4">
        <HStack as="nav" aria-label={t`Situação`} gap="1" wrap="wrap">
          {['', ...STATUSES].map((s) => (
            <ChakraLink key={s || 'todas'} asChild px="3" py="1" rounded="md" borderWidth="1px"
              bg={s === chosen ? 'blue.solid' : undefined} color={s === chosen ? 'blue.contrast' : undefined}>
              <Link to={s ? `${BASE}/${s}` : BASE} aria-current={s === chosen ? 'page' : undefined}>{s ? label(s) : t`Todas`}</Link>
            </ChakraLink>
          ))}
        </HStack>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>{t`Local`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={venueId} onChange={(e) => setVenueId(e.target.value)}>
                <option value="">{t`Todos os locais`}</option>
                {venues.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{t`Dia`}</Field.Label>
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </Field.Root>
        </HStack>
        {rows === undefined || places === undefined ? <ListSkeleton rows={6} /> : shown.length === 0 ? (
          <Text color="fg.muted" data-testid="reservations-empty">{t`Nenhuma reserva com estes filtros.`}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t`Reservas`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Quando`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Espaço`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Quem`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Situação`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.slice(0, 300).map((r) => {
                  const space = places.spaces.get(str(r.space_id));
                  return (
                    <Table.Row key={r.id} data-testid="reservation-row">
                      <Table.Cell><ChakraLink asChild><Link to={`${BASE}/${str(r.space_id)}/reservation/${r.id}`}>{whenText(r)}</Link></ChakraLink></Table.Cell>
                      <Table.Cell>{[str(space?.name), places.venues.get(str(r.venue_id))].filter(Boolean).join(' — ')}</Table.Cell>
                      <Table.Cell>{bookedName(r, names, t`Pessoa cadastrada`)}</Table.Cell>
                      <Table.Cell><StatusBadge status={str(r.status)} /></Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            {shown.length > 300 && <Text mt="2" fontSize="sm" color="fg.muted">{t`Mostrando as 300 mais recentes: filtre por local ou dia.`}</Text>}
          </Box>
        )}
      </Stack>
    </Page>
  );
}

export function ListReservationPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <ReservationView id={id} back={{ to: BASE, label: t`Voltar às reservas` }} />;
}

export function SpaceReservationPage() {
  const { t } = useLingui();
  const { id = '', parent_id = '' } = useParams({ strict: false }) as { id?: string; parent_id?: string };
  return <ReservationView id={id} back={{ to: `/locations/spaces/${parent_id}/days`, label: t`Voltar ao calendário` }} />;
}
