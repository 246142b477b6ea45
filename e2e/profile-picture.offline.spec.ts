// A person offline takes a photo with the camera (Chromium's fake device) and asks for it
// as their profile picture; after a reload, still offline, the photo shows from the device's copy
// and the request is pending; online, the photo is uploaded and the request reaches the reviewer's
// queue, who approves it in one tap; the person's ID card then shows the new photo.
import { test, expect, type Page } from '@playwright/test';
import { fakeCameraBrowser } from './support/camera-browser';
import { expectNoSeriousViolations } from './support/axe';
import { closeOpenRequests } from './support/approvals-api';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { openSignedIn, waitForServiceWorker } from './support/session';
import { expectSynced } from './support/sync-ui';

// No video file: Chromium's fake camera paints its own moving test pattern, a fine "face".
const camera = fakeCameraBrowser({ devices: 1 });

const newPage = async (permissions: string[] = []) =>
  (await camera.browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, permissions })).newPage();

/** The image has loaded real pixels (not a broken or empty <img>). */
const loaded = (page: Page, testId: string) =>
  expect.poll(() => page.getByTestId(testId).getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

test('offline photo request → reload offline → online, queued → approved → shown on the ID card', async () => {
  test.setTimeout(240_000);
  await closeOpenRequests('atleta@demo.test', 'profile_picture');
  const athlete = await newPage(['camera']);
  await openSignedIn(athlete, 'atleta@demo.test', '/my/id');
  await waitForServiceWorker(athlete);
  await expect(athlete.getByRole('heading', { name: 'Lucas Atleta' })).toBeVisible({ timeout: 30_000 });
  const oldPhoto = await athlete.getByTestId('idcard-photo').getAttribute('src');
  await athlete.goto('/my/image');
  await expect(athlete.getByRole('heading', { name: 'Foto', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectSynced(athlete);

  // Offline: the camera, the crop, the request.
  await athlete.context().setOffline(true);
  await athlete.getByRole('button', { name: 'Usar a câmera' }).click();
  const camera = athlete.getByRole('dialog', { name: 'Tirar foto' });
  await expect(camera.getByRole('button', { name: 'Capturar' })).toBeEnabled({ timeout: 15_000 });
  await camera.getByRole('button', { name: 'Capturar' }).click();
  const crop = athlete.getByRole('dialog', { name: 'Enquadrar a foto' });
  await crop.getByRole('button', { name: 'Usar esta foto' }).click();
  await expect(crop).toBeHidden({ timeout: 15_000 });
  await athlete.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(athlete.getByTestId('photo-pending')).toBeVisible();
  await loaded(athlete, 'photo-pending');

  // A reload with no network: the photo from the device's copy, the request pending.
  await athlete.reload();
  await expect(athlete.getByTestId('photo-pending')).toBeVisible({ timeout: 30_000 });
  await loaded(athlete, 'photo-pending');
  const mine = athlete.getByTestId('my-request').first();
  await expect(mine).toHaveAttribute('data-status', 'pendente');
  await expect(mine.getByText('Pendente')).toBeVisible();

  // Online: the photo goes up, then the request.
  await athlete.context().setOffline(false);
  await expectSynced(athlete, 60_000);

  // The reviewer's queue: before and after side by side, the new photo fetched from the server.
  const reviewer = await newPage();
  await openSignedIn(reviewer, 'admin@demo.test', '/records/users/profilepictures_approve');
  const item = reviewer.getByTestId('approval-item').filter({ has: reviewer.getByRole('heading', { name: 'Lucas Atleta' }) });
  await expect(item).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => item.getByRole('img', { name: /Depois/ }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(reviewer.getByRole('navigation', { name: 'Menu principal' }).getByTestId('pending-count').first()).toBeVisible();
  await expectNoSeriousViolations(reviewer, 'fila de fotos de perfil');
  await item.getByRole('button', { name: 'Aprovar a solicitação de Lucas Atleta' }).click();
  await expect(item).toBeHidden();
  await expectSynced(reviewer, 60_000);

  // The person's card: the new photo (the uploaded file, from the device's copy).
  await athlete.goto('/my/id');
  await expect(athlete.getByRole('heading', { name: 'Lucas Atleta' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => athlete.getByTestId('idcard-photo').getAttribute('src'), { timeout: 60_000 }).toMatch(/^blob:/);
  expect(await athlete.getByTestId('idcard-photo').getAttribute('src')).not.toBe(oldPhoto);
  await expect.poll(() => athlete.getByTestId('idcard-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await athlete.goto('/my/image');
  await expect(athlete.getByTestId('my-request').first()).toHaveAttribute('data-status', 'aprovado', { timeout: 30_000 });
});
