// A person changes their password on one device and their other device is
// told why it was signed out ("Sua senha foi alterada em outro aparelho"), while the first stays
// signed in; the demo athlete's sports history shows their seeded cup (account-history-seed.ts);
// axe-core (WCAG 2.2 AA) on /my/profile, /my/password and /my/reports.
import { test, expect, type Browser } from '@playwright/test';
import { cpfFromBase } from '../src/domain/cpf';
import { expectNoSeriousViolations } from './support/axe';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { openSignedIn, signIn } from './support/session';
import { expectSynced } from './support/sync-ui';

const newContext = (browser: Browser) => browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT });

test('changing the password signs the other device out with a notice; this one stays; the new password works', async ({ browser, request }) => {
  test.setTimeout(300_000); // two devices, each with its first download, on a shared machine
  // A person of their own: the demo accounts' passwords stay as the other specs expect them.
  const cpf = cpfFromBase(String(700_000_000 + Math.floor(Math.random() * 99_000_000)));
  const email = `senha.${cpf}@exemplo.test`;
  const registered = await request.post(`${origin()}/api/v1/auth/register`, { data: { name: 'Paula Troca de Senha', email, cpf, password: 'senha-antiga-1' } });
  expect(registered.status()).toBe(200);

  const phone = await (await newContext(browser)).newPage();
  const laptop = await (await newContext(browser)).newPage();
  await phone.goto('/my/password');
  await signIn(phone, email, 'senha-antiga-1');
  await expect(phone.getByRole('heading', { name: 'Senha', level: 1 })).toBeVisible({ timeout: 30_000 });
  await laptop.goto('/');
  await signIn(laptop, email, 'senha-antiga-1');
  await expect(laptop.getByRole('navigation', { name: 'Menu principal' })).toBeAttached({ timeout: 30_000 });
  await expectSynced(laptop, 120_000);

  await expectNoSeriousViolations(phone, '/my/password');
  // A wrong current password is refused next to its field and changes nothing.
  await phone.getByRole('textbox', { name: 'Senha atual' }).fill('nao-e-esta');
  await phone.getByLabel('Nova senha', { exact: true }).fill('senha-nova-1');
  await phone.getByLabel('Confirmar nova senha').fill('senha-nova-1');
  await phone.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(phone.getByText('A senha atual não confere.').first()).toBeVisible({ timeout: 30_000 });

  await phone.getByRole('textbox', { name: 'Senha atual' }).fill('senha-antiga-1');
  await phone.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(phone.getByText(/Senha alterada\./).first()).toBeVisible({ timeout: 30_000 });

  // The other device learns it on its next round (here: the connection comes back).
  await laptop.context().setOffline(true);
  await laptop.context().setOffline(false);
  await expect(laptop.getByText('Sua senha foi alterada em outro aparelho; entre novamente').first()).toBeVisible({ timeout: 30_000 });

  // The device that changed it is still signed in and syncing.
  await phone.goto('/my/profile');
  await expect(phone.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectSynced(phone);

  // The new password opens the account; the old one does not.
  const old = await request.post(`${origin()}/api/v1/auth/login`, { data: { login: email, password: 'senha-antiga-1' } });
  expect(old.status()).toBe(401);
  const fresh = await request.post(`${origin()}/api/v1/auth/login`, { data: { login: email, password: 'senha-nova-1' } });
  expect(fresh.status()).toBe(200);
});

test("the demo athlete's profile and sports history, from their own replica", async ({ page }) => {
  test.setTimeout(180_000); // the athlete's first download, on a shared machine
  await openSignedIn(page, 'atleta@demo.test', '/my/profile');
  await expectSynced(page, 120_000);
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Lucas Atleta').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Corrigir meus dados' })).toHaveAttribute('href', '/my/data');
  await expectNoSeriousViolations(page, '/my/profile');

  await page.getByRole('link', { name: 'Histórico esportivo' }).first().click();
  await expect(page).toHaveURL(/\/my\/reports$/);
  const registrations = page.getByRole('region', { name: 'Inscrições' });
  await expect(registrations.getByText(/Copa da Federação/)).toBeVisible();
  await expect(registrations.getByText(/União Campineira · Atleta · camisa 10/)).toBeVisible();
  // The cup's three matches of his team, each with the result from his side and his goals and cards.
  const matches = page.getByRole('region', { name: 'Partidas' });
  const win = matches.getByRole('row').filter({ hasText: 'União Campineira × Atlético Sorocabano' });
  await expect(win).toContainText('3 × 1');
  await expect(win).toContainText('Vitória');
  await expect(win).toContainText('1 amarelo(s)');
  await expect(win.getByRole('cell').nth(4)).toHaveText('2');
  // The voided goal does not count: one (penalty) goal in the 2 × 2.
  const draw = matches.getByRole('row').filter({ hasText: 'Vila Joseense × União Campineira' });
  await expect(draw).toContainText('Empate');
  await expect(draw.getByRole('cell').nth(4)).toHaveText('1');
  await expect(matches.getByRole('row').filter({ hasText: 'União Campineira × Ribeirão Futebol' })).toContainText('vermelho');
  await expect(page.getByRole('region', { name: 'Punições' })).toContainText('Suspensão por partidas');
  await expectNoSeriousViolations(page, '/my/reports');

  // The downloads are made on the device.
  await page.getByRole('link', { name: 'Baixar o histórico' }).click();
  await expect(page).toHaveURL(/\/my\/exporters$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV (partidas)' }).click();
  const csv = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(csv, 'utf8')).toContain('União Campineira;Atlético Sorocabano;Casa;3 × 1;Vitória;2;0;1;Não');
});
