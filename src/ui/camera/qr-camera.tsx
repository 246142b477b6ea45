// A camera that reads QR codes, for the screens that check one code at a time (the pitch-side ID
// card check, the graduation certificate check): the meals gate's camera and decoder (qr-scanner.ts,
// loaded only when this opens) and its gate against repeated frames (scan-gate.ts), the camera
// problems worded in pt-BR, and a close button. What a text means is the caller's (`onText`); what
// it shows about it goes in `children`, under the camera.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CameraProblem, QrScanner } from './qr-scanner';
import { createScanGate } from './scan-gate';

export interface QrCameraProps {
  /** pt-BR: what to point the camera at. */
  prompt: string;
  /** A text the camera read; the next is taken once this settles (the same text not again at once). */
  onText(text: string): Promise<void>;
  onClose(): void;
  /** What to do instead when the camera cannot open ("Confira pela foto."), after the problem. */
  fallback?: string;
  children?: ReactNode;
}

export function QrCamera({ prompt, onText, onClose, fallback, children }: QrCameraProps) {
  const { t } = useLingui();
  const elementId = `qr-camera-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const gate = useRef(createScanGate()).current;
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const onDecode = useCallback((text: string) => {
    if (!gate.accept(text, performance.now())) return;
    void onTextRef.current(text).finally(() => gate.done(performance.now()));
  }, [gate]);

  useEffect(() => {
    let cancelled = false;
    let scanner: QrScanner | null = null;
    void (async () => {
      const { createQrScanner, CameraError } = await import('./qr-scanner');
      if (cancelled) return;
      scanner = createQrScanner(elementId, { onDecode, holding: () => gate.busy() });
      try {
        await scanner.start();
      } catch (error) {
        if (!cancelled) setProblem(error instanceof CameraError ? error.problem : 'failed');
        scanner = null;
        return;
      }
      if (cancelled) void scanner.stop();
    })();
    return () => {
      cancelled = true;
      if (scanner) void scanner.stop();
    };
  }, [elementId, onDecode, gate]);

  const then = fallback ? ` ${fallback}` : '';
  const problems: Record<CameraProblem, string> = {
    denied: t`Permissão da câmera negada. Libere a câmera nas configurações do navegador.` + then,
    'no-camera': t`Nenhuma câmera encontrada neste aparelho.` + then,
    busy: t`A câmera está em uso por outro aplicativo.`,
    unsupported: t`Este navegador não dá acesso à câmera.` + then,
    failed: t`Não foi possível abrir a câmera.`,
  };
  return (
    <Stack gap="3" borderWidth="2px" borderColor="border.emphasized" rounded="lg" p="3">
      <Text fontWeight="bold" fontSize="lg">{prompt}</Text>
      {problem && <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{problems[problem]}</Alert.Title></Alert.Root>}
      <Box id={elementId} bg="black" minH="48" maxW="md" w="full" mx="auto" rounded="md" overflow="hidden" />
      {children}
      <Button minH="14" fontSize="lg" variant="outline" onClick={onClose}><Trans>Fechar câmera</Trans></Button>
    </Stack>
  );
}
