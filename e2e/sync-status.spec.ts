import { test, expect } from '@playwright/test';
import { openSignedIn, signIn } from './support/session';

// The sync state in words on a phone, and notices that never cover it.
// Each test signs in, writes and waits for a sync: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the sync indicator says its state in words, online and offline', async ({ page, context }) => {
    // The menu is a closed drawer on a phone: wait for the header's indicator instead.
    await page.goto('/');
    await signIn(page, 'atleta@demo.test');
    const words = page.getByTestId('sync-indicator-short');
    await expect(words.getByText('Sincronizado', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(words).toContainText(/agora|há \d+ s|há \d+ min/);
    await context.setOffline(true);
    await expect(words.getByText('Offline', { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test('a success notice does not cover the sync indicator', async ({ page }) => {
  await openSignedIn(page, 'master@demo.test', '/locations/countries/create');
  await page.getByLabel(/^Nome/).fill('Terra dos Avisos');
  await page.getByLabel(/^Código ISO \(2 letras\)/).fill('QA');
  await page.getByLabel(/^Código ISO \(3 letras\)/).fill('QAV');
  await page.getByLabel(/^DDI/).fill('998');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Both boxes in one read, once the notice has slid in (400 ms) and while it is on screen (5 s).
  await page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Salvo.' }).waitFor();
  await page.waitForTimeout(600);
  const boxes = await page.waitForFunction(() => {
    const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((e) => e.textContent?.includes('Salvo.'));
    const indicator = document.querySelector('[data-testid="sync-indicator"]');
    if (!toast || !indicator) return null;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    return { a: box(indicator), b: box(toast) };
  }).then((handle) => handle.jsonValue());
  const { a, b } = boxes!;
  expect(b.width).toBeGreaterThan(0);
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `indicator ${JSON.stringify(a)} toast ${JSON.stringify(b)}`).toBe(false);
});
