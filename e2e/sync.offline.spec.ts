// The offline write path end to end, in Chromium with the real service worker and sync worker:
// a city created with no network survives a reload, is marked pending, goes out when the network
// returns and reaches another device; a write the server refuses shows in the sync panel.
import { test, expect, type Page } from '@playwright/test';
import { openSignedIn, signIn, waitForServiceWorker } from './support/session';

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const indicator = (page: Page) => page.getByTestId('sync-indicator');

/** The header indicator says the device is in step with the server (nothing pending). */
async function expectSynced(page: Page, timeout = 20_000) {
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout });
  await expect(indicator(page)).toContainText('Sincronizado', { timeout });
}

/** A form field by its label (the required mark is aria-hidden). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Picks `name` in a reference field (a combobox searching the local replica). */
async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name.slice(0, 12));
  await page.getByRole('option', { name }).click();
}

/** The tenant database's outbox, as stored (read straight from IndexedDB). */
const storedOutbox = (page: Page) =>
  page.evaluate(() => new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        resolve(all.result as Record<string, unknown>[]);
        open.result.close();
      };
    };
  }));

async function createCountry(page: Page, name: string) {
  await page.goto('/locations/countries/create');
  await field(page, 'Nome').fill(name);
  await field(page, 'Código ISO (2 letras)').fill('ZZ');
  await field(page, 'Código ISO (3 letras)').fill('ZZZ');
  await field(page, 'DDI').fill('999');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/locations\/countries$/);
}

test('a city created offline survives a reload, syncs when back online and reaches another device', async ({ page, context, browser }) => {
  test.setTimeout(120_000); // two sign-ins, two first syncs, three forms
  const id = suffix();
  const country = `País ${id}`;
  const state = `Estado ${id}`;
  // Sorts first among the 5,570 seeded municipalities, so the (virtualised) list shows it on screen.
  const city = `Aaa Cidade Offline ${id}`;

  await openSignedIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);

  // The city needs a state, which needs a country: made online through the same generic forms.
  await createCountry(page, country);
  await page.goto('/locations/states/create');
  await field(page, 'Nome').fill(state);
  await field(page, 'UF').fill('ZZ');
  await field(page, 'Código IBGE').fill('53'); // a real state code: a city's IBGE code starts with its state's
  await pick(page, 'País', country);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/locations\/states$/);
  await expectSynced(page);

  await context.setOffline(true);
  await page.goto('/locations/cities/create');
  await field(page, 'Nome').fill(city);
  await field(page, 'Código IBGE').fill('5399999');
  await pick(page, 'Estado', state);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo. Será sincronizado quando houver conexão.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/cities$/);
  await expect(indicator(page)).toContainText('1 pendente');

  // Reload with no network: the write is on the device, listed and marked pending.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(city) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pendente')).toBeVisible();
  await expect(indicator(page)).toContainText('1 pendente');
  await expect(indicator(page)).toHaveAttribute('data-pending', '1');
  // The queued write holds the mutation, never the bearer token.
  const outbox = await storedOutbox(page);
  expect(outbox.filter((e) => e.status === 'pending').map((e) => e.name)).toEqual(['cities.put']);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(JSON.stringify(outbox)).not.toContain(token!);

  // Network back: the sync worker (and Background Sync) push it; the indicator settles.
  await context.setOffline(false);
  await expectSynced(page);
  await expect(row.getByText('Pendente')).toHaveCount(0);

  // Another device (a fresh browser context) gets it with its first sync.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await openSignedIn(page2, 'master@demo.test');
  await expectSynced(page2, 30_000);
  await page2.goto('/locations/cities');
  await expect(page2.getByRole('row', { name: new RegExp(city) })).toBeVisible();
  await other.close();
});

