// The gate scanner end to end, in Chromium with a real camera stream: Chromium's fake capture
// device plays a Y4M video of the athlete's real ID-card QR (issued by the server, drawn by
// e2e/support/fake-camera.ts), html5-qrcode decodes it, the app verifies and checks in offline.
//
// Chromium reads the fake camera file when a page opens the camera, so one browser serves every
// step: the file is rewritten in place (same size, same path) and the page reloaded to show the
// camera another card.
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { fakeCameraBrowser } from './support/camera-browser';
import { newGateDevice, scanResults } from './support/gate-device';
import { qrFrame, y4mHeader } from './support/fake-camera';
import { apiLogin, demoMeal, ensureEligible, forgeCard, issueCard, pullAll, rowsOf, serverCheckins, type ApiSession } from './support/scan-api';
import { openSignedIn, waitForServiceWorker } from './support/session';

const camera = fakeCameraBrowser({ qr: 'federa: câmera de teste' });

/** Shows `text` to every camera opened from now on (the pages reload to reopen theirs). */
const showCard = (text: string) => camera.show(text);

/** A device: its own context on the fake-camera browser (support/gate-device.ts). */
const newDevice = (): Promise<BrowserContext> => newGateDevice(camera.browser);
const results = scanResults;

/** Browser errors of each page, for the report of a scan that never came. */
const pageErrors = new WeakMap<Page, string[]>();
function keepErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
}

/**
 * Waits for the page's `count`-th result. When none comes, fails with what the gate shows and did
 * (camera state, frames decoded, scans processed, browser errors): a timeout alone says nothing.
 */
async function expectResults(page: Page, count: number, timeout = 30_000): Promise<void> {
  try {
    await expect.poll(async () => (await results(page)).length, { timeout }).toBe(count);
  } catch (error) {
    const state = await page.evaluate(() => ({
      camera: document.querySelector('[data-testid="scan-ready"]') ? 'pronta'
        : document.querySelector('[data-testid="scan-camera-problem"]')?.textContent ?? (document.body.textContent?.includes('Abrindo a câmera') ? 'abrindo' : 'ausente'),
      decoded: performance.getEntriesByName('scan:decoded').length,
      processed: performance.getEntriesByName('scan:process').length,
      heading: document.querySelector('h1')?.textContent ?? '',
    })).catch((e: Error) => ({ unreadable: e.message }));
    throw new Error(`${(error as Error).message}\nestado da leitura: ${JSON.stringify(state)}\nerros: ${JSON.stringify(pageErrors.get(page) ?? [])}`);
  }
}
const indicator = (page: Page) => page.getByTestId('sync-indicator');
const counter = (page: Page) => page.getByTestId('scan-counter');
const confirmTimes = (page: Page) => page.evaluate(() => performance.getEntriesByName('scan:confirm').map((e) => Math.round(e.duration * 10) / 10));

async function expectSynced(page: Page, timeout = 30_000) {
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout });
  await expect(indicator(page)).toContainText('Sincronizado', { timeout });
}

/** Signs the staff in online, waits for the service worker and the first sync: ready to go offline. */
async function staffDevice(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDevice();
  const page = await context.newPage();
  keepErrors(page);
  await openSignedIn(page, 'staff@demo.test');
  await waitForServiceWorker(page);
  // The first visit's boot calls (client lookup, /configs/common: which modules are on) went out
  // before the service worker controlled the page; one more online start lets it keep them, as a
  // device used before going offline has them. Without them an offline start shows "Módulo desativado".
  await page.reload();
  await expectSynced(page);
  return { context, page };
}

/** Pending `meals.checkin` writes in the device's outbox (IndexedDB, as stored). */
const pendingCheckins = (page: Page) =>
  page.evaluate(() => new Promise<{ userId: string }[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        const rows = all.result as { name: string; status: string; args: { userId: string } }[];
        resolve(rows.filter((r) => r.name === 'meals.checkin' && r.status === 'pending').map((r) => r.args));
        open.result.close();
      };
    };
  }));

