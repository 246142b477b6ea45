// What an upload becomes: its type is read from the content (file-type; the name is never trusted),
// images are decoded and re-encoded by sharp (auto-oriented, every metadata block dropped — EXIF,
// GPS, XMP, ICC — and resized to the sizes screens use), PDFs are kept as sent. Any refusal is an
// UploadRefusal with a pt-BR message and its 4xx status, before anything is stored.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { FileKind, FileVariant } from '../../src/domain/files';
import { FILE_MSG } from './messages';

export class UploadRefusal extends Error {
  constructor(readonly httpStatus: 400 | 413 | 415 | 422 | 429, message: string) {
    super(message);
  }
}

/** Decompression bombs: a small file that decodes to a huge bitmap. A 12 MP phone photo is far below. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Longest side of each variant (3:4 portraits: thumb 120×160, card 480×640, full 1200×1600). */
export const VARIANT_SIZES: Readonly<Record<FileVariant, { width: number; height: number }>> = {
  thumb: { width: 120, height: 160 },
  card: { width: 480, height: 640 },
  full: { width: 1200, height: 1600 },
};

export interface StoredVariant {
  key: string;
  mime: string;
  bytes: number;
  width?: number;
  height?: number;
}

export interface ProcessedUpload {
  kind: FileKind;
  variants: Partial<Record<FileVariant, StoredVariant & { data: Uint8Array }>>;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** Whether this sharp build decodes HEIC (the prebuilt one decodes AVIF only: no HEVC licence). */
const sharpReadsHeic = (): boolean => (sharp.format.heif?.input.fileSuffix ?? []).includes('.heic');

async function processImage(bytes: Uint8Array): Promise<ProcessedUpload> {
  let meta: Metadata;
  try {
    // Reads the header only: the dimensions are known before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefusal(422, FILE_MSG.corrupt);
  }
  if (!meta.width || !meta.height) throw new UploadRefusal(422, FILE_MSG.corrupt);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UploadRefusal(413, FILE_MSG.bomb);
  const variants: ProcessedUpload['variants'] = {};
  for (const [variant, size] of Object.entries(VARIANT_SIZES) as [FileVariant, { width: number; height: number }][]) {
    try {
      // limitInputPixels again, in case the header lied about the size; failOn 'error': a truncated file is refused.
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // applies the EXIF orientation, then the orientation tag is gone with the rest
        .resize({ ...size, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' }) // JPEG has no transparency: a PNG's becomes white, not black
        .jpeg({ quality: variant === 'thumb' ? 70 : 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      const out = new Uint8Array(data);
      variants[variant] = { key: sha256(out), mime: 'image/jpeg', bytes: out.byteLength, width: info.width, height: info.height, data: out };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UploadRefusal(413, FILE_MSG.bomb);
      throw new UploadRefusal(422, FILE_MSG.corrupt);
    }
  }
  return { kind: 'image', variants };
}

function processPdf(bytes: Uint8Array): ProcessedUpload {
  // file-type saw %PDF- at the start; a PDF also ends with its %%EOF marker (within the last KiB).
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (!tail.includes('%%EOF')) throw new UploadRefusal(422, FILE_MSG.badPdf);
  return { kind: 'document', variants: { full: { key: sha256(bytes), mime: 'application/pdf', bytes: bytes.byteLength, data: bytes } } };
}

/** Sniffs and transforms an upload; throws UploadRefusal for anything not accepted. */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  if (bytes.byteLength === 0) throw new UploadRefusal(400, FILE_MSG.empty);
  const type = await fileTypeFromBuffer(bytes);
  if (!type) throw new UploadRefusal(415, FILE_MSG.badType);
  if (type.mime === 'application/pdf') return processPdf(bytes);
  if (HEIC_TYPES.has(type.mime)) {
    if (!sharpReadsHeic()) throw new UploadRefusal(415, FILE_MSG.heicUnsupported);
    return processImage(bytes);
  }
  if (IMAGE_TYPES.has(type.mime)) return processImage(bytes);
  throw new UploadRefusal(415, FILE_MSG.badType);
}

/** The name a client gave the file, if any: a plain name, never a path. */
export function checkFileName(name: string | undefined): void {
  if (name === undefined || name === '') return;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (name.length > 200 || /[/\\\u0000-\u001f\u007f]/.test(name) || name.split('.').every((p) => p === '') || name.includes('..')) {
    throw new UploadRefusal(400, FILE_MSG.badName);
  }
}
