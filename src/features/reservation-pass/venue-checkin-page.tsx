// /locations/venues/{parent_id}/checkin (permission `reservations`, module reservations): the
// venue's door on the attendant's phone, offline. Today's reservations of the venue come from the
// replica (the phone holds the tenant's reservations: its user holds `reservations`). "Ler QR code"
// opens the shared gate (src/ui/camera/gate-stage.tsx, the meals scanner's): the pass is verified
// offline and the reservation checked in (`reservations.checkin` into the outbox): green (name,
// space, hours), amber "já registrado às HH:MM", red with the reason. Below, the day's list with a
// search by name and "Registrar entrada" for whoever has no phone with them.
import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCardTrust } from '../../data/card-trust';
import { useTenantData } from '../../data/db-context';
import { useMutate, useRecord } from '../../data/hooks';
import { useReplica } from '../../data/replica';
import { brasiliaDay } from '../../domain/dates';
import { normalizeSearch } from '../../domain/resources/search';
import { GateStage, type GateProcess } from '../../ui/camera/gate-stage';
import { hhmm, verdictWithin, type ScanVerdict } from '../../ui/camera/gate-verdict';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { decideGate, processReservationScan, type GateContext, type GateReservation } from './gate-flow';
import { reservationHours, STATUS_PALETTE, statusText } from './reservation-text';

/** A reservation of today as the list shows it. */
interface DayLine {
  row: GateReservation;
  name: string;
  space: string;
}

/** The reservations of `venueId` that start today in Brasília, by start; undefined while loading. */
function useTodayReservations(venueId: string): DayLine[] | undefined {
  const { db } = useTenantData();
  const { t } = useLingui();
  const today = brasiliaDay();
  const unnamed = t`Reserva sem nome`;
  return useReplica(async () => {
    // Instants carry their own offsets (Z or -03:00): a day either side by text, then the exact day.
    const rows = (await db.rows('reservations').where('[venue_id+starts_at]')
      .between([venueId, brasiliaDay(new Date(), -1)], [venueId, `${brasiliaDay(new Date(), 1)}\uffff`], true, true).toArray()) as unknown as GateReservation[];
    const mine = rows.filter((r) => brasiliaDay(new Date(r.starts_at)) === today).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    return Promise.all(mine.map(async (row) => ({ row, ...(await describeRow(db, row, unnamed)) })));
  }, [db, venueId, today, unnamed]);
}

type Db = ReturnType<typeof useTenantData>['db'];

/** The person's name (the booking's own, else its profile's) and the space's. */
async function describeRow(db: Db, row: GateReservation & { profile_id?: string | null }, unnamed: string): Promise<{ name: string; space: string }> {
  const [space, profile] = await Promise.all([
    db.rows('spaces').get(row.space_id),
    row.profile_id ? db.rows('profiles').get(row.profile_id) : undefined,
  ]);
  const name = (typeof row.name === 'string' && row.name.trim()) || String(profile?.social_name || profile?.name || '').trim() || unnamed;
  return { name, space: String(space?.name ?? '…') };
}

/** "N de M": today's reservations in, of those not cancelled. */
function useDayCounter(venueId: string): string {
  const { t } = useLingui();
  const lines = useTodayReservations(venueId);
  if (!lines) return '…';
  const live = lines.filter((l) => l.row.status !== 'cancelada');
  return t`${live.filter((l) => l.row.checked_in_at).length} de ${live.length}`;
}

export function VenueCheckinPage() {
  const { t } = useLingui();
  const { parent_id: venueId } = useParams({ strict: false }) as { parent_id?: string };
  const venue = useRecord('venues', venueId);
  const [scanning, setScanning] = useState(false);
  if (!venueId) return null;
  return (
    <Page title={venue?.name ?? t`Entrada das reservas`} description={<Trans>Entrada das reservas de hoje</Trans>}
      actions={scanning
        ? <Button size="lg" variant="outline" onClick={() => setScanning(false)}><Trans>Fechar câmera</Trans></Button>
        : <Button size="lg" onClick={() => setScanning(true)}><Trans>Ler QR code</Trans></Button>}>
      <Stack gap="6">
        {venue === null && (
          <Text color="fg.warning"><Trans>Local não encontrado neste aparelho. Sincronize para recebê-lo.</Trans></Text>
        )}
        {scanning && <ScanStage venueId={venueId} />}
        <DayList venueId={venueId} />
      </Stack>
    </Page>
  );
}

