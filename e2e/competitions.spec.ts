// The competitions' journey: the organiser creates a competition through the screens (the
// competition, its round-robin phase and group, 6 participants), draws a double round robin, goes
// OFFLINE, records results, reloads offline and sees the table and why a team is above the next;
// back online, the public page in another browser context (no login) shows the same table. Plus:
// the Série A 2023 public page shows exactly the published final table, and axe finds no serious
// violation on the standings and the public page.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './support/session';
import { expectNoSeriousViolations } from './support/axe';
import { expectSynced, indicator } from './support/sync-ui';

// Sign-in, the first download, four create forms and six entries, 30 fixtures written, an offline round trip.
test.describe.configure({ timeout: 360_000 });



/** A public competition's id by name, from the public endpoint (no session). */
async function publicId(page: Page, name: RegExp): Promise<string> {
  const answer = await page.request.get('/api/v1/public/competitions');
  const { competitions } = (await answer.json()) as { competitions: { id: string; name: string; season: unknown }[] };
  const found = competitions.find((c) => name.test(c.name));
  if (!found) throw new Error(`no public competition ${name}`);
  return found.id;
}

/** The table as text, row by row: the cells of each standings row. */
const tableRows = (page: Page) =>
  page.getByTestId('standings-row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].slice(0, 10).map((c) => (c.textContent ?? '').trim())));

/** A form field by its label (the required mark is aria-hidden). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Picks `name` in a reference field (a combobox searching the local replica). */
async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

/** Saves the form on screen and waits for the list it returns to. */
async function save(page: Page, list: RegExp) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The write is local, but the worker may still be busy with the first download.
  await expect(page).toHaveURL(list, { timeout: 30_000 });
}

/** Six of the demo's clubs (server/seed/competitions-data.ts): teams may enter several competitions. */
const TEAMS = ['União Campineira', 'Atlético Sorocabano', 'Vila Joseense', 'Ribeirão Futebol', 'Guarulhos Amador', 'Santista da Orla'];

/**
 * Creates a public competition with one double round-robin phase, one group and the six teams in
 * it, through the back office's screens; returns its id.
 */
async function createCompetition(page: Page, name: string): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Nova competição' })).toBeVisible({ timeout: 60_000 });
  await field(page, 'Nome').fill(name);
  await pick(page, 'Modalidade', 'Futebol');
  await field(page, 'Temporada').fill(String(new Date().getFullYear()));
  await pick(page, 'Regulamento', 'CBF — Série A 2023');
  await page.getByRole('combobox', { name: 'Visibilidade', exact: true }).selectOption('Pública');
  await save(page, /\/competitions\/competitions$/);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/competitions\/competitions\/show\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;

  await page.getByRole('navigation', { name: 'Telas da competição' }).getByRole('link', { name: 'Fases', exact: true }).click();
  // An empty list offers its create link twice (the header's and the empty state's): `.first()`.
  await page.getByRole('link', { name: 'Nova fase' }).first().click();
  await field(page, 'Nome').fill('Fase única');
  await page.getByRole('combobox', { name: 'Formato', exact: true }).selectOption('Pontos corridos');
  await field(page, 'Ordem').fill('1');
  await field(page, 'Jogos por confronto').fill('2');
  await save(page, new RegExp(`/competitions/competitions/${id}/phases$`));
  await page.getByRole('row', { name: /Fase única/ }).click();
  await page.getByRole('navigation', { name: 'Telas da fase' }).getByRole('link', { name: 'Grupos da fase' }).click();
  await page.getByRole('link', { name: 'Novo grupo' }).first().click();
  await field(page, 'Nome').fill('Grupo E2E');
  await field(page, 'Ordem').fill('1');
  await save(page, new RegExp(`/competitions/competitions/${id}/groups/[0-9a-f-]{36}$`));

  await page.goto(`/competitions/competitions/${id}/teams`);
  for (const team of TEAMS) {
    await page.getByRole('link', { name: 'Nova equipe participante' }).first().click();
    await pick(page, 'Equipe', team);
    await pick(page, 'Grupo', 'Grupo E2E');
    await save(page, new RegExp(`/competitions/competitions/${id}/teams$`));
    await expect(page.getByRole('row', { name: new RegExp(team) })).toBeVisible();
  }
  return id;
}

