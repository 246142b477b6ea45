// The import's heavy part, off the main thread so the screen stays responsive with 10,000 rows:
// reading the file (exceljs is ~250 kB and loads here only) and the preview (import-worker-api.ts).
import { expose } from 'comlink';
import { importWorkerApi } from './import-worker-api';

export type { FileSummary, ImportWorkerApi } from './import-worker-api';
expose(importWorkerApi());
