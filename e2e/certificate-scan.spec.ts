// The graduation certificate check with a real camera stream: Chromium's fake capture device plays
// a Y4M video of a QR (e2e/support/fake-camera.ts), the shared QR camera decodes it and the page
// checks it on the device. The QR here is a forged certificate: the answer must be "Certificado
// inválido" with its reason (a valid one is the UI test's, src/features/graduations/verify-page.test.tsx,
// and the belt exam's journey, e2e/belt-exam.spec.ts).
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { fakeCameraBrowser } from './support/camera-browser';
import { BRAZIL_CONTEXT, origin } from './support/env';
import { openSignedIn } from './support/session';

const FORGED = 'FG1:NAO-E-UM-CERTIFICADO-DESTA-FEDERACAO';
const camera = fakeCameraBrowser({ qr: FORGED });

test('a certificate QR read by the camera is checked on the device', async () => {
  const context = await camera.browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, permissions: ['camera'] });
  const page = await context.newPage();
  await openSignedIn(page, 'admin@demo.test', '/registers/certificates/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferir certificado de graduação' })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, 'conferir certificado');

  const open = page.getByRole('button', { name: 'Ler QR code com a câmera' });
  await expect(open).toBeEnabled({ timeout: 30_000 });
  await open.click();
  await expect(page.getByText('Aponte a câmera para o QR code do certificado.')).toBeVisible();

  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Certificado inválido', { timeout: 30_000 });
  // The camera closed; what it read is in the box, as if pasted.
  await expect(page.getByRole('button', { name: 'Fechar câmera' })).toHaveCount(0);
  await expect(page.getByTestId('verify-code')).toHaveValue(FORGED);
  await expectNoSeriousViolations(page, 'resultado da conferência');
  await context.close();
});
