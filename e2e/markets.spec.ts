// The transfer market's journey: a new athlete of another entity; gestor@demo.test, OFFLINE, asks
// for them by CPF (the club's device does not hold another entity's people) in the demo's open
// market; a reload with no network keeps the request, pending; online it syncs inside the window
// and comes back with the athlete's name; the athlete consents (API); admin@demo.test releases and
// approves on the transfer's page; the athlete's ID card names the new entity; the public record,
// without login, lists the transfer.
import { test, expect, type Browser } from '@playwright/test';
import { cpfFromBase } from '../src/domain/cpf';
import { uuidv7 } from '../src/domain/uuid';
import { expectNoSeriousViolations } from './support/axe';
import { BRAZIL_CONTEXT, origin } from './support/env';
import { openManagerArea } from './support/manager';
import { apiLogin, pullAll, push, rowsOf } from './support/scan-api';
import { openSignedIn, signIn } from './support/session';
import { expectSynced } from './support/sync-ui';

test.describe.configure({ timeout: 400_000 });

const newPage = async (browser: Browser) => (await browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT })).newPage();

test('offline request by CPF; reload offline; synced in the window; approved; the card and the public record show it', async ({ browser, request }) => {
  // A person of their own (the demo accounts stay as the other specs expect them), at another entity.
  const cpf = cpfFromBase(String(600_000_000 + Math.floor(Math.random() * 99_000_000)));
  const name = `Atleta Transferida ${cpf.slice(-4)}`;
  const email = `transfer.${cpf}@exemplo.test`;
  const password = 'senha-da-atleta-1';
  expect((await request.post(`${origin()}/api/v1/auth/register`, { data: { name, email, cpf, password } })).status()).toBe(200);
  const athlete = await apiLogin(email, password);
  const admin = await apiLogin('admin@demo.test');
  const gestor = await apiLogin('gestor@demo.test');
  const rows = await pullAll(admin);
  const own = String(rowsOf(rows, 'associationmanagers').find((m) => m.user_id === gestor.userId)!.association_id);
  const entities = rowsOf(rows, 'associations');
  const origin_ = entities.find((a) => a.id !== own)!;
  const ownRow = entities.find((a) => a.id === own)!;
  const ownName = String(ownRow.name);
  const ownShort = String(ownRow.short_name || ownRow.name);
  const market = rowsOf(rows, 'markets').find((m) => m.name === 'Transferências — temporada atual')!;
  await push(admin, [['profiles.put', { id: uuidv7(), user_id: athlete.userId, name, cpf, birthdate: '1998-04-02', gender: 'feminino', association_id: origin_.id }]]);

  // The manager, online first (the service worker and the first download), then offline.
  const manager = await newPage(browser);
  const entityLink = await openManagerArea(manager);
  await entityLink.click();
  await manager.getByRole('link', { name: 'Mercado de atletas: pedidos de transferência' }).click();
  await manager.getByRole('link', { name: 'Pedidos de transferência da entidade' }).click();
  await expect(manager.getByRole('heading', { name: 'Pedidos de transferência', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(manager.getByRole('region', { name: 'Chegando à entidade' }).getByTestId('transfer-row').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(manager, 'pedidos de transferência');

  await manager.context().setOffline(true);
  await manager.getByRole('button', { name: 'Novo pedido de transferência' }).click();
  const form = manager.getByRole('form', { name: 'Pedido de transferência' });
  await expect(form.getByLabel('Mercado')).toHaveValue(String(market.id));
  await form.getByLabel('Atleta (CPF ou nome)').fill(cpf);
  await form.getByLabel('Entidade de origem (onde o atleta está registrado)').selectOption(String(origin_.id));
  // The window is open by the device's clock: the preview lets it go.
  await expect(form.getByText('Pelas regras que este aparelho confere, o pedido pode seguir')).toBeVisible();
  await expectNoSeriousViolations(manager, 'novo pedido de transferência');
  await form.getByRole('button', { name: 'Pedir transferência' }).click();
  await expect(manager).toHaveURL(/\/my\/associations\/markets\/[0-9a-f-]{36}\/requests\/[0-9a-f-]{36}$/);
  const transferId = manager.url().split('/').pop()!;
  await expect(manager.getByTestId('transfer-step-pending')).toBeVisible();

  await manager.reload();
  await expect(manager.getByTestId('transfer-step-pending')).toBeVisible({ timeout: 30_000 });
  await expect(manager.getByTestId('transfer-summary').getByText('Pendente')).toBeVisible();

  // Online: received inside the window; the server names the athlete it found by the CPF.
  await manager.context().setOffline(false);
  await expectSynced(manager, 60_000);
  await expect(manager.getByTestId('transfer-summary').getByText(name)).toBeVisible({ timeout: 60_000 });
  await expect(manager.getByText('Pedido recebido')).toBeVisible();
  await expect(manager.getByTestId('transfer-step-pending')).toBeHidden();

  // The athlete consents (their own screen is covered by the unit tests); the federation decides.
  await push(athlete, [['transfers.consent', { id: transferId }]]);
  const federation = await newPage(browser);
  await openSignedIn(federation, 'admin@demo.test', `/competitions/markets/transfers/${transferId}`);
  await expect(federation.getByText('Consentimento do atleta')).toBeVisible({ timeout: 120_000 });
  await federation.getByRole('button', { name: 'Conceder liberação' }).click();
  await expect(federation.getByText('Clube de origem liberou o atleta')).toBeVisible();
  await expectNoSeriousViolations(federation, 'transferência (federação)');
  await federation.getByRole('button', { name: 'Aprovar transferência' }).click();
  await expect(federation.getByTestId('transfer-summary').getByText('Aprovada')).toBeVisible();
  await expectSynced(federation, 60_000);

  // The athlete's card names the new entity.
  const phone = await newPage(browser);
  await phone.goto('/my/id');
  await signIn(phone, email, password);
  await expect(phone.getByRole('heading', { name })).toBeVisible({ timeout: 90_000 });
  await expect(phone.getByText(ownName, { exact: true })).toBeVisible({ timeout: 60_000 });

  // The public record, without login.
  const visitor = await newPage(browser);
  await visitor.goto(`/public/open/markets/${String(market.id)}/commits`);
  const row = visitor.getByTestId('public-commit').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(ownShort);
  await expectNoSeriousViolations(visitor, 'registro público de transferências');
});
