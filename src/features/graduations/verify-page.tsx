// `/registers/certificates/verify`: checks a graduation certificate on this phone, offline, against
// the tenant's public keys in the replica (every signed-in device holds them). The code is read by
// the camera (the shared QR camera of the meals gate and the pitch-side card check), or pasted or
// typed; the answer says valid, with what the certificate vouches for, or why not.
import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCardTrust } from '../../data/card-trust';
import { useTenantData } from '../../data/db-context';
import { verifyCertificate, type CertificateResult } from '../../domain/credential/index';
import { isoDayToBr } from '../../domain/dates';
import { QrCamera } from '../../ui/camera/qr-camera';
import { Page } from '../../ui/page';

export function CertificateVerifyPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const trust = useCardTrust();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CertificateResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const check = async (text = code) => {
    if (!trust) return;
    setResult(await verifyCertificate(text, { tenantId: db.tenant, keys: trust.keys }));
  };
  // A code read by the camera is checked at once; the camera closes so the answer is what shows.
  const scanned = async (text: string) => {
    setCode(text);
    setScanning(false);
    await check(text);
  };
  return (
    <Page title={t`Conferir certificado de graduação`} description={t`Leia o QR code com a câmera ou cole o código (começa com FG1:). A conferência é feita neste aparelho, sem internet.`} narrow>
      <Stack gap="4" as="form" onSubmit={(e) => { e.preventDefault(); void check(); }}>
        {scanning ? (
          <QrCamera prompt={t`Aponte a câmera para o QR code do certificado.`} onText={scanned} onClose={() => setScanning(false)}
            fallback={t`Cole o código abaixo.`} />
        ) : (
          <HStack>
            <Button size="lg" variant="outline" onClick={() => { setResult(null); setScanning(true); }} disabled={!trust}>
              <Trans>Ler QR code com a câmera</Trans>
            </Button>
          </HStack>
        )}
        <Field.Root>
          <Field.Label><Trans>Código do certificado</Trans></Field.Label>
          <Textarea value={code} onChange={(e) => { setCode(e.target.value); setResult(null); }} rows={5} fontFamily="mono" data-testid="verify-code" />
        </Field.Root>
        <Button type="submit" size="lg" disabled={!code.trim() || !trust}><Trans>Conferir</Trans></Button>
        {result && (
          <Box role="status" borderWidth="2px" borderRadius="lg" p="4" borderColor={result.ok ? 'green.600' : 'red.600'} data-testid="verify-result">
            {result.ok ? (
              <Stack gap="1">
                <Text fontSize="xl" fontWeight="bold" color="green.700"><Trans>Certificado válido</Trans></Text>
                <Text>{t`${result.claims.person}: ${result.claims.grade} (${result.claims.registerType})`}</Text>
                <Text>{t`Graduado(a) em ${isoDayToBr(result.claims.day)} por ${result.claims.examiner}.`}</Text>
              </Stack>
            ) : (
              <Stack gap="1">
                <Text fontSize="xl" fontWeight="bold" color="red.700"><Trans>Certificado inválido</Trans></Text>
                <Text>{result.message}</Text>
              </Stack>
            )}
          </Box>
        )}
      </Stack>
    </Page>
  );
}
