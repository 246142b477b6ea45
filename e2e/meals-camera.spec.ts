// The gate's camera switch with two real capture devices: Chromium's fake device factory made to
// list two cameras (`device-count=2`; no QR video here, the meals-scan spec covers decoding). The
// staff member switches to the other camera and back; each time the running track is the other
// device, and the scanner is still running.
import { test, expect, type Page } from '@playwright/test';
import { fakeCameraBrowser } from './support/camera-browser';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { apiLogin, demoMeal } from './support/scan-api';
import { openSignedIn } from './support/session';

const camera = fakeCameraBrowser({ devices: 2 });

/** The device id of the camera the scanner's video is playing, once it plays. */
const runningCamera = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
    return video && track && track.readyState === 'live' && !video.paused ? track.getSettings().deviceId ?? null : null;
  });

test('with two cameras the gate switches to the other one and back', async () => {
  test.setTimeout(90_000);
  const meal = await demoMeal(await apiLogin('staff@demo.test'));
  const context = await camera.browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, permissions: ['camera'] });
  const page = await context.newPage();
  await openSignedIn(page, 'staff@demo.test', `/meals/${meal.id}/scan`);

  const cameras = await page.evaluate(async () =>
    (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput').map((d) => d.deviceId));
  expect(cameras).toHaveLength(2);
  const switchButton = page.getByRole('button', { name: 'Trocar câmera' });
  await expect(switchButton).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => runningCamera(page), { timeout: 15_000 }).not.toBeNull();
  const first = (await runningCamera(page))!;
  expect(cameras).toContain(first);

  await switchButton.click();
  await expect.poll(() => runningCamera(page), { timeout: 15_000 }).toBe(cameras.find((id) => id !== first));
  await expect(switchButton).toBeVisible();
  await expect(page.getByTestId('scan-camera-problem')).toHaveCount(0);

  await switchButton.click();
  await expect.poll(() => runningCamera(page), { timeout: 15_000 }).toBe(first);
  await context.close();
});
