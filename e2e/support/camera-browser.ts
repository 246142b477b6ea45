// The fake camera for a spec file: its own Chromium, launched before the file's tests with the
// project's switches plus a fake capture device, closed (and its video removed) after them. Chromium
// takes its camera switches at launch only, hence a browser per file rather than the shared one.
//
//   const camera = fakeCameraBrowser({ qr: 'federa: câmera de teste' }); // a QR video (fake-camera.ts)
//   const camera = fakeCameraBrowser({ devices: 2 });                    // Chromium's test pattern
//   const context = await camera.browser.newContext({ ... permissions: ['camera'] });
//   await camera.show(cardText); // pages that reopen their camera now see this QR
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test, type Browser } from '@playwright/test';
import { fakeCameraArgs, writeQrVideo } from './fake-camera';

/** A video of one QR (rewritable with `show`), or Chromium's moving test pattern on `devices` cameras. */
export type FakeCamera = { qr: string } | { devices?: number };

export interface CameraBrowser {
  /** The browser with the fake camera (inside tests and hooks). */
  readonly browser: Browser;
  /** Shows `text` to every camera opened from now on (same size, same path): QR cameras only. */
  show(text: string): Promise<string>;
}

export function fakeCameraBrowser(camera: FakeCamera): CameraBrowser {
  const dir = 'qr' in camera ? mkdtempSync(join(tmpdir(), 'federa-camera-e2e-')) : null;
  const video = dir ? join(dir, 'camera.y4m') : null;
  let browser: Browser | undefined;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    const base = testInfo.project.use.launchOptions?.args ?? [];
    let args: string[];
    if ('qr' in camera) args = fakeCameraArgs(await writeQrVideo(video!, [camera.qr]));
    else {
      const devices = camera.devices ?? 1;
      args = ['--use-fake-ui-for-media-stream', devices > 1 ? `--use-fake-device-for-media-stream=device-count=${devices}` : '--use-fake-device-for-media-stream'];
    }
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...args] });
  });

  test.afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get browser() {
      if (!browser) throw new Error('camera browser used outside its tests');
      return browser;
    },
    show(text: string) {
      if (!video) throw new Error('this camera plays a test pattern, not a QR');
      return writeQrVideo(video, [text]);
    },
  };
}
