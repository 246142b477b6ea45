// Writing a confirmed preview: each matched photo prepared on the device (a person's centred on
// the card's 3:4, a shield kept whole; both re-encoded), kept (keepFile) and set on its record by
// the resource's own put, through the outbox like any edit; the sync round uploads the files first.
// One photo failing does not stop the others; each failure is reported with its reason.
import * as v from 'valibot';
import { findResource } from '../../../domain/resources/index';
import type { PhotoRow } from './match';
import type { PhotoTarget } from './targets';

export interface ApplyDeps {
  /** Crops and re-encodes; throws when the picture cannot be decoded. */
  prepare: (bytes: Uint8Array, target: PhotoTarget) => Promise<Blob>;
  keep: (photo: Blob) => Promise<string>;
  mutate: (name: string, args: unknown) => Promise<unknown>;
}

export interface ApplyReport {
  written: number;
  failed: { path: string; reason: string }[];
}

export async function applyPhotos(rows: readonly PhotoRow[], target: PhotoTarget, deps: ApplyDeps, onProgress: (done: number, total: number) => void = () => undefined): Promise<ApplyReport> {
  const resource = findResource(target.collection);
  if (!resource) throw new Error(`Recurso desconhecido: ${target.collection}`);
  const matched = rows.filter((r) => r.status === 'matched' && r.record && r.bytes);
  const report: ApplyReport = { written: 0, failed: [] };
  for (const [i, row] of matched.entries()) {
    try {
      let photo: Blob;
      try {
        photo = await deps.prepare(row.bytes!, target);
      } catch {
        throw new Error('Imagem corrompida ou ilegível.');
      }
      const ref = await deps.keep(photo);
      // The stored row through the schema: derived keys (name_search) are dropped, as the edit form does.
      const parsed = v.safeParse(resource.schema, { ...row.record, [target.photoField]: ref });
      if (!parsed.success) throw new Error(`Cadastro com dados inválidos (${parsed.issues[0].message}): corrija-o antes de trocar a foto.`);
      await deps.mutate(`${resource.key}.put`, parsed.output);
      report.written++;
    } catch (error) {
      report.failed.push({ path: row.path, reason: error instanceof Error ? error.message : String(error) });
    }
    onProgress(i + 1, matched.length);
  }
  return report;
}
