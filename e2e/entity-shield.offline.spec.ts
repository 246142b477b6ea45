// The entity manager's entity itself: gestor@demo.test, OFFLINE, proposes a new shield for their
// entity (/my/associations/image/{id}: a file, cropped square, kept on the device) — the page shows
// the entity's shield requests; a reload with no network keeps the pending
// request and the local picture; online, the picture and then the request sync, and admin@demo.test
// approves it in /records/associations/shields_approve; the manager's page then shows it approved.
import { test, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './support/axe';
import { closeOpenRequests } from './support/approvals-api';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';
import { openManagerArea } from './support/manager';
import { BRAZIL_CONTEXT } from './support/env';

test.describe.configure({ timeout: 300_000 });

const newPage = async (browser: Browser) =>
  (await browser.newContext(BRAZIL_CONTEXT)).newPage();

/** The image has loaded real pixels (not a broken or empty <img>). */
const loaded = (page: Page, testId: string) =>
  expect.poll(() => page.getByTestId(testId).getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

test('offline: a manager proposes a square shield; reload offline; synced; the federation approves it', async ({ browser }) => {
  // The seed's pending shield request (or one left by a rerun) is refused first: one open request at a time.
  await closeOpenRequests('gestor@demo.test', 'association_shield');
  const shield = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#c22' } }).png().toBuffer();

  const manager = await newPage(browser);
  const entityLink = await openManagerArea(manager);
  await entityLink.click();
  await manager.getByRole('link', { name: 'Escudo da entidade' }).click();
  await expect(manager).toHaveURL(/\/my\/associations\/image\/[0-9a-f-]{36}$/);
  const history = manager.getByRole('region', { name: 'Pedidos de troca do escudo' });
  await expect(history).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(manager, 'escudo da entidade');

  // Offline from here: the file, the square crop, the request.
  await manager.context().setOffline(true);
  await manager.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: shield });
  const crop = manager.getByRole('dialog', { name: 'Enquadrar a foto' });
  await expect(crop.getByText('posicionar a imagem no quadro')).toBeVisible();
  await crop.getByRole('button', { name: 'Usar esta foto' }).click();
  await expect(crop).toBeHidden({ timeout: 15_000 });
  await manager.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(manager.getByTestId('photo-pending')).toBeVisible();
  await loaded(manager, 'photo-pending');
  // Square, as cropped (the device's copy).
  const size = await manager.getByTestId('photo-pending').getByRole('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[0]).toBe(size[1]);

  // A reload with no network: the request pending, the picture from the device.
  await manager.reload();
  await expect(manager.getByTestId('photo-pending')).toBeVisible({ timeout: 30_000 });
  await loaded(manager, 'photo-pending');
  await expect(history.getByTestId('my-request').first()).toHaveAttribute('data-status', 'pendente');

  // Online: the picture goes up, then the request; the federation approves it.
  await manager.context().setOffline(false);
  await expectSynced(manager, 60_000);
  const reviewer = await newPage(browser);
  await openSignedIn(reviewer, 'admin@demo.test', '/records/associations/shields_approve');
  const item = reviewer.getByTestId('approval-item').filter({ has: reviewer.getByRole('heading', { name: 'Gabriela Gestora' }) });
  await expect(item).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => item.getByRole('img', { name: /Depois/ }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  await item.getByRole('button', { name: 'Aprovar a solicitação de Gabriela Gestora' }).click();
  await expect(item).toBeHidden();
  await expectSynced(reviewer, 60_000);

  await manager.reload(); // a start pulls at once
  await expect(history.getByTestId('my-request').first()).toHaveAttribute('data-status', 'aprovado', { timeout: 60_000 });
  await expect(manager.getByTestId('photo-pending')).toBeHidden();
});
