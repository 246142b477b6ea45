// The import's heavy part, off the main thread so the screen stays responsive with 10,000 rows:
// reading the file (exceljs is ~250 kB and loads here only) and the preview. The parsed table stays
// in the worker between the two steps; the page sends the mapping and the replica snapshot.
import { expose } from 'comlink';
import { previewRows, type Preview, type ReplicaSnapshot } from './preview';
import type { ColumnMapping } from './mapping';
import { readCsv, readXlsx, sheetKindOf, type Table } from './read-table';
import { IMPORT_SPECS } from './specs';
import { uuidv7 } from '../../../domain/uuid';

let table: Table | null = null;

export interface FileSummary {
  headers: string[];
  rows: number;
}

const api = {
  async read(bytes: Uint8Array): Promise<FileSummary> {
    table = null;
    table = sheetKindOf(bytes) === 'xlsx' ? await readXlsx(bytes, (await import('exceljs')).default) : readCsv(bytes);
    return { headers: table.headers, rows: table.rows.length };
  },
  preview(resource: string, mapping: ColumnMapping, snapshot: ReplicaSnapshot, onProgress: (done: number) => void): Preview {
    const spec = IMPORT_SPECS[resource];
    if (!table || !spec) throw new Error('Nenhum arquivo lido.');
    return previewRows(spec, mapping, table.rows, snapshot, { newId: uuidv7, onProgress, progressEvery: 1000 });
  },
};

export type ImportWorkerApi = typeof api;
expose(api);
