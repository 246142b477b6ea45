import { test, expect } from '@playwright/test';
import { origin, DEMO_PASSWORD } from './support/env';
import { signIn } from './support/session';

test('each host shows its own tenant', async ({ page }) => {
  await page.goto(`${origin('localhost')}/login`);
  await expect(page.getByTestId('tenant-name')).toHaveText('Federação Demo de Esportes');
  await page.goto(`${origin('outra.localhost')}/login`);
  await expect(page.getByTestId('tenant-name')).toHaveText('Associação Outra');
});

test('a token of one tenant is refused on the other', async ({ page }) => {
  // From the browser: Node cannot resolve *.localhost, Chromium maps it to loopback.
  const me = (token: string) =>
    page.evaluate(async (t) => {
      const r = await fetch('/api/v1/auth/me', { headers: { Authorization: `Bearer ${t}` } });
      return { status: r.status, body: (await r.json()) as { message?: string } };
    }, token);
  await page.goto(`${origin('localhost')}/login`);
  const token = await page.evaluate(async (password) => {
    const r = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'master@demo.test', password }) });
    return ((await r.json()) as { token: string }).token;
  }, DEMO_PASSWORD);
  expect((await me(token)).status).toBe(200);
  await page.goto(`${origin('outra.localhost')}/login`);
  const other = await me(token);
  expect(other.status).toBe(401);
  expect(other.body.message).toMatch(/[Ss]essão/);
});

test('the other tenant signs in on its own host', async ({ page }) => {
  await page.goto(`${origin('outra.localhost')}/`);
  await signIn(page, 'master@outra.test');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await expect(page.getByTestId('tenant-name')).toHaveText('Associação Outra');
});

test('connect mode asks for a client code, then shows that tenant', async ({ page }) => {
  await page.goto(`${origin('app.localhost')}/`);
  const code = page.getByLabel('Código do cliente');
  await expect(code).toBeVisible();
  await code.fill('nao-existe');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText(/não encontrado/i).first()).toBeVisible();
  await code.fill('outra');
  await page.getByRole('button', { name: 'Conectar' }).click();
  // The lookup may take up to its 15 s deadline on a loaded machine; the card's name is the one to read
  // (the header shows it too).
  await expect(page.locator('#main-content').getByTestId('tenant-name')).toHaveText('Associação Outra', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('client_code'))).toContain('outra');
  await signIn(page, 'master@outra.test');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
});
