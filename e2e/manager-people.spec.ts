// The entity manager's people: gestor@demo.test imports a spreadsheet into their entity
// (`/my/associations/users/import/{id}`): the file's "Entidade" column is not theirs to fill (the
// entity is the route's), the preview refuses a bad CPF in pt-BR, the accepted people are written
// through the outbox (the real import worker, given the fixed entity), synced with nothing refused,
// and listed under the entity, unverified (waiting for the federation). axe checks the import screen.
import { test, expect } from '@playwright/test';
import { cpfFromBase } from '../src/domain/cpf';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';

test.describe.configure({ timeout: 240_000 });

test('a manager imports a list of people into their entity: the entity fixed, a bad row refused, the rest synced and listed', async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const names = [`Importada A ${stamp}`, `Importada B ${stamp}`];
  const cpfs = [cpfFromBase(`322${stamp}`), cpfFromBase(`323${stamp}`)];
  const broken = cpfs[0]!.slice(0, 10) + String((Number(cpfs[0]![10]) + 1) % 10);
  const csv = [
    'Nome;CPF;Data de nascimento;Entidade',
    `${names[0]};${cpfs[0]};15/06/2008;Outra Entidade Qualquer`,
    `${names[1]};${cpfs[1]};01/02/2009;`,
    `Dígito Errado ${stamp};${broken};01/02/2009;`,
  ].join('\r\n');

  await openSignedIn(page, 'gestor@demo.test', '/my/associations');
  const entityLink = page.getByRole('main').getByRole('link').first();
  await expect(entityLink).toBeVisible({ timeout: 90_000 });
  await expectSynced(page, 90_000);
  await entityLink.click();
  await expect(page).toHaveURL(/\/my\/associations\/show\/[0-9a-f-]{36}$/);
  const entityId = page.url().split('/').at(-1)!;
  await page.getByRole('link', { name: 'Importar pessoas (planilha)' }).click();
  await expect(page).toHaveURL(`/my/associations/users/import/${entityId}`);
  await page.getByLabel('Planilha (CSV ou XLSX)').setInputFiles({ name: 'pessoas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  await expect(page.getByText('3 linhas de dados.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /^Entidade/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Conferir linhas' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText('2 linhas aceitas, 1 recusadas.', { timeout: 30_000 });
  await expect(page.getByTestId('refused-rows').getByText('CPF inválido.')).toBeVisible();
  await expectNoSeriousViolations(page, 'importação de pessoas da entidade');
  await page.getByRole('button', { name: 'Importar 2 linhas aceitas' }).click();
  await expect(page.getByText(/2 registros gravados neste aparelho/)).toBeVisible({ timeout: 30_000 });

  await expectSynced(page, 120_000);
  await expect(page.getByText(/recusada pelo servidor/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver a lista' }).click();
  await expect(page).toHaveURL(`/my/associations/users/${entityId}`);
  for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
  // Unverified: the federation has each person's registration to check.
  await page.getByRole('row').filter({ hasText: names[0] }).getByRole('cell').first().click();
  await expect(page.getByText('Não verificado')).toBeVisible({ timeout: 30_000 });
});
