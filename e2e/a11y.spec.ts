// Accessibility: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on the signed-in shell,
// a generic list, a form showing its errors, /my/id and the meals screens; any serious or critical
// violation fails. Plus: focus lands on the page's h1 after a menu navigation.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { openSignedIn } from './support/session';

// axe walks the whole DOM in the page: on this shared 2-core machine under load it takes tens of seconds.
test.describe.configure({ timeout: 240_000 });

/** openSignedIn with patience for a busy machine (the first sync runs alongside). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`) }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** The demo's open lunch, from the meals list (the row opens its show page). */
async function openLunchId(page: Page): Promise<string> {
  await page.getByRole('cell', { name: 'Almoço — Jogos Escolares' }).first().click();
  await expect(page).toHaveURL(/\/meals\/show\//);
  return page.url().split('/').at(-1)!;
}

test('the shell, a list and a form with its errors have no serious violations', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'shell (/)');

  await page.goto('/locations/cities');
  await expect(page.getByRole('heading', { name: 'Cidades', level: 1 })).toBeVisible();
  await expect(page.locator('tr[data-row]').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/locations/cities');

  await page.goto('/locations/cities/create');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe o nome.')).toBeVisible();
  await expectNoSeriousViolations(page, 'form with errors');
});

test('the error of a combobox is tied to it (aria-invalid, aria-describedby)', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', '/locations/cities/create');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const state = page.getByRole('combobox', { name: /^Estado/ });
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveAccessibleDescription(/Selecione o estado\./);
  await expect(page.getByLabel(/^Nome/)).toHaveAccessibleDescription(/Informe o nome\./);
});

test('/my/id has no serious violations', async ({ page }) => {
  await openSignedIn(page, 'atleta@demo.test', '/my/id');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Lucas Atleta').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/my/id');
});

test('the meals screens have no serious violations', async ({ page }) => {
  await openSignedIn(page, 'staff@demo.test', '/meals');
  await expect(page.getByRole('heading', { name: 'Refeições', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Almoço — Jogos Escolares' }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/meals');
  const id = await openLunchId(page);

  await page.goto(`/meals/${id}/users`);
  await expect(page.getByTestId('meal-counter')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/meals/{id}/users');

  await page.goto(`/meals/${id}/checkin`);
  await expect(page.getByLabel('Buscar por nome ou CPF')).toBeVisible();
  await expect(page.getByTestId('checkin-person').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/meals/{id}/checkin');

  // No camera in this browser: the scan page renders its explanation, which is checked too.
  await page.goto(`/meals/${id}/scan`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('scan-camera-problem')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/meals/{id}/scan');
});

test('after a menu navigation focus is on the new page heading', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Ajuda' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await menu.getByRole('link', { name: 'Sobre' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Ajuda/);
});
