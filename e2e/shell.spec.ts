import { test, expect } from '@playwright/test';
import { openSignedIn, signIn, storedValue } from './support/session';
import { cpfFromBase, formatCpf } from '../src/domain/cpf';

test('a guest sent to a protected page signs in and comes back to it', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp/);
  await signIn(page, 'atleta@demo.test');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page).toHaveTitle(/ - Federa$/);
});

test('a new athlete registers, signs out and signs in again by CPF', async ({ page }) => {
  const cpf = cpfFromBase(String(100_000_000 + Math.floor(Math.random() * 800_000_000)));
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Joana Teste da Silva');
  await page.getByLabel('E-mail').fill(`joana.${cpf}@exemplo.test`);
  await page.getByLabel('CPF').fill(cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10));
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
  await page.getByLabel('Confirmar senha').fill('senha-forte-1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('CPF inválido').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('CPF').fill(formatCpf(cpf));
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: /Olá, Joana/ })).toBeVisible();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, formatCpf(cpf), 'senha-forte-1');
  await expect(page.getByRole('heading', { name: /Olá, Joana/ })).toBeVisible();
});

test('wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'atleta@demo.test', 'senha-errada');
  await expect(page.getByText('E-mail/CPF ou senha incorretos.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedValue(page, 'token')).toBeNull();
});

test('a user without the permission is denied', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test', '/check');
  await expect(page).toHaveURL(/\/error\/denied$/);
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});

test('a user with the permission opens the check page', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', '/check');
  await expect(page).toHaveURL(/\/check$/);
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test');
  await page.goto('/isto/nao/existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('logout clears token and info and returns to login', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test');
  expect(await storedValue(page, 'token')).not.toBeNull();
  expect(await storedValue(page, 'info')).not.toBeNull();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedValue(page, 'token')).toBeNull();
  expect(await storedValue(page, 'info')).toBeNull();
  await page.goto('/help');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp/);
});

test('dark mode persists across reloads', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test');
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const before = await isDark();
  await page.getByRole('button', { name: 'Alternar modo escuro' }).click();
  await expect.poll(isDark).toBe(!before);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
  expect(await isDark()).toBe(!before);
});
