// Entity management where the manager sees it: gestor@demo.test, OFFLINE, registers an athlete of
// their entity with a photo (the photo picker: cropped and kept on the device) and sends a document
// for that person; a reload with no network keeps the pending writes and the local photo, and the
// person is listed; online, the sync uploads the files and the writes, and the federation's queues
// (the entity's registration in identities_approve, the document in userdocuments_approve) show the
// requests to admin@demo.test. axe (WCAG 2.2 AA) finds no serious violation on the manager's screens.
import { test, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { cpfFromBase } from '../src/domain/cpf';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { expectSynced, indicator } from './support/sync-ui';
import { openManagerArea } from './support/manager';
import { BRAZIL_CONTEXT } from './support/env';

// Two sign-ins and first downloads on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const newPage = async (browser: Browser) =>
  (await browser.newContext(BRAZIL_CONTEXT)).newPage();

/** Picks `name` in a reference field (a combobox searching the local replica). */
async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
}

/** The person's row in the entity's people list (the row opens the person's page). */
const personRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name }).getByRole('cell').first();

/** The image has loaded real pixels (not a broken or empty <img>). */
const loaded = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('img', { name, exact: true }).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

test('offline: a manager registers an athlete with a photo and a document; reload offline; synced; the federation queues show both', async ({ browser }) => {
  // A name and CPF of this run, so a rerun against the same database registers a new person.
  const stamp = String(Date.now()).slice(-6);
  const name = `Atleta Offline ${stamp}`;
  const cpf = cpfFromBase(`321${stamp}`);
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#36a' } }).jpeg().toBuffer();
  const scan = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#eee' } }).jpeg().toBuffer();

  const manager = await newPage(browser);
  const entityLink = await openManagerArea(manager);
  await expectNoSeriousViolations(manager, 'minhas entidades');
  await entityLink.click();
  await expect(manager).toHaveURL(/\/my\/associations\/show\/[0-9a-f-]{36}$/);
  const entityId = manager.url().split('/').at(-1)!;
  await expect(manager.getByRole('link', { name: 'Cadastrar pessoa' })).toBeVisible();
  await expectNoSeriousViolations(manager, 'página da entidade');

  // Offline from here: the form, the photo, the save.
  await manager.context().setOffline(true);
  await manager.getByRole('link', { name: 'Cadastrar pessoa' }).click();
  await expect(manager.getByRole('button', { name: /Escolher foto/ })).toBeVisible({ timeout: 30_000 });
  await manager.getByRole('textbox', { name: 'Nome completo', exact: true }).fill(name);
  await manager.getByRole('textbox', { name: 'CPF', exact: true }).fill(cpf);
  await manager.getByLabel('Data de nascimento').fill('2008-03-14');
  await manager.getByRole('combobox', { name: 'Gênero', exact: true }).selectOption({ index: 1 });
  await manager.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await manager.getByRole('button', { name: 'Usar esta foto' }).click();
  await expect(manager.getByRole('heading', { name: 'Enquadrar a foto' })).toBeHidden({ timeout: 15_000 });
  await manager.getByRole('button', { name: 'Salvar' }).click();
  await expect(manager).toHaveURL(new RegExp(`/my/associations/users/${entityId}$`), { timeout: 30_000 });
  await personRow(manager, name).click();

  // The person's page links to the entity's document screen; send an RG with a scan.
  await manager.getByRole('link', { name: 'Documentos da pessoa' }).click();
  await manager.getByRole('link', { name: 'Enviar documento' }).click();
  await pick(manager, 'Tipo de documento', 'RG');
  await manager.getByRole('textbox', { name: 'Número', exact: true }).fill('123456789');
  await manager.getByLabel('Data de emissão').fill('2024-01-10');
  await manager.locator('input[type=file]').first().setInputFiles({ name: 'rg.jpg', mimeType: 'image/jpeg', buffer: scan });
  await manager.getByRole('button', { name: 'Salvar' }).click();
  await expect(manager.getByTestId('user-document').filter({ has: manager.getByRole('heading', { name: 'RG', exact: true }) })).toBeVisible({ timeout: 30_000 });

  // A reload with no network: the writes are still pending, the person listed, the photo from the device.
  await manager.goto(`/my/associations/users/${entityId}`);
  await manager.reload();
  await expect(personRow(manager, name)).toContainText('Pendente', { timeout: 30_000 });
  await expect.poll(async () => Number(await indicator(manager).getAttribute('data-pending')), { timeout: 15_000 }).toBeGreaterThan(0);
  await manager.getByRole('link', { name: `Editar ${name}` }).first().click();
  await expect(manager.getByRole('img', { name: 'Foto', exact: true }).first()).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  await loaded(manager, 'Foto');

  // Online: files first, then the writes; nothing refused.
  await manager.context().setOffline(false);
  await expectSynced(manager, 120_000);
  await expect(manager.getByText(/recusada pelo servidor/)).toHaveCount(0);

  // The federation: the entity's registration and the document wait in their queues.
  const admin = await newPage(browser);
  await openSignedIn(admin, 'admin@demo.test', '/records/users/identities_approve');
  await expect(admin.getByTestId('approval-item').filter({ hasText: name }).first()).toBeVisible({ timeout: 120_000 });
  // Sent through the entity: the entity documents' queue (one queue per document flow).
  await admin.goto('/records/users/associationdocuments_approve');
  await expect(admin.getByRole('button', { name: `Aprovar RG — ${name}` })).toBeVisible({ timeout: 60_000 });
});
