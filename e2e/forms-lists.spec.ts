import { test, expect } from '@playwright/test';
import { openSignedIn } from './support/session';

// A text longer than the schema allows is not cut silently by the input, and a long
// unbroken word does not widen a generic list past the screen.
// Each test signs in, writes and waits for a sync: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a name longer than allowed is kept whole and refused under the field, nothing saved', async ({ page }) => {
  await openSignedIn(page, 'master@demo.test', '/locations/countries/create');
  await expect(page.getByRole('heading', { name: 'Novo país' })).toBeVisible();
  const name = page.getByLabel(/^Nome/);
  await name.fill('Nome longo '.repeat(40)); // 440 characters
  await expect(name).toHaveValue('Nome longo '.repeat(40));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O nome deve ter no máximo 80 caracteres.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create$/);
});

test('a long unbroken word wraps inside the list instead of widening the page', async ({ page }) => {
  await openSignedIn(page, 'master@demo.test', '/locations/countries/create');
  const word = `Xx${'W'.repeat(78)}`; // the schema's 80 characters, ~1,000 px wide
  await page.getByLabel(/^Nome/).fill(word);
  await page.getByLabel(/^Código ISO \(2 letras\)/).fill('QW');
  await page.getByLabel(/^Código ISO \(3 letras\)/).fill('QWW');
  await page.getByLabel(/^DDI/).fill('999');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/locations\/countries$/);
  await page.getByRole('searchbox').fill('Xx');
  await expect(page.getByRole('cell', { name: word, exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The same on a phone (cards).
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
