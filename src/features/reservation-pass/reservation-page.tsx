// /my/reservations/show/{id}: the athlete's reservation, from the local replica only (the row, its
// space, venue and city), so it opens offline at the venue's door: where (address and map link),
// when, the status, and the signed QR the attendant scans (large, and "Ampliar QR code" on a white
// screen, as the ID card). The QR is the server's (it signs a booking when it accepts it): a booking
// made offline shows why it has none yet; a cancelled or missed one shows no QR at all.
import { Alert, Badge, Box, Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOnline } from '../../app/network';
import { useRecord } from '../../data/hooks';
import { useUser } from '../../data/session';
import { Page } from '../../ui/page';
import { QrCode } from '../../ui/qr-code';
import { QrEnlarged } from '../../ui/qr-enlarged';
import { StatusPage } from '../../ui/status-page';
import { brasiliaTime, mapLink, reservationDay, reservationHours, STATUS_PALETTE, statusText } from './reservation-text';
import { usePassRequest } from './use-pass-request';

export function MyReservationPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const reservation = useRecord('reservations', id);
  const space = useRecord('spaces', reservation?.space_id);
  const venue = useRecord('venues', reservation?.venue_id ?? space?.venue_id);
  const city = useRecord('cities', venue?.city_id);
  const online = useOnline();
  const user = useUser();
  // A live booking of mine without its pass here: ask the server to sign it (online only).
  const unsigned = Boolean(reservation && user && reservation.user_id === user.id && !reservation.credential
    && (reservation.status === 'pendente' || reservation.status === 'confirmada') && Date.parse(reservation.ends_at) > Date.now());
  const request = usePassRequest(unsigned);

  if (reservation === undefined) {
    return (
      <Page title={<Trans>Reserva</Trans>} narrow>
        <Center py="16" role="status"><Spinner size="xl" /><Text ms="3" fontSize="lg"><Trans>Carregando a reserva…</Trans></Text></Center>
      </Page>
    );
  }
  if (reservation === null) {
    return (
      <StatusPage title={<Trans>Reserva não encontrada neste aparelho</Trans>}
        actions={<Button asChild><Link to="/my/reservations"><Trans>Minhas reservas</Trans></Link></Button>}>
        {online
          ? <Trans>Ela pode ter sido apagada, ou ainda não chegou a este aparelho. Aguarde a sincronização.</Trans>
          : <Trans>Sem conexão: conecte-se para receber suas reservas.</Trans>}
      </StatusPage>
    );
  }

  const spaceName = space?.name ?? '…';
  const venueName = venue?.name ?? '…';
  const day = reservationDay(reservation.starts_at);
  const hours = reservationHours(reservation);
  const map = venue ? mapLink(venue, city?.name ?? null) : null;
  const status = reservation.status;
  const voided = status === 'cancelada' || status === 'nao_compareceu';
  const credential = typeof reservation.credential === 'string' && reservation.credential ? reservation.credential : null;
  const qrLabel = t`QR code da reserva de ${spaceName}, ${day}, ${hours}. Apresente-o na entrada do local.`;

  return (
    <Page title={<Trans>Reserva</Trans>} narrow
      actions={<Button asChild variant="ghost"><Link to="/my/reservations"><Trans>Minhas reservas</Trans></Link></Button>}>
      <Stack gap="5" maxW="md" mx="auto">
        <Box as="article" aria-labelledby="reservation-space" borderWidth="2px" borderColor="colorPalette.solid" rounded="2xl" p="5">
          <Stack gap="4">
            <Stack gap="1">
              <Text id="reservation-space" as="h2" fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="extrabold" lineHeight="1.15">{spaceName}</Text>
              <Text fontSize="xl" fontWeight="semibold">{venueName}</Text>
            </Stack>
            <SimpleGrid as="dl" columns={1} gap="3">
              <Field label={<Trans>Data</Trans>}><Text as="span" textTransform="capitalize">{day}</Text></Field>
              <Field label={<Trans>Horário</Trans>}><span data-testid="reservation-hours">{hours}</span></Field>
              <Field label={<Trans>Situação</Trans>}>
                <Badge size="lg" colorPalette={STATUS_PALETTE[status] ?? 'gray'} data-testid="reservation-status">{statusText(status)}</Badge>
              </Field>
              {venue?.address && <Field label={<Trans>Endereço</Trans>} small>{[venue.address, city?.name].filter(Boolean).join(', ')}</Field>}
            </SimpleGrid>
            {map && (
              <Button asChild variant="outline" size="lg">
                <a href={map} target="_blank" rel="noreferrer"><Trans>Ver no mapa</Trans></a>
              </Button>
            )}
          </Stack>
        </Box>

        {reservation.checked_in_at && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title fontSize="md"><Trans>Entrada registrada às {brasiliaTime(reservation.checked_in_at)}.</Trans></Alert.Title>
          </Alert.Root>
        )}
        {voided ? (
          <Alert.Root status="error" data-testid="reservation-no-qr">
            <Alert.Indicator />
            <Alert.Title fontSize="md">
              {status === 'cancelada'
                ? <Trans>Reserva cancelada: não há QR code para a entrada.</Trans>
                : <Trans>Reserva marcada como “Não compareceu”: não há QR code para a entrada.</Trans>}
            </Alert.Title>
          </Alert.Root>
        ) : credential ? (
          <Stack gap="3">
            <QrCode text={credential} label={qrLabel} testId="reservation-qr" />
            <QrEnlarged credential={credential} name={spaceName} caption={`${day}, ${hours}`} label={qrLabel} testId="reservation" />
            <Text color="fg.muted" textAlign="center" role="status">
              {online ? <Trans>Mostre este QR code na entrada. Funciona sem internet.</Trans> : <Trans>Sem conexão: mostrando a reserva salva neste aparelho.</Trans>}
            </Text>
          </Stack>
        ) : (
          <Alert.Root status="info" data-testid="reservation-no-qr">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title fontSize="md"><Trans>O QR code aparece quando a reserva for confirmada pela federação (conecte-se para enviar).</Trans></Alert.Title>
              {request.busy && <Alert.Description><Trans>Buscando o QR code…</Trans></Alert.Description>}
              {request.error && <Alert.Description>{request.error}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Page>
  );
}

function Field({ label, children, small }: { label: ReactNode; children: ReactNode; small?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
      <Text as="dd" fontSize={small ? 'lg' : 'xl'} fontWeight="bold" fontVariantNumeric="tabular-nums">{children}</Text>
    </Box>
  );
}
