// The pitch-side ID card check: the meals gate's camera and decoder (qr-scanner.ts,
// loaded only when opened), its gate against repeated frames (scan-gate.ts) and the same offline
// signature check (src/data/card-trust.ts → verifyCredential). The card's person is matched to a
// registered member of either team by the profile's user; the caller records the check.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTenantData } from '../../../data/db-context';
import { useCardTrust, verifyCard, type CardTrust } from '../../../data/card-trust';
import type { CameraProblem, QrScanner } from '../../../ui/camera/qr-scanner';
import { createScanGate } from '../../../ui/camera/scan-gate';

export interface CardScanProps {
  /** Called with the verified card's user id; returns what to show (pt-BR) and its tone. */
  onCard(userId: string): Promise<{ ok: boolean; message: string }>;
  onClose(): void;
}

export function CardScan({ onCard, onClose }: CardScanProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const trust = useCardTrust();
  const elementId = `card-scan-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const gate = useRef(createScanGate()).current;
  const trustRef = useRef<CardTrust | undefined>(trust);
  trustRef.current = trust;
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;

  const onDecode = useCallback((text: string) => {
    const current = trustRef.current;
    if (!current || !gate.accept(text, performance.now())) return;
    void (async () => {
      const verified = await verifyCard(text, db.tenant, current);
      const shown = verified.ok ? await onCardRef.current(verified.claims.userId) : { ok: false, message: verified.message };
      setResult(shown);
      gate.done(performance.now());
    })();
  }, [db.tenant, gate]);

  useEffect(() => {
    let cancelled = false;
    let scanner: QrScanner | null = null;
    void (async () => {
      const { createQrScanner, CameraError } = await import('../../../ui/camera/qr-scanner');
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

  const problems: Record<CameraProblem, string> = {
    denied: t`Permissão da câmera negada. Libere a câmera nas configurações do navegador ou confira pela foto.`,
    'no-camera': t`Nenhuma câmera encontrada neste aparelho. Confira pela foto.`,
    busy: t`A câmera está em uso por outro aplicativo.`,
    unsupported: t`Este navegador não dá acesso à câmera. Confira pela foto.`,
    failed: t`Não foi possível abrir a câmera.`,
  };
  return (
    <Stack gap="3" borderWidth="2px" borderColor="border.emphasized" rounded="lg" p="3">
      <Text fontWeight="bold" fontSize="lg"><Trans>Aponte a câmera para o QR code da carteirinha digital do atleta.</Trans></Text>
      {problem && <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{problems[problem]}</Alert.Title></Alert.Root>}
      <Box id={elementId} bg="black" minH="48" maxW="md" w="full" mx="auto" rounded="md" overflow="hidden" />
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} role="status" data-testid="card-scan-result" data-tone={result.ok ? 'ok' : 'error'}>
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{result.message}</Alert.Title>
        </Alert.Root>
      )}
      <Button minH="14" fontSize="lg" variant="outline" onClick={onClose}><Trans>Fechar câmera</Trans></Button>
    </Stack>
  );
}
