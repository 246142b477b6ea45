// `/meals/{id}/scan` (spec §2.10): the gate. Staff point the device's camera at an
// athlete's ID-card QR; the card is verified and the person checked in with no network at all,
// and the answer fills the screen: green (in), amber (already in at HH:MM), red (refused, why).
// The camera, the result and their timing are the shared gate's (src/ui/camera/gate-stage.tsx);
// this screen gives it the meal's check: keys and revocations and the meal's list in memory
// (live queries, gate-memory.ts), so a verdict never waits for IndexedDB.
import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTenantData } from '../../data/db-context';
import { useCardTrust } from '../../data/card-trust';
import { useRecord } from '../../data/hooks';
import { Page } from '../../ui/page';
import { GateStage, type GateProcess } from '../../ui/camera/gate-stage';
import { useMealCounters } from './checkin-flow';
import { processScanWithin, type ScanContext } from './scan-flow';
import { createGateMemory, watchGateMemory } from './gate-memory';
import { usePhotoPrefetch } from './scan-photos';

export function MealScanPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const meal = useRecord('meals', id);
  if (!id) return null;
  const manual = (
    <Button asChild variant="outline" size="lg"><Link to={`/meals/${id}/checkin`}><Trans>Check-in manual</Trans></Link></Button>
  );
  return (
    <Page title={meal?.name ?? t`Leitura de QR code`} description={<Trans>Leitura de QR code da carteirinha digital</Trans>} actions={manual}>
      {meal === null && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Title><Trans>Refeição não encontrada neste aparelho. Sincronize para recebê-la.</Trans></Alert.Title>
        </Alert.Root>
      )}
      {meal?.status === 'closed' && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Title><Trans>Refeição encerrada: novas leituras serão recusadas.</Trans></Alert.Title>
        </Alert.Root>
      )}
      <ScanStage mealId={id} />
    </Page>
  );
}

/** "N de M": people with a counted check-in, people on the list (live). */
function useCounterText(mealId: string): string {
  const { t } = useLingui();
  const counters = useMealCounters(mealId);
  return counters ? t`${counters.checkedIn} de ${counters.eligible}` : '…';
}

/** The meal's side of the gate: its card checks (keys, revocations, list in memory) and its counter. */
function ScanStage({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const { db, userId, onMutated } = useTenantData();
  const trust = useCardTrust();
  const keys = trust?.keys;
  const revocations = trust?.revocations;
  usePhotoPrefetch(mealId);

  // The meal's list and check-ins in memory: a green or an amber paints without waiting for IndexedDB.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new memory for another meal or tenant
  const memory = useMemo(() => createGateMemory(), [db, mealId]);
  useEffect(() => watchGateMemory(db, mealId, memory), [db, mealId, memory]);

  const context = useRef<ScanContext | null>(null);
  useLayoutEffect(() => {
    context.current = userId && keys && revocations ? { db, staffUserId: userId, mealId, keys, revocations, onMutated, memory } : null;
  }, [db, userId, mealId, keys, revocations, onMutated, memory]);
  const process = useCallback<GateProcess>((text, correct) => {
    const ctx = context.current;
    return ctx ? processScanWithin(text, { ...ctx, onCorrection: correct }) : null;
  }, []);

  return (
    <GateStage process={process} useCounter={useCounterText} scope={mealId} manualHref={`/meals/${mealId}/checkin`}
      readyText={t`Pronto: aponte a câmera para o QR code da carteirinha.`} />
  );
}