/** The device's local check-ins of a person at a meal. */
const localCheckins = (page: Page, mealId: string, userId: string) =>
  page.evaluate(({ mealId, userId }) => new Promise<{ status: string }[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('mealcheckins').objectStore('mealcheckins').getAll();
      all.onsuccess = () => {
        resolve((all.result as { meal_id: string; user_id: string; status: string }[]).filter((r) => r.meal_id === mealId && r.user_id === userId));
        open.result.close();
      };
    };
  }), { mealId, userId });

async function eligible(staff: ApiSession, mealId: string, userId: string): Promise<void> {
  const rows = rowsOf(await pullAll(staff), 'mealusers');
  if (!rows.some((r) => r.meal_id === mealId && r.user_id === userId)) await ensureEligible(staff, mealId, [userId]);
}

const counted = (rows: Record<string, unknown>[]) => rows.filter((r) => r.status === 'counted');

test('the Y4M fake camera: 4:2:0 frames of the QR, black modules on white, quiet zone', () => {
  expect(y4mHeader(640, 480, 10)).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n');
  const frame = qrFrame('FD1:TEST', { width: 640, height: 480, scale: 8 });
  expect(frame.length).toBe(640 * 480 * 1.5);
  expect(frame[0]).toBe(235); // white corner
  expect(frame.subarray(640 * 480).every((v) => v === 128)).toBe(true); // grey chroma
  // Version 1 (21 modules) + 4 quiet each side = 29 × 8 = 232 px, centred: the finder's corner is black.
  const left = Math.floor((640 - 232) / 2) + 32;
  const top = Math.floor((480 - 232) / 2) + 32;
  expect(frame[top * 640 + left]).toBe(16);
  expect(frame[(top - 1) * 640 + left - 1]).toBe(235);
});

test('scan offline: green, reload still checked in and pending, same card amber, forged card red, one check-in on the server', async () => {
  test.setTimeout(150_000);
  const staff = await apiLogin('staff@demo.test');
  const meal = await demoMeal(staff);
  const card = await issueCard('atleta@demo.test');
  await eligible(staff, meal.id, card.userId);
  const before = counted(await serverCheckins(staff, meal.id)).length;
  expect(counted(await serverCheckins(staff, meal.id, card.userId))).toHaveLength(0);

  const { context, page } = await staffDevice();
  await showCard(card.text);
  await context.setOffline(true);
  await page.goto(`/meals/${meal.id}/scan`);

  // Green, with the person's name and the time; counted once on this device, pending upload.
  await expectResults(page, 1);
  const [green] = await results(page);
  expect(green!.tone).toBe('ok');
  expect(green!.text).toContain('Liberado');
  expect(green!.text).toContain('Lucas Atleta');
  const time = /às (\d\d:\d\d)/.exec(green!.text)?.[1];
  expect(time).toBeTruthy();
  await expect(page.getByTestId('scan-announcement')).toContainText('Liberado: Lucas Atleta');
  await expect(counter(page)).toHaveText(new RegExp(`^${before + 1} de \\d+$`));
  await expect(indicator(page)).toContainText('1 pendente');
  console.log(`decode → confirmação pintada: ${(await confirmTimes(page)).join(', ')} ms`);
  // The card stays in front of the camera: no second result (the same card is one scan).
  await page.waitForTimeout(2500);
  expect(await results(page)).toHaveLength(1);

  // Reload with no network: still checked in, still pending; the card in view reads amber.
  await page.reload();
  await expectResults(page, 1);
  const [amber] = await results(page);
  expect(amber!.tone).toBe('warn');
  expect(amber!.text).toContain(`Já registrado às ${time}`);
  expect(amber!.text).toContain('Lucas Atleta');
  await expect(counter(page)).toHaveText(new RegExp(`^${before + 1} de \\d+$`));
  await expect(indicator(page)).toContainText('1 pendente');
  expect(await pendingCheckins(page)).toEqual([expect.objectContaining({ userId: card.userId })]);

  // A card with the same claims signed by another key: red, with the reason; nothing written.
  await showCard(await forgeCard(card.claims));
  await page.reload();
  await expectResults(page, 1);
  const [red] = await results(page);
  expect(red!.tone).toBe('error');
  expect(red!.text).toContain('Assinatura inválida');
  await expect(page.getByTestId('scan-announcement')).toContainText('Recusado');
  expect(await pendingCheckins(page)).toHaveLength(1);

  // Online: the check-in goes out; the server holds exactly one for this person and meal.
  await context.setOffline(false);
  await expectSynced(page);
  await expect.poll(async () => counted(await serverCheckins(staff, meal.id, card.userId)).length, { timeout: 20_000 }).toBe(1);
  expect(await serverCheckins(staff, meal.id, card.userId)).toHaveLength(1);
  await expect(counter(page)).toHaveText(new RegExp(`^${before + 1} de \\d+$`));
  await context.close();
});

