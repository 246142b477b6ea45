// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { utils } from '@noble/ed25519';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signCertificate } from '../../domain/credential/certificate';
import { toBase64Url } from '../../domain/credential/keys';
import { publicKeyOf } from '../../domain/credential/sign';
import { uuidv7 } from '../../domain/uuid';
import { graduationRoutes } from '../../routes/graduations';
import { freshDb, renderRoute, seed, SLOW, TEST_USER, warmUp } from '../../../tests/support/ui-harness';

// The camera is the shared scanner's: here it "reads" what the test hands its decoder, as the
// decoder does with each frame holding a QR.
const decoders: ((text: string) => void)[] = [];
const stopped = vi.fn();
vi.mock('../../ui/camera/qr-scanner', () => ({
  CameraError: class CameraError extends Error {},
  createQrScanner: (_element: string, options: { onDecode(text: string): void }) => {
    decoders.push(options.onDecode);
    return { start: async () => {}, stop: async () => stopped(), cameras: async () => [], currentDeviceId: () => undefined, hasTorch: () => false, setTorch: async () => {} };
  },
}));

const dbs: ReturnType<typeof freshDb>[] = [];
beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

async function setup() {
  const d = freshDb();
  dbs.push(d);
  const secret = utils.randomSecretKey();
  await seed(d, 'signingkeys', [{ id: uuidv7(), kid: 'abcd0123', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: null, revoked_at: null }]);
  const code = await signCertificate({
    tenantId: d.tenant, certificateId: uuidv7(), userId: uuidv7(), issuedAt: 1_795_000_000, kid: 'abcd0123',
    person: 'Maria Antônia Souza', registerType: 'Jiu-jitsu — IBJJF', grade: 'Faixa azul', day: '2026-11-28', examiner: 'Rafael Árbitro',
  }, secret);
  renderRoute(d, '/registers/certificates/verify', TEST_USER, graduationRoutes);
  await screen.findByRole('heading', { name: 'Conferir certificado de graduação' }, SLOW);
  return code;
}

const openCamera = async () => {
  const button = await screen.findByRole('button', { name: 'Ler QR code com a câmera' }, SLOW);
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
  fireEvent.click(button);
  await waitFor(() => expect(decoders.length).toBeGreaterThan(0), SLOW);
  return decoders.at(-1)!;
};

describe('certificate check by camera', () => {
  it('a certificate read by the camera is checked offline at once: valid, with what it vouches for', async () => {
    const code = await setup();
    const decode = await openCamera();
    decode(code);
    const result = await screen.findByTestId('verify-result', {}, SLOW);
    expect(result.textContent).toContain('Certificado válido');
    expect(result.textContent).toContain('Maria Antônia Souza: Faixa azul (Jiu-jitsu — IBJJF)');
    expect(result.textContent).toContain('Graduado(a) em 28/11/2026 por Rafael Árbitro.');
    // The camera closed and the code read is in the box, as if pasted.
    expect(screen.queryByRole('button', { name: 'Fechar câmera' })).toBeNull();
    await waitFor(() => expect(stopped).toHaveBeenCalled());
    expect((screen.getByTestId('verify-code') as HTMLTextAreaElement).value).toBe(code);
  });

  it('a QR that is not a certificate of this organisation reads "Certificado inválido" with the reason', async () => {
    await setup();
    const decode = await openCamera();
    decode('FG1:NAO-E-UM-CERTIFICADO');
    const result = await screen.findByTestId('verify-result', {}, SLOW);
    expect(result.textContent).toContain('Certificado inválido');
  });
});
