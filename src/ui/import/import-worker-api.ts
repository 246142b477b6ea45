// The import worker's calls (import-worker.ts exposes them through comlink): reading the file, then
// the preview. The parsed table stays here between the two steps; the page sends the mapping, the
// replica snapshot and the fields it fixes (specs.ts fixSpec). A factory, so a test can run the
// same calls in its own thread.
import { uuidv7 } from '../../domain/uuid';
import type { ColumnMapping } from './mapping';
import { previewRows, type Preview, type ReplicaSnapshot } from './preview';
import { readCsv, readXlsx, sheetKindOf, type Table } from './read-table';
import { fixSpec, IMPORT_SPECS } from './specs';

export interface FileSummary {
  headers: string[];
  rows: number;
}

export function importWorkerApi() {
  let table: Table | null = null;
  return {
    async read(bytes: Uint8Array): Promise<FileSummary> {
      table = null;
      table = sheetKindOf(bytes) === 'xlsx' ? await readXlsx(bytes, (await import('exceljs')).default) : readCsv(bytes);
      return { headers: table.headers, rows: table.rows.length };
    },
    preview(resource: string, mapping: ColumnMapping, snapshot: ReplicaSnapshot, onProgress: (done: number) => void, fixed: Readonly<Record<string, unknown>> = {}): Preview {
      const spec = IMPORT_SPECS[resource];
      if (!table || !spec) throw new Error('Nenhum arquivo lido.');
      return previewRows(fixSpec(spec, fixed), mapping, table.rows, snapshot, { newId: uuidv7, onProgress, progressEvery: 1000 });
    },
  };
}

export type ImportWorkerApi = ReturnType<typeof importWorkerApi>;
