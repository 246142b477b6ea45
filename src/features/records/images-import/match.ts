// The preview of a ZIP of photos, before anything is written: each photo matched to one record of
// the local replica by the CPF or CNPJ in its name, or refused with the reason. Pure.
import type { StoredRow } from '../../../domain/mutators/index';
import type { PhotoTarget } from './targets';
import type { ZipPhoto } from './zip-photos';

export type PhotoStatus = 'matched' | 'unknown' | 'invalid_name' | 'bad_image' | 'duplicate' | 'too_large';

export interface PhotoRow {
  path: string;
  status: PhotoStatus;
  /** The canonical CPF/CNPJ of the name, when it is one. */
  key: string | null;
  /** The record the photo goes to (matched only). */
  record?: StoredRow;
  bytes: Uint8Array | null;
  reason: string;
}

/** JPEG, PNG or WebP by their first bytes (the extension says nothing). */
export function isImageBytes(bytes: Uint8Array): boolean {
  const b = bytes;
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const webp = String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP';
  return jpeg || png || webp;
}

export function matchPhotos(photos: readonly ZipPhoto[], target: PhotoTarget, byKey: ReadonlyMap<string, readonly StoredRow[]>): PhotoRow[] {
  const counts = new Map<string, number>();
  const keys = photos.map((p) => (p.tooLarge ? null : target.keyOf(p.baseName)));
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return photos.map((photo, i): PhotoRow => {
    const key = keys[i] ?? null;
    const row = (status: PhotoStatus, reason: string, record?: StoredRow): PhotoRow => ({ path: photo.path, status, key, bytes: photo.bytes, reason, ...(record ? { record } : {}) });
    if (photo.tooLarge || !photo.bytes) return row('too_large', 'Foto grande demais (mais de 10 MB).');
    if (!key) return row('invalid_name', `O nome do arquivo não é um ${target.keyLabel} válido.`);
    if ((counts.get(key) ?? 0) > 1) return row('duplicate', `${target.keyLabel} repetido no ZIP (${counts.get(key)} fotos): nenhuma foi usada.`);
    if (!isImageBytes(photo.bytes)) return row('bad_image', 'Não é uma imagem JPEG, PNG ou WebP.');
    const found = byKey.get(key) ?? [];
    if (found.length === 0) return row('unknown', `${target.keyLabel} não cadastrado.`);
    return row('matched', '', found[0]);
  });
}

/** How many rows of each status, for the summary. */
export const countByStatus = (rows: readonly PhotoRow[]): Record<PhotoStatus, number> => {
  const counts: Record<PhotoStatus, number> = { matched: 0, unknown: 0, invalid_name: 0, bad_image: 0, duplicate: 0, too_large: 0 };
  for (const r of rows) counts[r.status]++;
  return counts;
};

/**
 * Marks as bad_image the matched photos the device cannot decode (a truncated JPEG passes the
 * first-bytes test), so the preview is what the import will do. `decodes` is the browser's decoder.
 */
export async function checkDecodes(rows: readonly PhotoRow[], decodes: (bytes: Uint8Array) => Promise<boolean>, onProgress: (done: number, total: number) => void = () => undefined): Promise<PhotoRow[]> {
  const total = rows.filter((r) => r.status === 'matched').length;
  let done = 0;
  const out: PhotoRow[] = [];
  for (const row of rows) {
    if (row.status !== 'matched' || !row.bytes) {
      out.push(row);
      continue;
    }
    const ok = await decodes(row.bytes).catch(() => false);
    out.push(ok ? row : { ...row, status: 'bad_image', reason: 'Imagem corrompida ou ilegível.', record: undefined });
    onProgress(++done, total);
  }
  return out;
}
