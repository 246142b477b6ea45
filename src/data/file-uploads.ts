// The files a sync round must upload before it pushes: every file kept on this device (files.ts)
// that a write of the batch names, at any depth of its args. Each goes up once (the server is
// idempotent by hash, so a retry after a lost answer or a reload mid-upload stores nothing new).
// A network failure or a 5xx stops the round with the write still pending; a refusal (a 4xx about
// the file itself) marks the file refused and lets the write go: the server refuses a write naming
// bytes it never got (`file_missing`), and the panel then shows the upload's own reason.
// An upload the server confirmed long ago (REUPLOAD_AFTER_MS) goes up again before its write: the
// server lets an uploader name a file no record names yet only for a grace period, so a write held
// offline for weeks would otherwise be refused for a file it did send.
import { fileRefsIn, REUPLOAD_AFTER_MS } from '../domain/files';
import type { MutationMessage, PushAnswer } from '../domain/protocol';
import type { TenantDb } from './tenant-db';

/** What the transport sends up: the kept bytes and the reference they were kept under. */
export interface FileUpload {
  ref: string;
  bytes: ArrayBuffer;
  mime: string;
}

/** Confirmed so long ago that the server's grace may be over (no date: kept before dates were kept). */
const stale = (uploadedAt: string | undefined, now: Date): boolean =>
  uploadedAt === undefined || now.getTime() - Date.parse(uploadedAt) >= REUPLOAD_AFTER_MS;

/** Statuses that refuse the file itself: sending it again would be refused again. */
const REFUSES_FILE = new Set([400, 413, 415, 422]);

export interface UploadFailure {
  status: number;
  message: string | null;
}

/**
 * Uploads the pending files named by `mutations`. `upload` throws for a failure; `refusal` says
 * which failures are the server refusing the file (with its message), anything else propagates.
 */
export async function uploadFilesOf(
  db: TenantDb,
  mutations: readonly Pick<MutationMessage, 'args'>[],
  upload: ((file: FileUpload) => Promise<unknown>) | undefined,
  refusal: (error: unknown) => UploadFailure | null,
  now: Date = new Date(),
): Promise<number> {
  const refs = new Set<string>();
  for (const m of mutations) fileRefsIn(m.args, refs);
  let sent = 0;
  for (const ref of refs) {
    const file = await db.files.get(ref);
    if (!file || !(file.status === 'pending' || (file.status === 'uploaded' && stale(file.uploadedAt, now)))) continue;
    // A transport that cannot upload (an old service worker) leaves the round as if offline.
    if (!upload) throw new TypeError('Envio de arquivos indisponível.');
    try {
      await upload({ ref, bytes: file.bytes, mime: file.mime });
      await db.files.update(ref, { status: 'uploaded', uploadedAt: now.toISOString() });
      sent++;
    } catch (error) {
      const refused = refusal(error);
      if (!refused || !REFUSES_FILE.has(refused.status)) throw error;
      await db.files.update(ref, { status: 'refused', message: refused.message ?? 'Arquivo recusado pelo servidor.' });
    }
  }
  return sent;
}

/** A refused write that names a refused file says why the file was refused (not only "missing"). */
export async function explainFileRefusals(db: TenantDb, answer: PushAnswer, clientId: string): Promise<void> {
  for (const result of answer.results) {
    if (result.ok || result.code !== 'file_missing') continue;
    const entry = await db.outbox.where('[clientId+seq]').equals([clientId, result.seq]).first();
    if (!entry || entry.status !== 'rejected') continue;
    for (const ref of fileRefsIn(entry.args)) {
      const file = await db.files.get(ref);
      if (file?.status === 'refused') {
        await db.outbox.update(entry.id!, { message: `Arquivo recusado pelo servidor: ${file.message ?? ''}`.trim() });
        break;
      }
    }
  }
}
