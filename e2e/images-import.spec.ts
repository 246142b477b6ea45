import { test, expect } from '@playwright/test';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { cpfFromBase, formatCpf } from '../src/domain/cpf';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';

// /records/users/images/import — a ZIP of photos named by CPF is previewed against the
// device's replica (nothing written), then imported: the photos are kept, the profiles written
// through the outbox, and the sync uploads each photo before the write that names it (the server
// refuses a write naming a file it lacks, so "Sincronizado" with nothing refused proves the order).
test.describe.configure({ timeout: 120_000 });

test('a ZIP of photos named by CPF: preview with reasons, then imported and synced', async ({ page }) => {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
  const lucas = cpfFromBase('567812345'); // atleta@demo.test's profile
  const stranger = cpfFromBase('987654320');
  const zip = zipSync({
    [`fotos/${formatCpf(lucas)}.jpg`]: new Uint8Array(photo),
    [`fotos/${stranger}.jpg`]: new Uint8Array(photo),
    'fotos/leia-me.jpg': new Uint8Array(photo),
    [`fotos/${cpfFromBase('123456781')}.jpg`]: new TextEncoder().encode('não sou uma imagem'),
  });

  await openSignedIn(page, 'master@demo.test', '/records/users/images/import');
  await expect(page.getByRole('heading', { name: 'Importar fotos de pessoas' })).toBeVisible();
  await expectSynced(page); // the replica holds the people to match against
  await page.locator('input[type=file]').setInputFiles({ name: 'fotos.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });

  const preview = page.getByTestId('images-import-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('row', { name: /fotos\/567\.812\.345/ })).toContainText('Lucas Atleta');
  await expect(preview.getByRole('row', { name: /fotos\/567\.812\.345/ })).toContainText('Encontrada');
  await expect(preview.getByRole('row', { name: new RegExp(stranger) })).toContainText('CPF não cadastrado.');
  await expect(preview.getByRole('row', { name: /leia-me/ })).toContainText('O nome do arquivo não é um CPF válido.');
  await expect(preview.getByRole('row', { name: /123456781/ })).toContainText('Não é uma imagem JPEG, PNG ou WebP.');
  await expect(page.getByTestId('images-import-summary')).toContainText('Encontrada: 1');

  await page.getByRole('button', { name: 'Importar 1 fotos' }).click();
  await expect(page.getByTestId('images-import-report')).toContainText('1 fotos importadas.');
  await expectSynced(page, 60_000);
  await expect(page.getByText(/recusada pelo servidor/)).toHaveCount(0);
  // The photo kept on the device was uploaded (and the profile write, which names it, accepted).
  const files = await page.evaluate(() => new Promise<{ id: string; status: string }[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('files').objectStore('files').getAll();
      read.onsuccess = () => resolve((read.result as { id: string; status: string }[]).map(({ id, status }) => ({ id, status })));
    };
  }));
  expect(files).toEqual([{ id: expect.stringMatching(/^files\/[0-9a-f]{64}$/), status: 'uploaded' }]);
});

test("the profile form's photo picker: a 4000×3000 photo cropped and re-encoded on the device, shown from the local copy, uploaded on save", async ({ page }) => {
  const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#a63' } }).jpeg({ quality: 92 }).toBuffer();
  await openSignedIn(page, 'master@demo.test', '/records/users');
  await expectSynced(page);
  await page.getByRole('searchbox').fill('Lucas Atleta');
  await page.getByRole('link', { name: 'Editar Lucas Atleta' }).first().click();
  await expect(page.getByRole('button', { name: /Escolher foto|Trocar foto/ })).toBeVisible();
  await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(page.getByRole('heading', { name: 'Enquadrar a foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Aumentar zoom' }).click();
  await page.getByRole('button', { name: 'Usar esta foto' }).click();
  await expect(page.getByRole('heading', { name: 'Enquadrar a foto' })).toBeHidden();
  await expect(page.getByRole('img', { name: 'Foto', exact: true })).toHaveAttribute('src', /^blob:/);
  // What the device kept: the crop, at most 1200×1600 and far smaller than the original.
  const kept = await page.evaluate(() => new Promise<{ bytes: number; mime: string }[]>((resolve) => {
    const open = indexedDB.open('federa-demo');
    open.onsuccess = () => {
      const read = open.result.transaction('files').objectStore('files').getAll();
      read.onsuccess = () => resolve((read.result as { bytes: ArrayBuffer; mime: string; status: string }[]).filter((f) => f.status === 'pending').map((f) => ({ bytes: f.bytes.byteLength, mime: f.mime })));
    };
  }));
  expect(kept).toHaveLength(1);
  expect(kept[0]!.mime).toBe('image/jpeg');
  expect(kept[0]!.bytes).toBeLessThan(big.byteLength / 2);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page, 60_000);
  await expect(page.getByText(/recusada pelo servidor/)).toHaveCount(0);
});
