// Lie-fi: the network is up but the server accepts connections and never answers.
// A signed-in device with its local replica must draw its screens from it at once — the tenant
// lookup, /auth/me, /configs/common and the sync rounds go on in the background, each with a
// deadline — instead of "Atualizando informações…" for as long as the server stays silent.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { E2E_PORT, BRAZIL_CONTEXT } from './support/env';
import { apiLogin, demoMeal } from './support/scan-api';
import { openSignedIn, waitForServiceWorker } from './support/session';
import { startStallProxy, type StallProxy } from './support/stall-proxy';

/**
 * Within this long of a reload the screen is on, from the replica: offline it takes 0.6 s on a quiet
 * machine and 2-6 s on this shared one under load; the request deadline (15 s) and the sync
 * deadline (30 s), which a start waiting on the silent server would have to reach, are above.
 */
const AT_MOST_MS = 10_000;

let proxy: StallProxy;
test.beforeEach(async () => {
  proxy = await startStallProxy(E2E_PORT);
});
test.afterEach(async () => {
  await proxy.close();
});

async function device(browser: Browser, login: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: proxy.origin, ...BRAZIL_CONTEXT });
  const page = await context.newPage();
  await openSignedIn(page, login, path);
  await waitForServiceWorker(page);
  return page;
}

/** A device used the day before: its first download is over, its boot calls went through the worker. */
async function settled(page: Page) {
  await page.reload();
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
  await expect(indicator).toContainText('Sincronizado', { timeout: 60_000 });
}

/**
 * How long `ready` takes to show after a reload fully offline (the floor: the replica alone) and
 * then with the server silent. The machine may be busy, so the stalled start is judged against the
 * offline one of the same device rather than against a fixed time alone.
 */
async function offlineThenStalled(page: Page, ready: () => Promise<void>): Promise<{ offline: number; stalled: number }> {
  const reloadUntil = async () => {
    const started = Date.now();
    // Not waiting for `load`: images the screen asks the silent server for may hold it back.
    await page.reload({ waitUntil: 'commit' });
    await ready();
    return Date.now() - started;
  };
  await page.context().setOffline(true);
  const offline = await reloadUntil();
  await page.context().setOffline(false);
  proxy.stall();
  const stalled = await reloadUntil();
  return { offline, stalled };
}

/** The stalled start may be this much slower than the offline one at most (noise of a busy machine). */
const MARGIN_MS = 4_000;

test('/my/id draws from the replica at once while the server answers nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await device(browser, 'atleta@demo.test', '/my/id');
  const name = page.getByRole('heading', { name: 'Lucas Atleta' });
  await expect(name).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('idcard-qr')).toBeVisible();
  await settled(page);
  await expect(name).toBeVisible({ timeout: 30_000 });

  const took = await offlineThenStalled(page, async () => {
    await expect(name).toBeVisible({ timeout: AT_MOST_MS });
    await expect(page.getByTestId('idcard-qr')).toBeVisible({ timeout: AT_MOST_MS });
  });
  console.log(`/my/id: ${took.stalled} ms com o servidor mudo, ${took.offline} ms sem rede`);
  expect(took.stalled).toBeLessThan(took.offline + MARGIN_MS);
  await expect(page.getByText('Atualizando informações, aguarde...')).toHaveCount(0);
  await page.context().close();
});

test("the gate's scanner draws from the replica at once while the server answers nothing", async ({ browser }) => {
  test.setTimeout(120_000);
  const meal = await demoMeal(await apiLogin('staff@demo.test'));
  const page = await device(browser, 'staff@demo.test', `/meals/${meal.id}/scan`);
  const counter = page.getByTestId('scan-counter');
  await expect(counter).toHaveText(/^\d+ de \d+$/, { timeout: 30_000 });
  await settled(page);
  await expect(counter).toHaveText(/^\d+ de \d+$/, { timeout: 30_000 });

  const took = await offlineThenStalled(page, () => expect(counter).toHaveText(/^\d+ de \d+$/, { timeout: AT_MOST_MS }));
  console.log(`leitor da refeição: ${took.stalled} ms com o servidor mudo, ${took.offline} ms sem rede`);
  expect(took.stalled).toBeLessThan(took.offline + MARGIN_MS);
  await expect(page).toHaveURL(new RegExp(`/meals/${meal.id}/scan$`));
  await page.context().close();
});
