// The digital ID card offline: after one online visit, /my/id renders with no network —
// name, masked CPF, validity, the QR (the credential stored in the local replica) and the photo
// (from the service worker's image cache) — in Chromium with the real service worker.
import { test, expect, type Page } from '@playwright/test';
import { openSignedIn, waitForServiceWorker } from './support/session';

/** The `idcards` rows of the tenant database, as stored (read straight from IndexedDB). */
const storedCards = (page: Page) =>
  page.evaluate(() => new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('idcards').objectStore('idcards').getAll();
      all.onsuccess = () => {
        resolve(all.result as Record<string, unknown>[]);
        open.result.close();
      };
    };
  }));

/** Name, CPF, validity, QR and a loaded photo are on screen. */
async function expectCard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Lucas Atleta' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)).toBeVisible();
  await expect(page.getByTestId('idcard-validity')).toHaveText(/^Válida até \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('img', { name: /^QR code da carteirinha de Lucas Atleta/ })).toBeVisible();
  const photo = page.getByTestId('idcard-photo');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
}

test('/my/id renders offline, photo included, after one online visit', async ({ page, context }) => {
  test.setTimeout(120_000); // sign-in, first download of the replica, issuing the card
  await openSignedIn(page, 'atleta@demo.test', '/my/id');
  await waitForServiceWorker(page);
  await expect(page).toHaveURL(/\/my\/id$/);
  await expectCard(page);
  // The photo request of the first load may predate the service worker's control: load the screen
  // once more online, now through the worker, which keeps the image (stale-while-revalidate).
  await page.reload();
  await expectCard(page);

  // The QR carries exactly the credential of the replicated idcards row.
  const cards = await storedCards(page);
  expect(cards).toHaveLength(1);
  const shown = await page.getByTestId('idcard-qr').getAttribute('data-credential');
  expect(shown).toBe(cards[0]!.credential);
  expect(shown).toMatch(/^FD1:[0-9A-Z $%*+\-./:]+$/);
  expect(Number(await page.getByTestId('idcard-qr').getAttribute('data-qr-version'))).toBeLessThanOrEqual(7);

  await context.setOffline(true);
  await page.reload();
  await expectCard(page);
  await expect(page.getByText('Sem conexão: mostrando a carteirinha salva neste aparelho.')).toBeVisible();
  expect(await page.getByTestId('idcard-qr').getAttribute('data-credential')).toBe(shown);

  // At the gate, offline: the QR enlarged on a white screen, the same credential, closed with Esc.
  await page.getByRole('button', { name: 'Ampliar QR code' }).click();
  const enlarged = page.getByRole('dialog', { name: 'Lucas Atleta' });
  await expect(enlarged).toBeVisible();
  const large = enlarged.getByTestId('idcard-qr-large');
  expect(await large.getAttribute('data-credential')).toBe(shown);
  const [small, big] = await Promise.all([page.getByTestId('idcard-qr').boundingBox(), large.boundingBox()]);
  expect(big!.width).toBeGreaterThan(small!.width);
  await expect(enlarged).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ampliar QR code' })).toBeFocused();
  await context.setOffline(false);
});

test('/my/id explains what is missing to a person without a profile', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'master@demo.test', '/my/id');
  await expect(page.getByRole('heading', { name: 'Você ainda não tem cadastro de pessoa' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('idcard-qr')).toHaveCount(0);
});
