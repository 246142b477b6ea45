import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail ou CPF').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Opens the app at `path`, lands on login and signs in; waits for the main layout. With patience:
 * signing in (scrypt) and the first download are slow on a shared machine.
 */
export async function openSignedIn(page: Page, login: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await signIn(page, login);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached({ timeout: 60_000 });
}

export const storedValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Resolves once the service worker controls the page (needed before any offline step). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker?.ready;
    return Boolean(reg?.active) && Boolean(navigator.serviceWorker.controller);
  }, undefined, { timeout: 20_000 }).catch(async () => {
    // The first visit installs the worker; clientsClaim makes it take control without a reload.
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
  });
}
