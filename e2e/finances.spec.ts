// Finances end to end: the admin creates a monthly recurrence for a membership plan in the back
// office → the server bills the plan's active memberships (the athlete's included); the admin makes a
// bill of the athlete's debt; the athlete, OFFLINE, opens the bill with its Pix QR and "copia e cola"
// (which the Pix validator accepts); the admin records the payment by txid in the reconciliation
// screen → after sync the athlete's bill shows Paga and no payable QR. axe on the bill page.
import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { validatePixCode } from '../src/domain/finances/pix';
import { expectNoSeriousViolations } from './support/axe';
import { BRAZIL_CONTEXT } from './support/env';
import { apiLogin, pullAll, push, rowsOf } from './support/scan-api';
import { openSignedIn, waitForServiceWorker } from './support/session';
import { expectSynced } from './support/sync-ui';

test.describe.configure({ timeout: 420_000 });

/** A plan and the athlete's active membership on it, written through the server's write path. */
async function planWithAthlete(planName: string): Promise<{ planId: string; profileName: string }> {
  const admin = await apiLogin('admin@demo.test');
  const athlete = await apiLogin('atleta@demo.test');
  const profile = rowsOf(await pullAll(athlete), 'profiles').find((p) => p.user_id === athlete.userId)!;
  const typeId = randomUUID();
  const planId = randomUUID();
  const registerId = randomUUID();
  await push(admin, [
    ['registertypes.put', { id: typeId, name: `Judô e2e ${planName}`, graduation_preset: 'cbj' }],
    ['registermembershipplans.put', { id: planId, name: planName, amount_cents: 7500, period: 'mensal', registertype_id: typeId }],
    ['registers.put', { id: registerId, registertype_id: typeId, user_id: athlete.userId, profile_id: profile.id, status: 'ativo' }],
    ['registermemberships.put', { id: randomUUID(), register_id: registerId, plan_id: planId, user_id: athlete.userId, profile_id: profile.id, starts_on: '2026-01-01', status: 'ativa' }],
  ]);
  return { planId, profileName: String(profile.name) };
}

async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

test('a plan\'s recurrence bills the athlete, who opens the Pix offline; the payment by txid turns it Paga', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const planName = `Mensalidade e2e ${stamp}`;
  const description = `Mensalidade ${stamp}`;
  const { profileName } = await planWithAthlete(planName);

  // The admin creates the monthly recurrence on the plan in the back office.
  const admin = await (await browser.newContext(BRAZIL_CONTEXT)).newPage();
  await openSignedIn(admin, 'admin@demo.test', '/finances/recurrences/create');
  await expect(admin.getByRole('heading', { level: 1, name: 'Novo débito recorrente' })).toBeVisible({ timeout: 60_000 });
  await admin.getByRole('textbox', { name: 'Descrição', exact: true }).fill(description);
  await admin.getByRole('textbox', { name: 'Valor', exact: true }).fill('75,00');
  await admin.getByRole('textbox', { name: 'Dia do vencimento', exact: true }).fill('28');
  await admin.getByRole('textbox', { name: 'Início', exact: true }).fill('2026-01-01');
  await pick(admin, 'Plano de filiação', planName);
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin).toHaveURL(/\/finances\/recurrences(\/show\/[^/]+)?$/, { timeout: 30_000 });
  await expectSynced(admin, 60_000);

  // The server billed the plan's members on the put: the athlete's debt of this period exists.
  const athleteApi = await apiLogin('atleta@demo.test');
  let debt: Record<string, unknown> | undefined;
  await expect.poll(async () => {
    debt = rowsOf(await pullAll(athleteApi), 'debts').find((d) => String(d.description).startsWith(description));
    return debt?.amount_cents;
  }, { timeout: 60_000 }).toBe(7500);
  expect(debt!.origin).toBe('membership');

  // The admin makes a bill of it (only this debt) on the bill screen.
  await admin.goto('/finances/bills/create');
  await admin.getByRole('searchbox', { name: 'Buscar pessoa pelo nome' }).fill(profileName.slice(0, 10));
  await admin.getByRole('button', { name: `Escolher ${profileName}` }).first().click();
  const debts = admin.getByRole('checkbox');
  await expect(admin.getByText(new RegExp(`^${description}`))).toBeVisible({ timeout: 30_000 });
  for (const box of await debts.all()) {
    const label = await box.evaluate((el) => el.closest('label')?.textContent ?? '');
    if (!label.startsWith(description)) await box.uncheck({ force: true });
  }
  await expect(admin.getByTestId('bill-total')).toHaveText('R$ 75,00');
  await admin.getByRole('button', { name: 'Gerar fatura' }).click();
  await expect(admin).toHaveURL(/\/finances\/bills\/show\//, { timeout: 30_000 });
  await expectSynced(admin, 60_000);
  const billId = admin.url().split('/').pop()!;

  // The athlete opens the bill online once, then with no signal.
  const athlete = await (await browser.newContext(BRAZIL_CONTEXT)).newPage();
  await openSignedIn(athlete, 'atleta@demo.test', '/my/personalfinances/bills');
  await waitForServiceWorker(athlete);
  await athlete.goto(`/my/personalfinances/bills/show/${billId}`);
  await expect(athlete.getByTestId('pix-copia-e-cola')).toBeVisible({ timeout: 90_000 });
  await athlete.context().setOffline(true);
  await athlete.reload();
  await expect(athlete.getByRole('heading', { level: 1, name: 'Fatura' })).toBeVisible({ timeout: 30_000 });
  await expect(athlete.getByTestId('bill-status')).toHaveText(/Em aberto|Vencida/);
  await expect(athlete.getByTestId('bill-valid-until')).toBeVisible();
  await expect(athlete.getByRole('img', { name: /^QR code Pix da fatura/ })).toBeVisible();
  const code = (await athlete.getByTestId('pix-copia-e-cola').textContent()) ?? '';
  expect(code.startsWith('000201')).toBe(true);
  const check = validatePixCode(code);
  expect(check.ok, check.ok ? '' : check.reason).toBe(true);
  expect(await athlete.getByTestId('bill-qr').getAttribute('data-credential')).toBe(code);
  await expectNoSeriousViolations(athlete, 'fatura com Pix');
  const txid = check.ok ? check.code.txid : '';
  const amount = check.ok ? check.code.amountCents! : 0;

  // The admin records the payment by txid.
  await admin.goto('/finances/bills/reconcile');
  await admin.getByRole('textbox', { name: 'txid', exact: true }).fill(txid);
  await admin.getByRole('textbox', { name: 'Valor (R$)', exact: true }).fill((amount / 100).toFixed(2).replace('.', ','));
  await admin.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(admin.getByTestId('reconcile-results')).toContainText('registrado', { timeout: 30_000 });
  await expectSynced(admin, 60_000);

  // Back online, the athlete's bill shows Paga, and no payable QR.
  await athlete.context().setOffline(false);
  await athlete.reload();
  await expect(athlete.getByTestId('bill-status')).toHaveText('Paga', { timeout: 90_000 });
  await expect(athlete.getByTestId('pix-copia-e-cola')).toHaveCount(0);
  await expect(athlete.getByTestId('bill-qr')).toHaveCount(0);
});
