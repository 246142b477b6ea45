// The file collector: a file that no live record names, and that nobody uploaded
// within the grace period (policy.ts UPLOAD_GRACE_MS: an offline device's pending write must still
// find its upload), is removed: its `files` row, then the stored bytes of its variants that no other
// file (of any tenant: the store is shared and content-addressed) still uses. Upload rows older than
// the grace period are dropped too (they grant nothing any more and the quota looks at one day).
// main.ts runs it every COLLECT_EVERY_MS (an unref'd timer, logged); tests call collectUnusedFiles.
//
// Order: rows first, bytes after. The DELETE re-checks every condition in one statement, so a record
// or an upload that arrives meanwhile keeps the file; bytes whose removal fails stay in the store
// unreferenced (wasted space, logged), never a row whose bytes are gone.
import type { Db } from '../db/db';
import { COLLECT_BATCH, COLLECT_EVERY_MS, UPLOAD_GRACE_MS } from './policy';
import type { FileStore } from './store';
import { startPeriodic } from '../periodic';

export interface CollectResult {
  /** `files` rows removed. */
  files: number;
  /** Objects removed from the store (variants no remaining file uses). */
  keys: number;
}

const MAX_BATCHES = 20;

export async function collectUnusedFiles(db: Db, store: FileStore, now: Date, options: { graceMs?: number; batch?: number } = {}): Promise<CollectResult> {
  const cutoff = new Date(now.getTime() - (options.graceMs ?? UPLOAD_GRACE_MS));
  const batch = options.batch ?? COLLECT_BATCH;
  const result: CollectResult = { files: 0, keys: 0 };
  for (let round = 0; round < MAX_BATCHES; round++) {
    const removed = await db.query<{ keys: string[] | null }>(
      `DELETE FROM files f
        WHERE (f.tenant_id, f.id) IN (
          SELECT c.tenant_id, c.id FROM files c
           WHERE c.created_at < $1
             AND NOT EXISTS (SELECT 1 FROM file_refs fr
                               JOIN records r ON r.tenant_id = fr.tenant_id AND r.collection = fr.collection AND r.id = fr.record_id
                              WHERE fr.tenant_id = c.tenant_id AND fr.file_id = c.id AND NOT r.deleted)
             AND NOT EXISTS (SELECT 1 FROM file_uploads u WHERE u.tenant_id = c.tenant_id AND u.file_id = c.id AND u.created_at >= $1)
           LIMIT $2)
       RETURNING (SELECT array_agg(v.value->>'key') FROM jsonb_each(f.variants) AS v) AS keys`,
      [cutoff, batch],
    );
    result.files += removed.length;
    const keys = [...new Set(removed.flatMap((r) => r.keys ?? []))];
    if (keys.length > 0) {
      const used = await db.query<{ key: string }>(
        `SELECT DISTINCT v.value->>'key' AS key FROM files f CROSS JOIN LATERAL jsonb_each(f.variants) AS v WHERE v.value->>'key' = ANY($1::text[])`,
        [keys],
      );
      const stillUsed = new Set(used.map((u) => u.key));
      for (const key of keys) {
        if (stillUsed.has(key)) continue;
        try {
          await store.delete(key);
          result.keys++;
        } catch (error) {
          console.error(`[federa] arquivos: não consegui remover ${key} de ${store.where}:`, error);
        }
      }
    }
    if (removed.length < batch) break;
  }
  await db.query(`DELETE FROM file_uploads WHERE created_at < $1`, [cutoff]);
  return result;
}

/** Runs the collector in the server process: first `firstAfterMs` after start, then every `everyMs`. Returns a stop function. */
export function startFileCollector(
  db: Db, store: FileStore, now: () => Date = () => new Date(), { everyMs = COLLECT_EVERY_MS, firstAfterMs = 60_000 } = {},
): () => void {
  return startPeriodic(async () => {
    const started = Date.now();
    const { files, keys } = await collectUnusedFiles(db, store, now());
    console.log(`[federa] coleta de arquivos: ${files} sem uso removido(s), ${keys} objeto(s) apagado(s) de ${store.where} em ${Date.now() - started} ms`);
  }, { everyMs, firstAfterMs, failure: 'coleta de arquivos falhou' });
}
