import { test, expect } from '@playwright/test';
import { openSignedIn, waitForServiceWorker } from './support/session';

test('with no network a reload still renders the shell and the signed-in index', async ({ page, context }) => {
  await openSignedIn(page, 'atleta@demo.test');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('tenant-name')).toHaveText('Federação Demo de Esportes');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await expect(page.getByTestId('network-status')).toHaveText('Offline');
  await context.setOffline(false);
  await expect(page.getByTestId('network-status')).toHaveText('Online');
});

test('with no network a signed-out reload renders the login page with the tenant logo', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await page.reload(); // a visit under the worker's control puts the logo in its image cache
  await expect(page.locator('img[src*="/tenant-assets/"]').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('E-mail ou CPF')).toBeVisible();
  await expect(page.getByTestId('tenant-name')).toHaveText('Federação Demo de Esportes');
  const logo = page.locator('img[src*="/tenant-assets/"]').first();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