async function recordResult(page: Page, home: string, away: string) {
  await page.getByRole('button', { name: 'Registrar resultado' }).click();
  await page.getByRole('group', { name: /^Mandante/ }).getByRole('textbox', { name: 'Gols' }).fill(home);
  await page.getByRole('group', { name: /^Visitante/ }).getByRole('textbox', { name: 'Gols' }).fill(away);
  await page.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(page.getByTestId('duel-scoreline')).toContainText(`${home} × ${away}`);
}

test('a double round robin drawn, results recorded offline, the table and its why-line, the same table on the public page', async ({ page, context, browser }) => {
  const name = `Copa E2E ${Date.now()}`;
  await page.goto('/competitions/competitions/create');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await signIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  const id = await createCompetition(page, name);
  const base = `/competitions/competitions/${id}`;
  await page.goto(`${base}/all_duels`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible({ timeout: 60_000 });
  await expectSynced(page, 60_000);

  await page.getByRole('link', { name: 'Tabela de jogos: Fase única' }).click();
  await page.getByRole('button', { name: 'Gerar tabela' }).click();
  await expect(page.getByText(/Tabela gerada: 30 jogos em 10 rodadas \(turno e returno\)/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('phase-seed')).toHaveText(/^[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 3, name: /^Rodada \d+$/ })).toHaveCount(10);
  await expectSynced(page, 60_000);
  const roundsUrl = page.url();

  // No network from here: the results go to the outbox.
  await context.setOffline(true);
  const scores: [string, string][] = [['3', '0'], ['1', '1'], ['2', '1']];
  for (const [i, [home, away]] of scores.entries()) {
    await page.goto(roundsUrl);
    await page.getByRole('region', { name: 'Rodada 1' }).getByRole('link').nth(i).click();
    await recordResult(page, home, away);
  }
  await expect(indicator(page)).toContainText('3 pendente');

  await page.reload();
  await page.goto(`${base}/classifications`);
  const table = page.getByTestId('standings-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['Pos', 'Time', 'P', 'J', 'V', 'E', 'D', 'GP', 'GC', 'SG', 'Explicação']);
  const offline = await tableRows(page);
  expect(offline).toHaveLength(6);
  expect(offline[0]!.slice(2, 4)).toEqual(['3', '1']); // the 3-0 winner leads: 3 points, 1 game
  expect(offline.map((r) => Number(r[2])).reduce((a, b) => a + b, 0)).toBe(3 + 3 + 1 + 1); // two wins and a draw
  await page.getByRole('button', { name: /^Por que .+ está à frente de .+\?$/ }).first().click();
  await expect(page.getByTestId('standings-why')).toContainText('à frente de');
  await expectNoSeriousViolations(page, 'classifications');

  // Network back: the results reach the server; the public page (another context, no login) agrees.
  await context.setOffline(false);
  await expectSynced(page, 60_000);
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public/open/competitions/show/${id}`);
  await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
  await expect(publicPage.getByTestId('public-updated')).toContainText('Atualizado em');
  await expect(publicPage.getByTestId('standings-row')).toHaveCount(6);
  expect(await tableRows(publicPage)).toEqual(offline);
  await expect(publicPage.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expectNoSeriousViolations(publicPage, 'public page');

  // The visitor revisits with no network: the copy kept on the device, said to be the last one seen.
  await waitForServiceWorker(publicPage);
  await visitor.setOffline(true);
  await publicPage.reload();
  await expect(publicPage.getByTestId('standings-row')).toHaveCount(6, { timeout: 30_000 });
  expect(await tableRows(publicPage)).toEqual(offline);
  await expect(publicPage.getByTestId('public-updated')).toContainText('sem conexão: mostrando a última versão vista');
  await visitor.close();
});

test('the Série A 2023 public page shows exactly the published final table', async ({ page }) => {
  const id = await publicId(page, /Série A/);
  const [header, ...lines] = readFileSync('tests/data/brasileirao-2023/final_table.csv', 'utf8').trim().split('\n').map((l) => l.split(','));
  expect(header).toEqual(['position', 'team', 'points', 'played', 'wins', 'draws', 'losses', 'goals_for', 'goals_against', 'goal_difference']);
  await page.goto(`/public/open/competitions/show/${id}`);
  await expect(page.getByTestId('standings-row')).toHaveCount(20, { timeout: 60_000 });
  const shown = (await tableRows(page)).map(([pos, name, ...numbers]) => [
    String(parseInt(pos!, 10)), name!, ...numbers.map((n) => String(Number(n.replace('−', '-')))),
  ]);
  expect(shown).toEqual(lines.map(([pos, team, ...numbers]) => [pos!, team!, ...numbers.map((n) => String(Number(n)))]));
});
