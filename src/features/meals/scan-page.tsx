// `/meals/{id}/scan` (spec §2.10): the gate. Staff point the device's camera at an
// athlete's ID-card QR; the card is verified and the person checked in with no network at all,
// and the answer fills the screen: green (in), amber (already in at HH:MM), red (refused, why).
//
// The path from a decoded frame to the confirmation on screen is the one to keep short (bench:
// `scan:confirm` measures, ≤ 30 ms p95): signing keys and revocations sit in memory (live
// queries), the decode callback holds refs only, the result renders synchronously (flushSync) and
// the time is taken after the frame that shows it has been painted (rAF, then a message).
import { Alert, Box, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { flushSync } from 'react-dom';
import { publicKeyOf } from '../../domain/credential/index';
import { useTenantData } from '../../data/db-context';
import { useCardTrust } from '../../data/card-trust';
import { useRecord } from '../../data/hooks';
import { Page } from '../../ui/page';
import { useWakeLock } from '../../ui/use-wake-lock';
import { useMealCounters } from './checkin-flow';
import { playFeedback, unlockAudio, type Feedback } from '../../ui/camera/qr-sounds';
import type { CameraInfo, CameraProblem, QrScanner } from '../../ui/camera/qr-scanner';
import { processScanWithin, type ScanContext, type ScanVerdict } from './scan-flow';
import { createGateMemory, watchGateMemory } from './gate-memory';
import { createScanGate } from '../../ui/camera/scan-gate';
import { usePhotoPrefetch } from './scan-photos';
import { ScanResult, useAnnouncement } from './scan-result';

/** How long each result stays up when nobody taps it (another card replaces it at once). */
const SHOWN_MS: Record<ScanVerdict['tone'], number> = { ok: 1000, warn: 1500, error: 2500, confirm: 15_000 };
const FEEDBACK: Record<ScanVerdict['tone'], Feedback> = { ok: 'ok', warn: 'warn', error: 'error', confirm: 'warn' };

type CameraState =
  | { status: 'starting' }
  | { status: 'running'; cameras: CameraInfo[]; deviceId: string | undefined; torch: boolean }
  | { status: 'failed'; problem: CameraProblem };

interface Shown {
  verdict: ScanVerdict;
  /** performance.now() at the decoder's callback. */
  decodedAt: number;
  seq: number;
  /** Replaces a green decided from memory that its write then refused (not a scan: not timed). */
  correction?: boolean;
}

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

/** Its own component: a new check-in re-renders this text, not the screen around it. */
function CounterText({ mealId }: { mealId: string }) {
  return <>{useCounterText(mealId)}</>;
}

function ScanStage({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const { db, userId, onMutated } = useTenantData();
  const elementId = `qr-reader-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const trust = useCardTrust();
  const keys = trust?.keys;
  const revocations = trust?.revocations;

  // The meal's list and check-ins in memory: a green or an amber paints without waiting for IndexedDB.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new memory for another meal or tenant
  const memory = useMemo(() => createGateMemory(), [db, mealId]);
  useEffect(() => watchGateMemory(db, mealId, memory), [db, mealId, memory]);

  const context = useRef<ScanContext | null>(null);
  useLayoutEffect(() => {
    const onCorrection = (verdict: ScanVerdict) => {
      seq.current += 1;
      show.current({ verdict, decodedAt: performance.now(), seq: seq.current, correction: true });
    };
    context.current = userId && keys && revocations ? { db, staffUserId: userId, mealId, keys, revocations, onMutated, memory, onCorrection } : null;
  }, [db, userId, mealId, keys, revocations, onMutated, memory]);

  const [camera, setCamera] = useState<CameraState>({ status: 'starting' });
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [torchOn, setTorchOn] = useState(false);
  const [sound, setSound] = useState(true);
  // A gate phone that dims and locks mid-queue stops its camera: keep the screen on while scanning.
  useWakeLock(camera.status === 'running');
  // The result lives in <ResultLayer>: a scan re-renders the overlay only, not this screen.
  const show = useRef<(next: Shown) => void>(() => undefined);
  const scanner = useRef<QrScanner | null>(null);
  const gate = useRef(createScanGate()).current;
  // Between a result's commit and its paint the decoder also waits: a frame decoded then would delay the paint.
  const awaitingPaint = useRef(false);
  const holding = useCallback(() => gate.busy() || awaitingPaint.current, [gate]);
  const seq = useRef(0);
  usePhotoPrefetch(mealId);

  // The decoder's callback: refs only, so the scanner never restarts for a re-render.
  const onDecode = useCallback((text: string) => {
    const decodedAt = performance.now();
    performance.clearMarks('scan:decoded');
    performance.mark('scan:decoded');
    const ctx = context.current;
    if (!ctx || !gate.accept(text, decodedAt)) return;
    // Every scan ends in a verdict that frees the gate: a failure processScan did not expect, or a
    // device too slow to answer in time, is a red screen (else `holding()` would skip every frame
    // from then on: a dead scanner).
    void processScanWithin(text, ctx).then((verdict) => {
      const processed = performance.now();
      performance.measure('scan:process', { start: decodedAt, end: processed });
      gate.done(processed);
      seq.current += 1;
      flushSync(() => show.current({ verdict, decodedAt, seq: seq.current }));
      performance.measure('scan:render', { start: processed, end: performance.now() });
    });
  }, [gate]);

  // Camera: html5-qrcode is loaded here, on this screen only. Restarts on a camera switch or retry.
  const stopping = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    let cancelled = false;
    let mine: QrScanner | null = null;
    setCamera({ status: 'starting' });
    void (async () => {
      const [{ createQrScanner, CameraError }] = await Promise.all([import('../../ui/camera/qr-scanner'), stopping.current]);
      if (cancelled) return;
      mine = createQrScanner(elementId, { onDecode, holding });
      try {
        await mine.start(deviceId);
      } catch (error) {
        if (!cancelled) setCamera({ status: 'failed', problem: error instanceof CameraError ? error.problem : 'failed' });
        mine = null;
        return;
      }
      if (cancelled) {
        stopping.current = mine.stop();
        return;
      }
      scanner.current = mine;
      const cameras = await mine.cameras();
      if (!cancelled) setCamera({ status: 'running', cameras, deviceId: mine.currentDeviceId(), torch: mine.hasTorch() });
    })();
    return () => {
      cancelled = true;
      scanner.current = null;
      if (mine) stopping.current = mine.stop();
    };
  }, [elementId, onDecode, holding, deviceId, attempt]);

  // Warm the signature check while the camera opens: the first Ed25519 use builds the curve's
  // precomputed tables (tens of ms), which would otherwise land on the first person's scan.
  useEffect(() => {
    void publicKeyOf(new Uint8Array(32).fill(7)).catch(() => undefined);
  }, []);

  // Browsers keep audio (and vibration) locked until a gesture on the page.
  useEffect(() => {
    const unlock = () => unlockAudio();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const switchCamera = () => {
    if (camera.status !== 'running' || camera.cameras.length < 2) return;
    const at = camera.cameras.findIndex((c) => c.id === camera.deviceId);
    const next = camera.cameras[(at + 1) % camera.cameras.length]!;
    gate.reset();
    setTorchOn(false);
    setDeviceId(next.id);
  };
  const toggleTorch = async () => {
    const on = !torchOn;
    try {
      await scanner.current?.setTorch(on);
      setTorchOn(on);
    } catch {
      setTorchOn(false);
    }
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          <Trans>Registrados:</Trans> <span data-testid="scan-counter"><CounterText mealId={mealId} /></span>
        </Text>
        <HStack gap="2" wrap="wrap">
          {camera.status === 'running' && camera.cameras.length > 1 && (
            <Button variant="outline" size="lg" onClick={switchCamera}><Trans>Trocar câmera</Trans></Button>
          )}
          {camera.status === 'running' && camera.torch && (
            <Button variant="outline" size="lg" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
              {torchOn ? <Trans>Apagar lanterna</Trans> : <Trans>Acender lanterna</Trans>}
            </Button>
          )}
          <Button variant="outline" size="lg" aria-pressed={sound} onClick={() => setSound((s) => !s)}>
            {sound ? <Trans>Som ligado</Trans> : <Trans>Som desligado</Trans>}
          </Button>
        </HStack>
      </Flex>

      {camera.status === 'failed' && <CameraFailure problem={camera.problem} mealId={mealId} onRetry={() => setAttempt((n) => n + 1)} />}

      <Box position="relative" bg="black" borderRadius="l3" overflow="hidden" maxW="2xl" w="full" mx="auto"
        minH={camera.status === 'failed' ? '0' : '60'} display={camera.status === 'failed' ? 'none' : 'block'}>
        {/* html5-qrcode owns this element's children: React renders none. */}
        <Box id={elementId} data-testid="scan-camera" w="full" aria-label={t`Imagem da câmera`} role="img" />
        {camera.status === 'starting' && (
          <Flex position="absolute" inset="0" align="center" justify="center" color="white" fontSize="lg">
            <Trans>Abrindo a câmera…</Trans>
          </Flex>
        )}
      </Box>
      {camera.status === 'running' && (
        <Text textAlign="center" fontSize="lg" color="fg.muted" data-testid="scan-ready"><Trans>Pronto: aponte a câmera para o QR code da carteirinha.</Trans></Text>
      )}

      <ResultLayer show={show} mealId={mealId} sound={sound} awaitingPaint={awaitingPaint} />
    </Stack>
  );
}

type PostTask = (task: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;

/** Runs `task` as the first task after the current frame's rendering (call from rAF). */
function afterPaint(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(task, { priority: 'user-blocking' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

interface ResultLayerProps {
  /** Filled with this layer's setter: the decode callback shows a result through it (flushSync). */
  show: MutableRefObject<(next: Shown) => void>;
  mealId: string;
  sound: boolean;
  /** Set from commit to paint: the decoder skips frames meanwhile. */
  awaitingPaint: MutableRefObject<boolean>;
}

/** The current result (full screen) and the live region that announces each one. */
const ResultLayer = memo(function ResultLayer({ show, mealId, sound, awaitingPaint }: ResultLayerProps) {
  const counter = useCounterText(mealId);
  const [shown, setShown] = useState<Shown | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announce = useAnnouncement();
  const soundRef = useRef(sound);
  useLayoutEffect(() => {
    soundRef.current = sound;
    show.current = setShown;
  }, [sound, show]);

  // After the result is on screen: the time (decode → painted), the beep, the timer back to ready.
  useLayoutEffect(() => {
    if (!shown) return;
    const { verdict, decodedAt } = shown;
    awaitingPaint.current = true;
    const committed = performance.now();
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const framed = performance.now();
      // The first task after this frame's rendering: painted. A user-blocking task runs ahead of
      // the normal-priority ones already queued (live-query results, React renders of the header),
      // which would otherwise be counted as paint; a message where postTask is missing.
      afterPaint(() => {
        if (cancelled) return;
        if (!shown.correction) {
          // The bench's breakdown: waiting for the frame, then style, layout and paint of it.
          performance.measure('scan:frame', { start: committed, end: framed });
          performance.measure('scan:paint', { start: framed, end: performance.now() });
          performance.measure('scan:confirm', {
            start: decodedAt,
            end: performance.now(),
            detail: { tone: verdict.tone, reason: verdict.tone === 'error' ? verdict.reason : null },
          });
        }
        awaitingPaint.current = false;
        playFeedback(FEEDBACK[verdict.tone], { sound: soundRef.current });
        setAnnouncement(announce(verdict));
      });
    });
    const timer = setTimeout(() => setShown(null), SHOWN_MS[verdict.tone]);
    return () => {
      cancelled = true;
      awaitingPaint.current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // `announce` is rebuilt every render; the result alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, awaitingPaint]);

  const dismiss = useCallback(() => setShown(null), []);
  // An out-of-window scan confirmed on its amber screen: its result replaces it.
  const confirmed = useCallback((verdict: ScanVerdict) => setShown((s) => ({ verdict, decodedAt: performance.now(), seq: (s?.seq ?? 0) + 1 })), []);
  useEffect(() => {
    if (!shown) return;
    // A question waits for its buttons: only Escape dismisses it.
    const keys = shown.verdict.tone === 'confirm' ? ['Escape'] : ['Escape', 'Enter', ' '];
    const onKey = (e: KeyboardEvent) => {
      if (keys.includes(e.key)) {
        e.preventDefault();
        setShown(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  return (
    <>
      <VisuallyHidden>
        <div role="status" aria-live="assertive" aria-atomic="true" data-testid="scan-announcement">{announcement}</div>
      </VisuallyHidden>
      {shown && <ScanResult key={shown.seq} verdict={shown.verdict} counter={counter} onDismiss={dismiss} onConfirmed={confirmed} />}
    </>
  );
});

function CameraFailure({ problem, mealId, onRetry }: { problem: CameraProblem; mealId: string; onRetry(): void }) {
  return (
    <Alert.Root status="error" data-testid="scan-camera-problem">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontSize="lg">
          {problem === 'denied' && <Trans>O acesso à câmera foi negado.</Trans>}
          {problem === 'no-camera' && <Trans>Nenhuma câmera encontrada neste aparelho.</Trans>}
          {problem === 'busy' && <Trans>A câmera está em uso por outro aplicativo.</Trans>}
          {problem === 'unsupported' && <Trans>Este navegador não permite usar a câmera aqui.</Trans>}
          {problem === 'failed' && <Trans>Não foi possível abrir a câmera.</Trans>}
        </Alert.Title>
        <Alert.Description fontSize="md">
          {problem === 'denied' && <Trans>Permita o uso da câmera para este site nas configurações do navegador e tente de novo.</Trans>}
          {problem === 'no-camera' && <Trans>Conecte uma câmera ou use outro aparelho.</Trans>}
          {problem === 'busy' && <Trans>Feche o outro aplicativo que usa a câmera e tente de novo.</Trans>}
          {problem === 'unsupported' && <Trans>Use um navegador atualizado, com o endereço seguro (https).</Trans>}
          {problem === 'failed' && <Trans>Tente de novo ou reinicie o aparelho.</Trans>}{' '}
          <Trans>Enquanto isso, registre as pessoas pelo check-in manual.</Trans>
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button size="lg" onClick={onRetry}><Trans>Tentar de novo</Trans></Button>
          <Button asChild size="lg" variant="outline"><Link to={`/meals/${mealId}/checkin`}><Trans>Ir para o check-in manual</Trans></Link></Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