// The refusal is a real server decision: the athlete's device holds stale grants (as after a
// permission revoked while the device was offline, before /auth/me could refresh them), so the
// client lets the form through and the server, which checks every mutation, says no.
test('a write the server refuses shows in the sync panel with its message and can be discarded', async ({ page, context }) => {
  test.setTimeout(90_000);
  const country = `Recusado ${suffix()}`;
  await openSignedIn(page, 'atleta@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);

  await context.setOffline(true);
  await page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('info')!) as { permissions_names: string[] };
    info.permissions_names = [...info.permissions_names, 'regions'];
    localStorage.setItem('info', JSON.stringify(info));
  });
  await page.reload(); // offline start: the stored (stale) user info is used as is
  await createCountry(page, country);
  await expect(indicator(page)).toContainText('1 pendente');

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout: 20_000 });
  await expect(page.getByText('1 alteração recusada pelo servidor').first()).toBeVisible();
  // The refused write's local effect is gone: the replica shows what the server holds.
  await expect(page.getByRole('row', { name: new RegExp(country) })).toHaveCount(0);

  await indicator(page).click();
  const panel = page.getByTestId('sync-panel');
  await expect(panel).toBeVisible();
  const item = panel.getByTestId('sync-rejected-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Criação de país “${country}”`);
  await expect(item).toContainText('Você não tem permissão para alterar países.');

  await item.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(panel.getByTestId('sync-rejected-item')).toHaveCount(0);
  await expect(panel.getByText('Nenhuma alteração recusada.')).toBeVisible();
});

test('logout with a pending write warns, and "Sair mesmo assim" keeps it for the same user', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);
  await context.setOffline(true);
  const country = `Guardado ${suffix()}`;
  await createCountry(page, country);
  await expect(indicator(page)).toContainText('1 pendente');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Você tem 1 alteração não sincronizada');
  await expect(dialog.getByRole('button', { name: 'Aguardar sincronização' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Back online, the same user signs in again: the write goes out with their own token.
  await context.setOffline(false);
  await signIn(page, 'admin@demo.test');
  await expectSynced(page, 30_000);
  await page.goto('/locations/countries');
  const row = page.getByRole('row', { name: new RegExp(country) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pendente')).toHaveCount(0);
});

// With the tab closed there is no sync worker left: only the service worker's Background Sync
// flush (sw/sync-flush.ts) can deliver the write. Another device proves it reached the server.
test('the service worker delivers a write made offline after the tab is closed (Background Sync)', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const country = `Via service worker ${suffix()}`;
  await openSignedIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);
  await context.setOffline(true);
  await createCountry(page, country);
  await expect(indicator(page)).toContainText('1 pendente');
  await page.close();
  await context.setOffline(false);

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await openSignedIn(page2, 'master@demo.test');
  await expectSynced(page2, 30_000);
  await expect(async () => {
    await page2.getByTestId('sync-indicator').click();
    await page2.getByTestId('sync-panel').getByRole('button', { name: 'Sincronizar agora' }).click();
    await page2.keyboard.press('Escape');
    await page2.goto('/locations/countries');
    await expect(page2.getByRole('row', { name: new RegExp(country) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await other.close();
});

/** Web Locks of this origin: who holds the tenant's sync leadership, who waits for it. */
const leaderLocks = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const mine = (l: LockInfo) => l.name === 'federa-sync-demo';
    return { held: held.filter(mine).length, waiting: pending.filter(mine).length };
  });

test('one sync leader across tabs; another tab takes over when it closes', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);
  const second = await context.newPage();
  await second.goto('/');
  await expectSynced(second);
  await expect.poll(() => leaderLocks(second)).toEqual({ held: 1, waiting: 1 });

  // A write in the follower tab is pushed by the leader (the first tab's worker).
  const first = `Aba seguidora ${suffix()}`;
  await createCountry(second, first);
  await expectSynced(second);
  await expectSynced(page);

  // The leader's tab closes: the waiting tab's worker takes the lock and syncs on its own.
  await page.close();
  await expect.poll(() => leaderLocks(second)).toEqual({ held: 1, waiting: 0 });
  const after = `Nova líder ${suffix()}`;
  await createCountry(second, after);
  await expectSynced(second);
});
