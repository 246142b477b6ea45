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
