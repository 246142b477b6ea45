// Data integrity where a person sees it: the generic form refuses, under the field and in pt-BR, what
// the server would refuse (the same mutator runs on the device over its replica): a duplicate CNPJ, a
// city IBGE code that is not its state's, a blank name. Nothing is saved or queued.
import { test, expect, type Page } from '@playwright/test';
import { openSignedIn } from './support/session';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name.slice(0, 12));
  await page.getByRole('option', { name }).first().click();
}

/** One row of a replica table, read straight from IndexedDB once the first download has it. */
async function firstStored(page: Page, table: string): Promise<Record<string, unknown>> {
  let row: Record<string, unknown> | undefined;
  await expect.poll(async () => {
    row = await page.evaluate((name) => new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
      const open = indexedDB.open('federa-demo');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction(name).objectStore(name).getAll(undefined, 1);
        req.onsuccess = () => {
          resolve(req.result[0] as Record<string, unknown> | undefined);
          open.result.close();
        };
      };
    }), table);
    return row !== undefined;
  }, { timeout: 30_000 }).toBe(true);
  return row!;
}

const outboxSize = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const req = open.result.transaction('outbox').objectStore('outbox').count();
      req.onsuccess = () => {
        resolve(req.result);
        open.result.close();
      };
    };
  }));

test('the form refuses a duplicate CNPJ, an IBGE code of another state and a blank name, under each field', async ({ page }) => {
  test.setTimeout(120_000); // sign-in and the first download of the replica
  await openSignedIn(page, 'admin@demo.test');
  const existing = await firstStored(page, 'associations');
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
  const queued = await outboxSize(page);

  await page.goto('/records/associations/create');
  await field(page, 'Razão social').fill('Clube Repetido');
  await field(page, 'CNPJ').fill(String(existing.cnpj));
  await pick(page, 'Categoria', 'Clube');
  await pick(page, 'Cidade', 'São Paulo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CNPJ já está em uso por outra entidade.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/records\/associations\/create$/);

  await page.goto('/locations/cities/create');
  await field(page, 'Nome').fill('   ');
  await field(page, 'Código IBGE').fill('3304557'); // Rio de Janeiro's code (33), for a city of SP (35)
  await pick(page, 'Estado', 'São Paulo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The form trims text, so a blank name is an empty one here (the server refuses '   ' from any client).
  await expect(page.getByText('Informe o nome.')).toBeVisible();
  await field(page, 'Nome').fill('Cidade Trocada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Código IBGE não corresponde ao estado: os 2 primeiros dígitos devem ser o código IBGE do estado selecionado.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/cities\/create$/);

  expect(await outboxSize(page)).toBe(queued); // nothing was queued for the server
});
