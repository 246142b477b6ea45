// Privacy where people see it: a parent (responsavel@demo.test) answers their child's PAR-Q
// from their own login, offline, and it survives a reload offline and syncs; the athlete grants and
// withdraws a consent (logged, history shown) and downloads their data as JSON and as readable HTML.
// axe finds no serious violation on /my/privacy, /my/dependants and the dependant's page.
import { readFile } from 'node:fs/promises';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { openSignedIn, waitForServiceWorker } from './support/session';
import { expectSynced } from './support/sync-ui';

test.describe.configure({ timeout: 300_000 });

const newPage = async (browser: Browser): Promise<Page> =>
  (await browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, acceptDownloads: true })).newPage();

test('a parent answers their child\'s PAR-Q from their own login, offline', async ({ browser }) => {
  const parent = await newPage(browser);
  await openSignedIn(parent, 'responsavel@demo.test', '/my/dependants');
  await waitForServiceWorker(parent);
  const child = parent.getByTestId('dependant').filter({ hasText: 'Pedro Dependente' });
  await expect(child).toBeVisible({ timeout: 60_000 });
  await expect(child).toContainText('12 anos');
  await expectNoSeriousViolations(parent, 'dependentes');
  await child.getByRole('link', { name: 'Gerenciar' }).click();
  await expect(parent.getByRole('heading', { name: 'Pedro Dependente', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(parent.getByText('Ainda não respondido.')).toBeVisible();
  await expectNoSeriousViolations(parent, 'página do dependente');
  await expectSynced(parent, 60_000);
  const childPage = parent.url();

  await parent.context().setOffline(true);
  await parent.getByRole('link', { name: 'Responder PAR-Q' }).click();
  await parent.getByLabel('Quem respondeu').selectOption('responsavel');
  await parent.getByLabel('Nome do responsável').fill('Patrícia Responsável');
  await parent.getByLabel('CPF do responsável').fill('52998224725');
  await parent.getByText('Declaro que as respostas são verdadeiras').click();
  await parent.getByRole('button', { name: 'Salvar' }).click();
  await expect(parent).toHaveURL(childPage, { timeout: 30_000 });
  const parq = parent.getByTestId('dependant-parq');
  await expect(parq).toHaveAttribute('data-status', 'pendente');

  // Still offline: a reload draws the page and the answer from the device.
  await parent.reload();
  await expect(parent.getByTestId('dependant-parq')).toHaveAttribute('data-status', 'pendente', { timeout: 30_000 });

  await parent.context().setOffline(false);
  await expectSynced(parent, 60_000);
});

test('the athlete grants and withdraws a consent and downloads their data', async ({ browser }) => {
  const athlete = await newPage(browser);
  await openSignedIn(athlete, 'atleta@demo.test', '/my/privacy');
  const consent = athlete.getByTestId('consent-listagem_publica');
  await expect(consent).toHaveAttribute('data-granted', 'false', { timeout: 60_000 });
  await expect(athlete.getByTestId('holdings')).toContainText('art. 11');
  await expectNoSeriousViolations(athlete, 'privacidade');

  await consent.getByText('Aparecer na busca pública de pessoas').click();
  await expect(consent).toHaveAttribute('data-granted', 'true');
  await expect(consent).toContainText('Dado em');
  await consent.getByText('Aparecer na busca pública de pessoas').click();
  await expect(consent).toHaveAttribute('data-granted', 'false');
  await expect(consent).toContainText('Retirado em');
  await expect(consent.getByText('Histórico (2 mudanças)')).toBeVisible();
  await expectSynced(athlete, 60_000);

  const [json] = await Promise.all([athlete.waitForEvent('download'), athlete.getByRole('button', { name: 'Baixar JSON' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(data.account.email).toBe('atleta@demo.test');
  const listed = data.collections.consents.find((c: { kind: string }) => c.kind === 'listagem_publica');
  expect(listed).toMatchObject({ granted: false });
  expect(listed.history.map((h: { granted: boolean }) => h.granted)).toEqual([true, false]);
  expect(data.collections.profiles).toHaveLength(1);

  const [html] = await Promise.all([athlete.waitForEvent('download'), athlete.getByRole('button', { name: 'Baixar versão legível (HTML)' }).click()]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const text = await readFile((await html.path())!, 'utf8');
  expect(text).toContain('Meus dados em');
  expect(text).toContain('Lucas Atleta');
});
