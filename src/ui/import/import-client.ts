// The page's side of the import: a worker per import screen (import-worker.ts through comlink), and
// the replica snapshot the preview needs (registered keys, referenced rows), read once all pulled
// rows are unpacked.
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { whenUnpacked } from '../../data/packs';
import type { TenantDb } from '../../data/tenant-db';
import type { ImportWorkerApi } from './import-worker-api';
import type { ReplicaSnapshot } from './preview';
import { keyOfRecord, referencedCollections, type ImportSpec } from './specs';

export interface ImportWorker {
  api: Remote<ImportWorkerApi>;
  close(): void;
}

export function startImportWorker(): ImportWorker {
  const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'federa-import' });
  const api = wrap<ImportWorkerApi>(worker);
  return { api, close: () => (api[releaseProxy](), worker.terminate()) };
}

export const progressProxy = (onProgress: (done: number) => void) => proxy(onProgress);

export async function replicaSnapshot(db: TenantDb, spec: ImportSpec): Promise<ReplicaSnapshot> {
  await whenUnpacked(db);
  const [own, ...referenced] = await Promise.all([spec.resource, ...referencedCollections(spec)].map((c) => db.rows(c).toArray()));
  const keys = own!.map((row) => keyOfRecord(spec, row)).filter((k): k is string => k !== null);
  const references = Object.fromEntries(referencedCollections(spec).map((c, i) => [c, referenced[i]!]));
  return { keys, references };
}
