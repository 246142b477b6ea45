// Files held by records, shared by the browser and the server. A record field that
// holds a file stores `files/<64 lowercase hex>`: the SHA-256 of the bytes the device uploads (its
// own re-encoded copy), computed on the device, so a photo taken offline has its final reference at
// once and the outbox entry that names it never changes. The server keeps its re-encoded variants
// under that name (server/files/).

export const FILE_REF = /^files\/[0-9a-f]{64}$/;

export type FileKind = 'image' | 'document';
export type FileVariant = 'thumb' | 'card' | 'full';
export const FILE_VARIANTS: readonly FileVariant[] = ['thumb', 'card', 'full'];

/** Largest upload the server accepts (bytes); the device re-encodes photos far below it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * How long an upload stands on its own on the server: its uploader may
 * name it in a write and the collector keeps it although no live record names it yet. After that a
 * file lives through the records that name it only.
 */
export const UPLOAD_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A device whose write still waits this long after its file went up sends the bytes again before
 * the write (idempotent by hash; it renews the grace), so a write held offline for weeks still finds
 * its file. Half the grace: a round that starts just before it ends still lands in time.
 */
export const REUPLOAD_AFTER_MS = UPLOAD_GRACE_MS / 2;

export const isFileRef = (value: unknown): value is string => typeof value === 'string' && FILE_REF.test(value);
export const refOfHash = (hash: string): string => `files/${hash}`;
export const hashOfRef = (ref: string): string => ref.slice('files/'.length);

/**
 * Every file reference inside a value, at any depth (a profile's `photo_url`, an approval's
 * `proposed.photo_url`): one rule for every mutation, with no list of fields to keep in step.
 */
export function fileRefsIn(value: unknown, found: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 16) return found;
  if (isFileRef(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) fileRefsIn(item, found, depth + 1);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) fileRefsIn(item, found, depth + 1);
  return found;
}
