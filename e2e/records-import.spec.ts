import { test, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { cpfFromBase } from '../src/domain/cpf';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';
import { expectSynced } from './support/sync-ui';

// An XLSX of 1,000 people with 20 bad rows of different kinds. The preview shows
// exactly those 20 with their reasons, the rest is written through the outbox, synced, and is on
// the server (a fresh sign-in on another device lists it, verified).
test.describe.configure({ timeout: 300_000 });

const CLUB = 'Sociedade Esportiva Paulistana';
// A demo athlete's CPF (server/seed/athletes.ts numbers them from 900000000): already registered.
const REGISTERED = (i: number) => cpfFromBase(String(900_000_001 + i));

interface Bad {
  cells: (string | Date | null)[];
  reason: string;
}

function peopleFile(run: string, base: number): { rows: (string | Date | null)[][]; bad: Map<number, string> } {
  const name = (i: number) => `E2E ${run} Pessoa ${String(i).padStart(4, '0')}`;
  const good = (i: number): (string | Date | null)[] => [name(i), cpfFromBase(String(base + i)), new Date(Date.UTC(1990 + (i % 20), i % 12, 1 + (i % 28))), CLUB, `p${i}@exemplo.com.br`, '11987654321'];
  const wrongDigit = (cpf: string) => cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
  const bads: Bad[] = [
    ...[0, 1, 2, 3].map((k) => ({ cells: [name(2000 + k), wrongDigit(cpfFromBase(String(base + 2000 + k))), '01/02/2000', CLUB, null, null], reason: 'CPF inválido.' })),
    ...[4, 5, 6].map((k) => ({ cells: [name(2000 + k), cpfFromBase(String(base + k)), '01/02/2000', CLUB, null, null], reason: `CPF repetido no arquivo (linha ${k + 2}).` })),
    ...[7, 8, 9].map((k) => ({ cells: [name(2000 + k), REGISTERED(k), '01/02/2000', CLUB, null, null], reason: 'CPF já cadastrado.' })),
    ...[10, 11, 12].map((k) => ({ cells: [name(2000 + k), cpfFromBase(String(base + 2000 + k)), '01/02/2000', 'Clube Que Não Existe', null, null], reason: 'Entidade: "Clube Que Não Existe" não consta do cadastro.' })),
    { cells: [name(2013), cpfFromBase(String(base + 2013)), '31/02/2001', CLUB, null, null], reason: 'Data de nascimento inválida.' },
    { cells: [name(2014), cpfFromBase(String(base + 2014)), 'ontem', CLUB, null, null], reason: 'Data de nascimento: "ontem" não é uma data (use dd/mm/aaaa).' },
    { cells: [name(2015), cpfFromBase(String(base + 2015)), '01/01/2999', CLUB, null, null], reason: 'Data de nascimento não pode estar no futuro.' },
    ...[16, 17].map((k) => ({ cells: [null, cpfFromBase(String(base + 2000 + k)), '01/02/2000', CLUB, null, null], reason: 'Informe o nome.' })),
    ...[18, 19].map((k) => ({ cells: [name(2000 + k), cpfFromBase(String(base + 2000 + k)), '01/02/2000', CLUB, 'sem-arroba', null], reason: 'Informe um e-mail válido.' })),
  ];
  // 980 good rows, a bad one every 49 rows after the first 10 (so repeats point back at good ones).
  const rows: (string | Date | null)[][] = [];
  const bad = new Map<number, string>();
  let g = 0;
  for (let k = 0; k < 1000; k++) {
    const b = k >= 10 && (k - 10) % 49 === 0 ? bads[(k - 10) / 49] : undefined;
    if (b) bad.set(k + 2, b.reason);
    rows.push(b ? b.cells : good(g++));
  }
  expect(bad.size).toBe(20);
  return { rows, bad };
}

async function xlsx(rows: (string | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pessoas');
  sheet.addRow(['Nome', 'CPF', 'Data de nascimento', 'Entidade', 'E-mail', 'Telefone']);
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function countOf(page: Page, term: string): Promise<void> {
  await page.getByLabel('Nome ou CPF').fill(term);
}

test('an XLSX of 1,000 people with 20 bad rows: those 20 refused with their reasons, the 980 others imported and synced', async ({ page, browser }) => {
  const stamp = Date.now();
  const run = String(stamp % 1_000_000).padStart(6, '0');
  const base = 100_000_000 + (stamp % 600_000) * 1000;
  const { rows, bad } = peopleFile(run, base);

  await openSignedIn(page, 'master@demo.test', '/records/users');
  // The preview resolves entities from the replica: the first download must be complete (in a full
  // run earlier specs re-version rows, so the club may arrive in the last pull page).
  await expectSynced(page, 180_000);
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { name: 'Importar pessoas' })).toBeVisible();
  await page.getByLabel('Planilha (CSV ou XLSX)').setInputFiles({ name: 'pessoas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(rows) });

  // Mapping proposed from the pt-BR headers.
  await expect(page.getByText('1000 linhas de dados.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /^CPF/ })).toHaveValue('1');
  await page.getByRole('button', { name: 'Conferir linhas' }).click();

  await expect(page.getByTestId('import-summary')).toHaveText('980 linhas aceitas, 20 recusadas.', { timeout: 60_000 });
  const refused = page.getByTestId('refused-rows').locator('tbody tr');
  await expect(refused).toHaveCount(20);
  const shown = new Map<number, string>();
  for (const row of await refused.all()) {
    const cells = await row.locator('td').allTextContents();
    shown.set(Number(cells[0]), cells[2]!);
  }
  expect(shown).toEqual(bad);
  await expectNoSeriousViolations(page, 'prévia da importação');

  // Nothing was written before the confirmation.
  await page.goto('/records/users/export');
  await countOf(page, `e2e ${run}`);
  await expect(page.getByTestId('export-count')).toHaveText('0 registros');
  await page.goBack();
  await page.getByLabel('Planilha (CSV ou XLSX)').setInputFiles({ name: 'pessoas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(rows) });
  await page.getByRole('button', { name: 'Conferir linhas' }).click();
  await page.getByRole('button', { name: 'Importar 980 linhas aceitas' }).click();
  await expect(page.getByText('980 registros gravados neste aparelho.', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expectSynced(page, 180_000);

  // On the server: another device signs in and pulls them, verified by the server.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await openSignedIn(fresh, 'master@demo.test', '/records/users/export');
  await countOf(fresh, `e2e ${run}`);
  await expect(fresh.getByTestId('export-count')).toHaveText('980 registros', { timeout: 120_000 });
  await countOf(fresh, `e2e ${run} pessoa 0500`);
  await expect(fresh.getByTestId('export-count')).toHaveText('1 registro');
  const sample = fresh.getByRole('row', { name: new RegExp(`E2E ${run} Pessoa 0500`) });
  await expect(sample.getByRole('cell', { name: CLUB })).toBeVisible();
  await expect(sample.getByText('Verificado', { exact: true })).toBeVisible();
  await expect(sample.getByRole('cell', { name: cpfFromBase(String(base + 500)).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') })).toBeVisible();
  await other.close();
});
