// The home screen fits the person. Each demo persona's home shows its own sections
// (src/app/home/) and none of the others', drawn from the local replica; a screenshot per persona on
// desktop and phone (test-results/home-<persona>-<desktop|phone>.png, attached to the report), and
// axe-core (WCAG 2.2 AA, no serious or critical finding) on each home and on the searches.
// One login per persona: the home, both screenshots and (for the admin) the search pages share it.
import { test, expect, type Page, type TestInfo } from '@playwright/test';
import { demoPhotoPath } from '../server/static/demo-photos';
import { openOwnRequest } from './support/approvals-api';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';

// axe walks the whole page and the first sync runs alongside it, on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const SECTIONS = ['meals', 'referee', 'manager', 'approvals', 'idcard', 'documents', 'requests', 'parq'] as const;
type SectionId = (typeof SECTIONS)[number];
const PERSON: SectionId[] = ['idcard', 'documents', 'requests', 'parq'];

async function openHome(page: Page, login: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, login);
  await expect(page.getByTestId('home-sections')).toBeVisible({ timeout: 60_000 });
}

/** Exactly these sections, in this order (work first, then the person). */
async function expectSections(page: Page, expected: readonly SectionId[]) {
  for (const id of expected) await expect(page.getByTestId(`home-section-${id}`)).toBeVisible();
  for (const id of SECTIONS.filter((s) => !expected.includes(s))) await expect(page.getByTestId(`home-section-${id}`)).toHaveCount(0);
  const shown = await page.locator('[data-testid^="home-section-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.slice('home-section-'.length)));
  expect(shown).toEqual(expected);
}

/** Desktop and phone screenshots of the whole home, saved under test-results/ and attached. */
async function screenshots(page: Page, testInfo: TestInfo, persona: string) {
  for (const [device, size] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.mouse.move(0, 0);
    const path = `test-results/home-${persona}-${device}.png`;
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`home-${persona}-${device}`, { path, contentType: 'image/png' });
  }
  // The phone layout keeps every section in one column, none wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, 'página mais larga que o celular').toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('athlete: ID card, documents to renew, requests and PAR-Q; no one else\'s work', async ({ page }, testInfo) => {
  // A request of his own, pending (the seeded RG's is approved by documents.spec.ts earlier in a run).
  await openOwnRequest('atleta@demo.test', 'social_name', { social_name: 'Luca' });
  await openHome(page, 'atleta@demo.test');
  await expectSections(page, PERSON);
  await expect(page.getByTestId('home-idcard-status')).toBeVisible({ timeout: 60_000 });
  // The seeded medical certificate expires in about 20 days: "Renovar".
  await expect(page.getByTestId('home-document-todo').filter({ hasText: 'Renovar' })).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('home-request').first()).toContainText('Pendente', { timeout: 60_000 });
  await expect(page.getByTestId('home-parq-status')).toHaveAttribute('data-status', 'aprovado');
  await expect(page.getByRole('link', { name: 'Ver carteirinha' })).toHaveAttribute('href', '/my/id');
  await screenshots(page, testInfo, 'atleta');
  await expectNoSeriousViolations(page, 'início do atleta');
});

test("meals staff: today's meal with the big scanner button", async ({ page }, testInfo) => {
  await openHome(page, 'staff@demo.test');
  await expectSections(page, ['meals', ...PERSON]);
  const scan = page.getByTestId('home-section-meals').getByRole('link', { name: 'Ler QR code — Almoço — Jogos Escolares' });
  await expect(scan).toBeVisible({ timeout: 90_000 });
  await expect(scan).toHaveAttribute('href', /^\/meals\/[0-9a-f-]+\/scan$/);
  await screenshots(page, testInfo, 'staff');
  await expectNoSeriousViolations(page, 'início da equipe de refeições');
});

test('referee: the next appointments', async ({ page }, testInfo) => {
  await openHome(page, 'arbitro@demo.test');
  await expectSections(page, ['referee', ...PERSON]);
  const next = page.getByTestId('home-appointment');
  await expect(next.first()).toBeVisible({ timeout: 60_000 });
  await expect(next.first()).toContainText('Estádio Municipal');
  await screenshots(page, testInfo, 'arbitro');
  await expectNoSeriousViolations(page, 'início do árbitro');
});

test("entity manager: their entity and what waits on it", async ({ page }, testInfo) => {
  // A shield request about her entity is pending (the seeded one may have been decided by an earlier spec).
  await openOwnRequest('gestor@demo.test', 'association_shield', { shield_url: demoPhotoPath('Escudo novo') }, 'entity');
  await openHome(page, 'gestor@demo.test');
  await expectSections(page, ['manager', ...PERSON]);
  // At least that one: the register requests her people file through the entity count there too.
  await expect(page.getByTestId('home-entity').first()).toContainText(/[1-9]\d* pendentes?/, { timeout: 60_000 });
  await screenshots(page, testInfo, 'gestor');
  await expectNoSeriousViolations(page, 'início do gestor');
});

test('admin: the approval queues with counts; then the searches', async ({ page }, testInfo) => {
  await openHome(page, 'admin@demo.test');
  await expectSections(page, ['meals', 'approvals', ...PERSON]);
  const queues = page.getByTestId('home-queue');
  await expect(queues.first()).toBeVisible({ timeout: 90_000 });
  await expect(queues.filter({ hasText: 'Documentos pessoais para aprovar' }).getByTestId('home-queue-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('home-section-approvals').getByRole('link', { name: 'PAR-Qs para aprovar' })).toHaveAttribute('href', '/parqs/pending');
  await screenshots(page, testInfo, 'admin');
  await expectNoSeriousViolations(page, 'início do administrador');

  // People: a server search; the CPF never whole.
  await page.goto('/public/users');
  await page.getByRole('searchbox', { name: 'Nome ou CPF' }).fill('Lucas Atleta');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const hit = page.getByTestId('person-hit').first();
  await expect(hit).toContainText('Lucas Atleta', { timeout: 30_000 });
  await expect(hit).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
  await expectNoSeriousViolations(page, 'busca de pessoas');
  await page.getByRole('searchbox', { name: 'Nome ou CPF' }).fill('12');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('search-error')).toHaveText('Digite o CPF completo (11 dígitos).');

  // Entities and document types: from the replica.
  await page.goto('/public/associations');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('entity-hit').first()).toContainText(/\S/, { timeout: 30_000 });
  await expect(page.getByTestId('entity-hit').first()).toContainText(/\*\*\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\*\*/);
  await expectNoSeriousViolations(page, 'busca de entidades');
  await page.goto('/public/documents');
  await expect(page.getByTestId('document-type-hit').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'modelos de documentos');
});
