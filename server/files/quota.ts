// The upload quota (numbers in policy.ts): before an upload is processed, it is
// counted against its person's and its tenant's uploads over the rolling window, and recorded in
// `file_uploads` (023_file_uploads.sql), which also makes the person an uploader of those bytes.
// Counting and recording happen under a per-tenant transaction lock, so parallel uploads (40 at
// once from one account) cannot all read the count before any of them is recorded.
import type { Db } from '../db/db';
import { QUOTA_MSG } from './messages';
import type { UploadQuota } from './policy';
import { UploadRefusal } from './process';

interface Counts {
  user_files: number;
  user_bytes: number;
  tenant_files: number;
  tenant_bytes: number;
}

/** Counts the upload and records it, or throws UploadRefusal(429) with the pt-BR reason. */
export async function recordUpload(db: Db, quota: UploadQuota, upload: { tenantId: string; userId: string; fileId: string; bytes: number; now: Date }): Promise<void> {
  const { tenantId, userId, fileId, bytes, now } = upload;
  await db.tx(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('federa:uploads:' || $1::text))`, [tenantId]);
    // This person's earlier upload of the same bytes is not counted twice: it is replaced below.
    const [counts] = await tx.query<Counts>(
      `SELECT count(*) FILTER (WHERE user_id = $2)::int AS user_files,
              coalesce(sum(bytes) FILTER (WHERE user_id = $2), 0)::bigint AS user_bytes,
              count(*)::int AS tenant_files,
              coalesce(sum(bytes), 0)::bigint AS tenant_bytes
         FROM file_uploads
        WHERE tenant_id = $1 AND created_at > $3 AND NOT (user_id = $2 AND file_id = $4)`,
      [tenantId, userId, new Date(now.getTime() - quota.windowMs), fileId],
    );
    const c = counts!;
    if (c.user_files + 1 > quota.userFiles || Number(c.user_bytes) + bytes > quota.userBytes) throw new UploadRefusal(429, QUOTA_MSG.user(quota));
    if (c.tenant_files + 1 > quota.tenantFiles || Number(c.tenant_bytes) + bytes > quota.tenantBytes) throw new UploadRefusal(429, QUOTA_MSG.tenant(quota));
    await tx.query(
      `INSERT INTO file_uploads (tenant_id, file_id, user_id, bytes, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, file_id, user_id) DO UPDATE SET bytes = EXCLUDED.bytes, created_at = EXCLUDED.created_at`,
      [tenantId, fileId, userId, bytes, now],
    );
  });
}
