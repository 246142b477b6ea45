// Bench: a people import of 10,000 rows from XLSX — read → preview → written to the local
// store (IndexedDB replica + outbox) — in headless Debian Chromium with the app's code
// (bench/browser/records-import.ts). Baseline, same page and run: reading the file alone. Goal ≤ 5 s.
// Part of `npm run bench` (BENCH_SKIP_IMPORT=1 skips it), or alone: `npx tsx bench/records-import.ts`
// (BENCH_IMPORT_ROWS, default 10,000).
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { cnpjFromBase } from '../src/domain/cnpj';
import { uuidv7 } from '../src/domain/uuid';
import { athletes } from '../server/seed/athletes';
import { openBenchPage } from './bench-page';
import type { benchRecordsImport } from './browser/records-import';
import { fmt, verdict, type BenchRow } from './table';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const GOAL_MS = 5000;

/** The file a federation would send: pt-BR headers, dd/mm/aaaa dates, entities by CNPJ, masked CPFs. */
export async function peopleXlsx(count: number, associations: readonly { id: string; cnpj: string }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pessoas');
  sheet.addRow(['Nome', 'CPF', 'Data de nascimento', 'Gênero', 'Entidade', 'E-mail', 'Telefone']);
  let i = 0;
  for (const p of athletes(count, { seed: 7, cpfBase: 500_000_000, associationIds: associations.map((a) => a.id) })) {
    const entity = associations.find((a) => a.id === p.association_id);
    const [y, m, d] = p.birthdate.split('-');
    sheet.addRow([p.name, p.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'), `${d}/${m}/${y}`, p.gender === 'feminino' ? 'Feminino' : 'Masculino',
      entity?.cnpj ?? '', `pessoa${i++}@exemplo.com.br`, p.phone ?? '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function recordsImportRows(): Promise<BenchRow[]> {
  const associations = Array.from({ length: 40 }, (_, i) => ({ id: uuidv7(), name: `Clube ${i + 1}`, cnpj: cnpjFromBase(String(100_000_000_000 + i * 7919)) }));
  const file = await peopleXlsx(ROWS, associations);
  const { page, close } = await openBenchPage(new URL('./browser/records-import.ts', import.meta.url), 'federaImportBench', 'federa import bench');
  try {
    const r = (await page.evaluate(
      ({ data, associations }) => (window as unknown as { federaImportBench: { benchRecordsImport: typeof benchRecordsImport } }).federaImportBench.benchRecordsImport(data, associations),
      { data: file.toString('base64'), associations },
    )) as Awaited<ReturnType<typeof benchRecordsImport>>;
    if (r.accepted !== ROWS || r.stored !== ROWS || r.outbox !== ROWS) throw new Error(`importação incompleta: ${JSON.stringify(r)}`);
    const s = (v: number) => `${fmt(v / 1000, 2)} s`;
    return [{
      figure: `importar ${fmt(ROWS)} pessoas de XLSX (${fmt(file.length / 1024)} kB): leitura ${s(r.parse)} + prévia ${s(r.preview)} + gravação na réplica e no outbox ${s(r.write)} (bulkPut cru das mesmas linhas só na tabela: ${s(r.rawPut)}; \`bench/records-import.ts\`)`,
      ours: s(r.total),
      baseline: `${s(r.parseOnly)} (só a leitura do arquivo, mesma página)`,
      ratio: `${fmt(r.total / r.parseOnly, 2)}×`,
      goal: `≤ 5 s ${verdict(r.total <= GOAL_MS)}`,
    }];
  } finally {
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { printTable } = await import('./table');
  printTable(await recordsImportRows());
}
