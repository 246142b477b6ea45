import { test, expect } from '@playwright/test';
import { openSignedIn } from './support/session';

// Gate staff reach today's scanner in one tap from the home screen.
test.describe.configure({ timeout: 120_000 });
test("staff reach today's meal scanner in one tap from the home screen", async ({ page }) => {
  await openSignedIn(page, 'staff@demo.test');
  const button = page.getByRole('link', { name: 'Ler QR code — Almoço — Jogos Escolares' });
  await expect(button).toBeVisible({ timeout: 90_000 });
  await button.click();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f-]+\/scan$/);
});

test('an athlete sees no scanner shortcut', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ler QR code/ })).toHaveCount(0);
});
