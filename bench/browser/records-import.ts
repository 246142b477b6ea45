// Browser side of bench/records-import.ts: a people import of an XLSX file with the app's own code,
// in headless Chromium over a real IndexedDB replica — read (exceljs, read-table.ts), preview
// (preview.ts, against the replica's snapshot: CPFs registered, entities) and the writes through
// mutateBatch (`profiles.put` per row, each with its outbox entry). Baseline in the same page and
// run: reading the same file alone (exceljs load + cells to text); for scale, the accepted rows put
// raw into an empty profiles table.
import ExcelJS from 'exceljs';
import type { StoredRow } from '../../src/domain/mutators/index';
import { mutateBatch } from '../../src/data/mutate-batch';
import { openTenantDb } from '../../src/data/tenant-db';
import { uuidv7 } from '../../src/domain/uuid';
import { replicaSnapshot } from '../../src/ui/import/import-client';
import { proposeMapping } from '../../src/ui/import/mapping';
import { previewRows } from '../../src/ui/import/preview';
import { readXlsx } from '../../src/ui/import/read-table';
import { PEOPLE_IMPORT } from '../../src/ui/import/specs';

const USER = '0190f0a0-0000-7000-8000-000000000099';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export async function benchRecordsImport(base64: string, associations: { id: string; name: string; cnpj: string }[]) {
  const bytes = bytesOf(base64);
  // Baseline first and last (warm and cold JIT alike): the same bytes read alone.
  const parseOnly: number[] = [];
  const timeParse = async () => {
    const t0 = performance.now();
    await readXlsx(bytes, ExcelJS);
    parseOnly.push(performance.now() - t0);
  };
  await timeParse();

  const db = openTenantDb(`bench-import-${Date.now()}`);
  await db.table('associations').bulkPut(associations.map((a) => ({ ...a, name_search: a.name.toLowerCase() })));
  const t0 = performance.now();
  const table = await readXlsx(bytes, ExcelJS);
  const t1 = performance.now();
  const snapshot = await replicaSnapshot(db, PEOPLE_IMPORT);
  const preview = previewRows(PEOPLE_IMPORT, proposeMapping(PEOPLE_IMPORT, table.headers), table.rows, snapshot, { newId: uuidv7 });
  const t2 = performance.now();
  const result = await mutateBatch(db, { userId: USER, viewer: { id: USER, permissions_names: ['users'] } }, 'profiles.put', preview.accepted.map((a) => a.record), { freshIds: true });
  const t3 = performance.now();
  await timeParse();
  // For scale: the same rows put raw into an empty profiles table (IndexedDB's own cost, no outbox).
  const raw = openTenantDb(`bench-import-raw-${Date.now()}`);
  const r0 = performance.now();
  await raw.table('profiles').bulkPut(preview.accepted.map((a) => ({ ...a.record, id: String(a.record.id), name_search: String(a.record.name).toLowerCase() }) satisfies StoredRow));
  const rawPut = performance.now() - r0;
  await raw.delete();
  const stored = await db.rows('profiles').count();
  const outbox = await db.outbox.count();
  await db.delete();
  return {
    rows: table.rows.length, accepted: preview.accepted.length, refused: preview.refused.length, written: result.written, stored, outbox,
 parse: t1 - t0, preview: t2 - t1, write: t3 - t2, total: t3 - t0, parseOnly: Math.min(...parseOnly), rawPut,
  };
}

(window as unknown as { federaImportBench: unknown }).federaImportBench = { benchRecordsImport };
