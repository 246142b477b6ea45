// Registers where people use them: gestor@demo.test asks, from their entity's page, for a register in
// "Árbitros" for one of the entity's people (themselves: the one person of the entity with a login, so
// the person's own area can be checked too); admin@demo.test approves it in the federation's queue;
// after sync the register is in the entity's registers list with its number and in the person's
// /my/registers/membershiprequests. Then the public request page (no login, header and drawer hidden):
// a bad CPF is refused on the spot, a good request is received. axe finds no serious violation.
import { test, expect, type Browser } from '@playwright/test';
import { cpfFromBase, formatCpf } from '../src/domain/cpf';
import { expectNoSeriousViolations } from './support/axe';
import { BRAZIL_CONTEXT } from './support/env';
import { openManagerArea } from './support/manager';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';

test.describe.configure({ timeout: 300_000 });

const newPage = async (browser: Browser) => (await browser.newContext(BRAZIL_CONTEXT)).newPage();

test('a manager asks for a register, the federation approves it, the manager and the person see it', async ({ browser }) => {
  const manager = await newPage(browser);
  const entityLink = await openManagerArea(manager);
  await entityLink.click();
  await expect(manager).toHaveURL(/\/my\/associations\/show\/[0-9a-f-]{36}$/);
  const entityId = manager.url().split('/').at(-1)!;

  await manager.getByRole('link', { name: 'Solicitações de registro' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Solicitações de registro' })).toBeVisible();
  await manager.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Novo pedido de registro' })).toBeVisible();
  await expectNoSeriousViolations(manager, 'novo pedido de registro');
  await manager.getByRole('combobox', { name: 'Pessoa' }).selectOption({ label: 'Gabriela Gestora' });
  await manager.getByRole('combobox', { name: 'Tipo de registro' }).selectOption({ label: 'Árbitros' });
  await manager.getByRole('combobox', { name: 'Função' }).selectOption({ label: 'Árbitro' });
  await manager.getByRole('button', { name: 'Enviar pedido' }).click();
  // The write is queued on the device before leaving the page (a navigation could cut it short).
  await expect(manager.getByText('Pedido de registro enviado à federação.')).toBeVisible({ timeout: 30_000 });
  await manager.goto(`/my/associations/requests/${entityId}`);
  const mine = manager.getByTestId('register-request').filter({ hasText: 'Pedido de registro' });
  await expect(mine.first()).toBeVisible({ timeout: 30_000 });
  await expectSynced(manager, 60_000);

  const admin = await newPage(browser);
  await openSignedIn(admin, 'admin@demo.test', '/registers/registerrequests');
  const item = admin.getByTestId('approval-item').filter({ hasText: 'Árbitros' }).filter({ has: admin.getByRole('heading', { name: 'Gabriela Gestora' }) });
  await expect(item).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousViolations(admin, 'fila de solicitações de registro');
  await item.getByRole('button', { name: 'Aprovar a solicitação de Gabriela Gestora' }).click();
  await expect(item).toBeHidden();
  await expectSynced(admin, 60_000);

  // The entity's registers (a generic nested list of what the manager's replica holds).
  await manager.goto(`/my/associations/registers/${entityId}`);
  await manager.reload(); // a start pulls at once
  await expect(manager.getByRole('heading', { level: 1, name: /^Registros — / })).toBeVisible({ timeout: 30_000 });
  // The type's next number: the seed registered one referee, so this register is nº 2.
  const row = manager.getByRole('row').filter({ hasText: 'Árbitros' }).filter({ has: manager.getByRole('cell', { name: '2', exact: true }) });
  await expect(row).toBeVisible({ timeout: 60_000 });

  // The person's own area: the register with its type and role.
  await manager.goto('/my/registers/membershiprequests');
  const register = manager.getByTestId('my-register').filter({ hasText: 'Árbitros' });
  await expect(register).toBeVisible({ timeout: 30_000 });
  await expect(register).toContainText('Árbitro');
  await expectNoSeriousViolations(manager, 'solicitações de filiação');
});

test('the public register request: no login, the CPF checked, the request received', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/public/open/registers/requests/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitação de registro' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  const type = page.getByRole('combobox', { name: 'Tipo de registro' });
  await expect(type.getByRole('option', { name: 'Jiu-jitsu — IBJJF' })).toHaveCount(1, { timeout: 30_000 });
  await expectNoSeriousViolations(page, 'pedido de registro público');

  const stamp = String(Date.now()).slice(-6);
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(`Pessoa Pública ${stamp}`);
  await page.getByRole('textbox', { name: 'CPF' }).fill('123.456.789-00');
  await page.getByLabel('Data de nascimento').fill('2000-02-10');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`publica${stamp}@example.com`);
  await type.selectOption({ label: 'Jiu-jitsu — IBJJF' });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeVisible();

  await page.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(cpfFromBase(`654${stamp}`)));
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pedido de registro recebido' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'pedido de registro enviado');
});
