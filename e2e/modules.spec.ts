import { test, expect } from '@playwright/test';
import { origin } from './support/env';
import { signIn } from './support/session';

test('a module hidden by the tenant leads to the disabled page', async ({ page }) => {
  await page.goto(`${origin('outra.localhost')}/meals`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeals/);
  await signIn(page, 'master@outra.test');
  await expect(page).toHaveURL(/\/error\/disabled$/);
  await expect(page.getByRole('heading', { name: 'Módulo desativado' })).toBeVisible();
});

test('the same module opens where the tenant offers it', async ({ page }) => {
  await page.goto(`${origin('localhost')}/meals`);
  await signIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByRole('heading', { name: 'Refeições' })).toBeVisible();
});

test('after a first visit, the module still opens when the app starts offline', async ({ page, context }) => {
  // The very first visit: the start-up calls run before any service worker exists.
  await page.goto(`${origin('localhost')}/meals`);
  await signIn(page, 'staff@demo.test');
  await expect(page.getByRole('heading', { name: 'Refeições' })).toBeVisible();
  // No reload here: the worker takes control by itself (clientsClaim) and must cache the module list then.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
  await page.waitForFunction(async () => (await caches.keys()).includes('federa-boot')
    && (await (await caches.open('federa-boot')).keys()).some((r) => r.url.includes('/configs/common')), undefined, { timeout: 10_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Refeições' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulo desativado' })).toHaveCount(0);
  await context.setOffline(false);
});