/** The shared gate, given the venue's check: the tenant's keys in memory, the replica, the write. */
function ScanStage({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const context = useGateContext(venueId);
  const ref = useRef(context);
  useLayoutEffect(() => {
    ref.current = context;
  }, [context]);
  const process = useCallback<GateProcess>((text) => {
    const ctx = ref.current;
    return ctx ? verdictWithin(processReservationScan(text, ctx), t`Este aparelho demorou para registrar a leitura. Leia o QR code de novo: se já tiver sido registrado, aparecerá o horário.`) : null;
  }, [t]);
  return (
    <GateStage process={process} useCounter={useDayCounter} scope={venueId}
      readyText={t`Pronto: aponte a câmera para o QR code da reserva.`} />
  );
}

/** Everything a scan or a manual check-in needs; null until the keys are read. */
function useGateContext(venueId: string): GateContext | null {
  const { t } = useLingui();
  const { db } = useTenantData();
  const trust = useCardTrust();
  const mutate = useMutate();
  // Check-ins this screen recorded, per venue: a second scan before the row shows it is amber.
  const admitted = useMemo(() => new Map<string, string>(), [venueId]); // eslint-disable-line react-hooks/exhaustive-deps
  const unnamed = t`Reserva sem nome`;
  return useMemo(() => (trust ? {
    tenant: db.tenant, keys: trust.keys, venueId, admitted,
    find: async (id: string) => (await db.rows('reservations').get(id.toLowerCase())) as unknown as GateReservation | undefined,
    venueOfSpace: async (id: string) => {
      const space = await db.rows('spaces').get(id.toLowerCase());
      return typeof space?.venue_id === 'string' ? space.venue_id : null;
    },
    describe: (row: GateReservation) => describeRow(db, row, unnamed),
    checkIn: async (id: string, at: string) => {
      await mutate('reservations.checkin', { id, at });
    },
  } : null), [db, trust, venueId, admitted, mutate, unnamed]);
}

/** Today's list: search by name, "Registrar entrada" (the scan's rules, without the QR). */
function DayList({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const lines = useTodayReservations(venueId);
  const context = useGateContext(venueId);
  const [search, setSearch] = useState('');
  const query = normalizeSearch(useDeferredValue(search));
  const [feedback, setFeedback] = useState<ScanVerdict | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const shown = (lines ?? []).filter((l) => !query || normalizeSearch(l.name).includes(query));

  const register = async (line: DayLine) => {
    if (!context) return;
    setBusy(line.row.id);
    try {
      const decision = decideGate(line.row, venueId, new Date());
      if (decision.kind === 'refused') setFeedback({ tone: 'error', reason: decision.reason, message: decision.message });
      else if (decision.kind === 'already') setFeedback({ tone: 'warn', at: new Date(decision.at), person: { userId: line.row.id, displayName: line.name, photoUrl: null, associationName: null } });
      else {
        const at = new Date();
        await context.checkIn(line.row.id, at.toISOString());
        setFeedback({ tone: 'ok', at, person: { userId: line.row.id, displayName: line.name, photoUrl: null, associationName: null } });
      }
    } catch (error) {
      setFeedback({ tone: 'error', reason: 'local-failure', message: error instanceof Error ? error.message : t`Não foi possível registrar a entrada.` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="day-title">
      <Text as="h2" id="day-title" fontSize="lg" fontWeight="semibold"><Trans>Reservas de hoje</Trans> <span data-testid="day-counter">({useDayCounter(venueId)})</span></Text>
      <Field.Root>
        <Field.Label><Trans>Buscar por nome</Trans></Field.Label>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" placeholder={t`Início do nome`} />
      </Field.Root>
      <FeedbackLine verdict={feedback} />
      {lines === undefined ? (
        <ListSkeleton rows={3} />
      ) : shown.length === 0 ? (
        <Text color="fg.muted" py="4">
          {query ? <Trans>Nenhuma reserva de hoje com “{search.trim()}”.</Trans> : <Trans>Nenhuma reserva para hoje neste local.</Trans>}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Reservas de hoje`}>
          {shown.map(({ row, name, space }) => (
            <HStack as="li" key={row.id} borderWidth="1px" rounded="md" px="3" py="2" gap="3" justify="space-between" wrap="wrap" data-testid="day-reservation">
              <Box minW="0">
                <Text fontWeight="medium">{name}</Text>
                <Text fontSize="sm" color="fg.muted">{space} · {reservationHours(row)}</Text>
              </Box>
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={STATUS_PALETTE[row.status] ?? 'gray'}>{statusText(row.status)}</Badge>
                {row.checked_in_at && <Badge colorPalette="green" variant="outline"><Trans>Entrou às {hhmm(new Date(row.checked_in_at))}</Trans></Badge>}
                {(row.status === 'confirmada' || row.status === 'pendente') && !row.checked_in_at && (
                  <Button size="sm" onClick={() => void register({ row, name, space })} loading={busy === row.id} disabled={!context || busy !== null}
                    aria-label={t`Registrar entrada de ${name}`}>
                    <Trans>Registrar entrada</Trans>
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted"><Trans>Para ver as reservas de outros dias, use a </Trans><Link to="/locations/reservations" style={{ textDecoration: 'underline' }}><Trans>lista de reservas</Trans></Link>.</Text>
    </Stack>
  );
}

const LINE_TONES = { ok: { bg: 'green.700', fg: 'white', mark: '✓' }, warn: { bg: 'yellow.300', fg: 'gray.900', mark: '!' }, error: { bg: 'red.700', fg: 'white', mark: '✕' } } as const;

/** What the last "Registrar entrada" did, in words (a live region, always mounted). */
function FeedbackLine({ verdict }: { verdict: ScanVerdict | null }) {
  const { t } = useLingui();
  const tone = verdict && verdict.tone !== 'confirm' ? LINE_TONES[verdict.tone] : null;
  let text = '';
  if (verdict?.tone === 'ok') text = t`Entrada registrada: ${verdict.person.displayName}, às ${hhmm(verdict.at)}.`;
  else if (verdict?.tone === 'warn') text = t`${verdict.person.displayName}: já registrado às ${hhmm(verdict.at)}.`;
  else if (verdict?.tone === 'error') text = verdict.message;
  return (
    <Box role="status" aria-live="polite" data-testid="checkin-feedback" data-tone={verdict?.tone}
      bg={tone?.bg} color={tone?.fg} rounded="lg" px={tone ? '4' : '0'} py={tone ? '3' : '0'} fontWeight="semibold" fontSize="lg">
      {tone && (
        <HStack gap="3">
          <Text aria-hidden="true" fontSize="2xl" fontWeight="black" lineHeight="1">{tone.mark}</Text>
          <Text>{text}</Text>
        </HStack>
      )}
    </Box>
  );
}
