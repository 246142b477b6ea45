// The pitch-side ID card check: the shared QR camera (src/ui/camera/qr-camera.tsx: the meals gate's
// camera, decoder and gate against repeated frames) and the same offline signature check
// (src/data/card-trust.ts → verifyCredential). The card's person is matched to a registered member
// of either team by the profile's user; the caller records the check.
import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useTenantData } from '../../../data/db-context';
import { useCardTrust, verifyCard, type CardTrust } from '../../../data/card-trust';
import { QrCamera } from '../../../ui/camera/qr-camera';

export interface CardScanProps {
  /** Called with the verified card's user id; returns what to show (pt-BR) and its tone. */
  onCard(userId: string): Promise<{ ok: boolean; message: string }>;
  onClose(): void;
}

export function CardScan({ onCard, onClose }: CardScanProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const trust = useCardTrust();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const trustRef = useRef<CardTrust | undefined>(trust);
  trustRef.current = trust;

  const onText = async (text: string) => {
    const current = trustRef.current;
    if (!current) return;
    const verified = await verifyCard(text, db.tenant, current);
    setResult(verified.ok ? await onCard(verified.claims.userId) : { ok: false, message: verified.message });
  };

  return (
    <QrCamera prompt={t`Aponte a câmera para o QR code da carteirinha digital do atleta.`} onText={onText} onClose={onClose}
      fallback={t`Confira pela foto.`}>
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} role="status" data-testid="card-scan-result" data-tone={result.ok ? 'ok' : 'error'}>
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{result.message}</Alert.Title>
        </Alert.Root>
      )}
    </QrCamera>
  );
}