test('two offline devices scan the same athlete: the server counts one and keeps both scans, both devices show one', async () => {
  test.setTimeout(180_000);
  const staff = await apiLogin('staff@demo.test');
  const meal = await demoMeal(staff);
  // The server keeps the first attempt's check-ins, so a retry scans another person.
  const person = test.info().retry === 0 ? { login: 'arbitro@demo.test', name: 'Rafael Árbitro' } : { login: 'gestor@demo.test', name: 'Gabriela Gestora' };
  const card = await issueCard(person.login);
  await eligible(staff, meal.id, card.userId);
  expect(await serverCheckins(staff, meal.id, card.userId)).toHaveLength(0);

  const a = await staffDevice();
  const b = await staffDevice();
  await showCard(card.text);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  for (const device of [a, b]) {
    await device.page.goto(`/meals/${meal.id}/scan`);
    await expectResults(device.page, 1);
    const [result] = await results(device.page);
    expect(result!.tone).toBe('ok'); // each device, offline, lets the athlete in
    expect(result!.text).toContain(person.name);
    // Two phones have two cameras; here both contexts share Chromium's one fake device, so the
    // first releases it (leaves the scanner, offline) before the second opens it.
    await device.page.goto(`/meals/${meal.id}/checkin`);
  }

  await a.context.setOffline(false);
  await expectSynced(a.page);
  await b.context.setOffline(false);
  await expectSynced(b.page);

  // Both scans kept for audit, one counted.
  await expect.poll(async () => (await serverCheckins(staff, meal.id, card.userId)).length, { timeout: 20_000 }).toBe(2);
  const rows = await serverCheckins(staff, meal.id, card.userId);
  expect(rows.map((r) => r.status).sort()).toEqual(['counted', 'duplicate']);
  const total = counted(await serverCheckins(staff, meal.id)).length;

  // Each device, after its pull, shows what the server holds: the athlete once, the same total.
  for (const device of [a, b]) {
    // The first device synced before the second pushed: it picks the duplicate up with its next
    // pull, which "Sincronizar agora" starts at once (else its timer would, later).
    await expect(async () => {
      await device.page.getByTestId('sync-indicator').click();
      await device.page.getByTestId('sync-panel').getByRole('button', { name: 'Sincronizar agora' }).click();
      await device.page.keyboard.press('Escape');
      expect((await localCheckins(device.page, meal.id, card.userId)).map((r) => r.status).sort()).toEqual(['counted', 'duplicate']);
    }).toPass({ timeout: 45_000 });
    // Back at the gate: the same card in view is now "already in", and the counter shows the athlete once.
    await device.page.goto(`/meals/${meal.id}/scan`);
    await expect(counter(device.page)).toHaveText(new RegExp(`^${total} de \\d+$`));
  }
  await a.context.close();
  await b.context.close();
});

test('a refused camera explains itself in pt-BR and offers the manual check-in', async () => {
  test.setTimeout(90_000);
  const staff = await apiLogin('staff@demo.test');
  const meal = await demoMeal(staff);
  const { context, page } = await staffDevice();
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto(`/meals/${meal.id}/scan`);
  const problem = page.getByTestId('scan-camera-problem');
  await expect(problem).toContainText('O acesso à câmera foi negado.');
  await expect(problem.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await problem.getByRole('link', { name: 'Ir para o check-in manual' }).click();
  await expect(page).toHaveURL(new RegExp(`/meals/${meal.id}/checkin$`));
  await context.close();
});
