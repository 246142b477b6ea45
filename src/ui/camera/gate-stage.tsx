// A gate's scanning screen, whatever it admits (a meal, a venue's reservations): the device's camera
// reads QR codes one at a time (scan-gate.ts), the caller's `process` turns a text into a verdict
// (verified and recorded offline), and the verdict fills the screen (gate-result.tsx) with a beep,
// a vibration and an announcement: green (in), amber (already in at HH:MM), red (refused, why).
//
// The path from a decoded frame to the confirmation on screen is the one to keep short (bench:
// `scan:confirm` measures, ≤ 30 ms p95): the caller keeps what it verifies against in memory, the
// decode callback holds refs only, the result renders synchronously (flushSync) and the time is
// taken after the frame that shows it has been painted (rAF, then a message).
import { Alert, Box, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { flushSync } from 'react-dom';
import { publicKeyOf } from '../../domain/credential/index';
import { useWakeLock } from '../use-wake-lock';
import { playFeedback, unlockAudio, type Feedback } from './qr-sounds';
import type { CameraInfo, CameraProblem, QrScanner } from './qr-scanner';
import { createScanGate } from './scan-gate';
import { ScanResult, useAnnouncement } from './gate-result';
import type { ScanVerdict } from './gate-verdict';

/** How long each result stays up when nobody taps it (another code replaces it at once). */
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

/**
 * One scan: the verdict (never rejected; the caller bounds its time, gate-verdict.ts verdictWithin),
 * or null when the gate is not ready yet (keys not loaded): the frame is dropped and read again.
 * `correct` replaces the verdict shown when a write that followed it ends otherwise.
 */
export type GateProcess = (text: string, correct: (verdict: ScanVerdict) => void) => Promise<ScanVerdict> | null;

export interface GateStageProps {
  process: GateProcess;
  /** "N de M" (a hook: called by the header and the result layer only, so a new count re-renders them alone). */
  useCounter(scope: string): string;
  /** What the counter counts (the meal's id, the venue's). */
  scope: string;
  /** The manual check-in screen, offered when the camera cannot open (none: it is on this screen). */
  manualHref?: string;
  /** pt-BR: what to point the camera at. */
  readyText: string;
}

/** The camera, its controls and the result layer. */
export function GateStage({ process, useCounter, scope, manualHref, readyText }: GateStageProps) {
  const { t } = useLingui();
  const elementId = `qr-reader-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const processRef = useRef(process);
  useLayoutEffect(() => {
    processRef.current = process;
  }, [process]);

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
  const correct = useCallback((verdict: ScanVerdict) => {
    seq.current += 1;
    show.current({ verdict, decodedAt: performance.now(), seq: seq.current, correction: true });
  }, []);

  // The decoder's callback: refs only, so the scanner never restarts for a re-render.
  const onDecode = useCallback((text: string) => {
    const decodedAt = performance.now();
    performance.clearMarks('scan:decoded');
    performance.mark('scan:decoded');
    if (!gate.accept(text, decodedAt)) return;
    // Every scan ends in a verdict that frees the gate: a failure the caller did not expect, or a
    // device too slow to answer in time, is a red screen (else `holding()` would skip every frame
    // from then on: a dead scanner).
    const running = processRef.current(text, correct);
    if (!running) {
      gate.reset(); // not ready: the next frame brings the same code back as new
      return;
    }
    void running.then((verdict) => {
      const processed = performance.now();
      performance.measure('scan:process', { start: decodedAt, end: processed });
      gate.done(processed);
      seq.current += 1;
      flushSync(() => show.current({ verdict, decodedAt, seq: seq.current }));
      performance.measure('scan:render', { start: processed, end: performance.now() });
    });
  }, [gate, correct]);

  // Camera: html5-qrcode is loaded here, on this screen only. Restarts on a camera switch or retry.
  const stopping = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    let cancelled = false;
    let mine: QrScanner | null = null;
    setCamera({ status: 'starting' });
    void (async () => {
      const [{ createQrScanner, CameraError }] = await Promise.all([import('./qr-scanner'), stopping.current]);
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
          <Trans>Registrados:</Trans> <span data-testid="scan-counter"><CounterText useCounter={useCounter} scope={scope} /></span>
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

      {camera.status === 'failed' && <CameraFailure problem={camera.problem} manualHref={manualHref} onRetry={() => setAttempt((n) => n + 1)} />}

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
        <Text textAlign="center" fontSize="lg" color="fg.muted" data-testid="scan-ready">{readyText}</Text>
      )}

      <ResultLayer show={show} useCounter={useCounter} scope={scope} sound={sound} awaitingPaint={awaitingPaint} />
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
  useCounter(scope: string): string;
  scope: string;
  sound: boolean;
  /** Set from commit to paint: the decoder skips frames meanwhile. */
  awaitingPaint: MutableRefObject<boolean>;
}

/** The current result (full screen) and the live region that announces each one. */
const ResultLayer = memo(function ResultLayer({ show, useCounter, scope, sound, awaitingPaint }: ResultLayerProps) {
  const counter = useCounter(scope);
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

function CameraFailure({ problem, manualHref, onRetry }: { problem: CameraProblem; manualHref?: string; onRetry(): void }) {
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
          {manualHref && <Button asChild size="lg" variant="outline"><Link to={manualHref}><Trans>Ir para o check-in manual</Trans></Link></Button>}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Its own component: a new check-in re-renders this text, not the screen around it. */
function CounterText({ useCounter, scope }: { useCounter(scope: string): string; scope: string }) {
  return <>{useCounter(scope)}</>;
}
