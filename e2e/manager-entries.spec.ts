// The entity manager's teams: gestor@demo.test, OFFLINE, enters the entity's football team
// in the competition open for entry (a pending entry) and puts two of the entity's people on its
// roster; online, the writes sync with nothing refused, and the federation (admin@demo.test) sees the
// entry in /competitions/teams/pending/list. The federation then refuses it, so the demo's amateur
// cup keeps its six clubs for the specs that follow. axe (WCAG 2.2 AA) checks both manager screens.
import { test, expect, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';
import { openManagerArea } from './support/manager';
import { BRAZIL_CONTEXT } from './support/env';

test.describe.configure({ timeout: 300_000 });

const newPage = async (browser: Browser) =>
  (await browser.newContext(BRAZIL_CONTEXT)).newPage();

const CUP = 'Campeonato Estadual Amador';
const TEAM = 'SEP Futebol Sub-17';

test('offline: a manager enters a team in an open competition and rosters two athletes; synced; the federation sees the entry', async ({ browser }) => {
  const manager = await newPage(browser);
  const entityLink = await openManagerArea(manager);
  await entityLink.click();
  await manager.getByRole('link', { name: 'Competições com inscrições abertas' }).click();
  const cup = manager.getByRole('region', { name: CUP });
  await expect(cup).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(manager, 'competições com inscrições abertas');

  // Offline from here: the entry, then the roster.
  await manager.context().setOffline(true);
  await cup.getByRole('button', { name: `Inscrever ${TEAM}` }).click();
  await expect(cup.getByRole('button', { name: `Retirar pedido de ${TEAM}` })).toBeVisible({ timeout: 15_000 });
  await cup.getByRole('link', { name: TEAM }).click();
  const roster = manager.getByRole('region', { name: CUP });
  await expect(roster.getByText('Ninguém relacionado ainda nesta competição.')).toBeVisible({ timeout: 30_000 });
  const person = roster.getByRole('combobox', { name: 'Pessoa' });
  const names: string[] = [];
  for (const shirt of ['10', '11']) {
    const name = (await person.locator('option').nth(1).textContent())!.trim();
    names.push(name);
    await person.selectOption({ index: 1 });
    await roster.getByRole('spinbutton', { name: 'Número da camisa' }).fill(shirt);
    await roster.getByRole('button', { name: 'Adicionar' }).click();
    await expect(roster.getByRole('button', { name: `Editar ${name}` })).toBeVisible({ timeout: 15_000 });
  }
  await expect(roster.getByTestId('roster-member')).toHaveCount(2);
  await expectNoSeriousViolations(manager, 'equipe e relação');

  // Online: the entry and both members reach the server, nothing refused.
  await manager.context().setOffline(false);
  await expectSynced(manager, 120_000);
  await expect(manager.getByText(/recusada pelo servidor/)).toHaveCount(0);
  for (const name of names) await expect(roster.getByTestId('roster-member').filter({ hasText: name })).toHaveCount(1);

  // The federation sees the request, and refuses it (the cup's six clubs stay as seeded).
  const admin = await newPage(browser);
  await openSignedIn(admin, 'admin@demo.test', '/competitions/teams/pending/list');
  const refuse = admin.getByRole('button', { name: `Recusar ${TEAM}` });
  await expect(refuse).toBeVisible({ timeout: 120_000 });
  await refuse.click();
  await expect(admin.getByText(`Inscrição de ${TEAM} recusada.`)).toBeVisible({ timeout: 15_000 });
});
