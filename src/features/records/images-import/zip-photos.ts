// The entries of a ZIP of photos, read on the device with fflate. Folders, macOS resource forks and
// hidden files are skipped; an entry declaring more than the upload limit is listed as too large
// without being inflated, and the archive is read up to MAX_ENTRIES photos.
import { unzip, type UnzipFileInfo } from 'fflate';
import { MAX_UPLOAD_BYTES } from '../../../domain/files';

export const MAX_ZIP_BYTES = 300 * 1024 * 1024;
export const MAX_ENTRIES = 5000;

export interface ZipPhoto {
  /** The path inside the archive, as shown in the preview. */
  path: string;
  /** The file's name without folders and extension: what is matched. */
  baseName: string;
  bytes: Uint8Array | null;
  /** Declared size over the limit: not inflated. */
  tooLarge: boolean;
}

export const isSkipped = (path: string): boolean =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || path.split('/').some((part) => part.startsWith('.'));

export const baseNameOf = (path: string): string => {
  const file = path.split('/').pop() ?? '';
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).trim();
};

export class ZipError extends Error {}

export function readZipPhotos(zip: Uint8Array): Promise<ZipPhoto[]> {
  if (zip.byteLength > MAX_ZIP_BYTES) return Promise.reject(new ZipError(`Arquivo ZIP grande demais: o limite é de ${MAX_ZIP_BYTES / 1024 / 1024} MB.`));
  const tooLarge: string[] = [];
  let taken = 0;
  const filter = (file: UnzipFileInfo): boolean => {
    if (isSkipped(file.name)) return false;
    if (file.originalSize > MAX_UPLOAD_BYTES) {
      tooLarge.push(file.name);
      return false;
    }
    return ++taken <= MAX_ENTRIES;
  };
  return new Promise((resolve, reject) => {
    unzip(zip, { filter }, (error, files) => {
      if (error) return reject(new ZipError('Não foi possível ler o ZIP: o arquivo está corrompido ou não é um ZIP.'));
      const photos: ZipPhoto[] = Object.entries(files).map(([path, bytes]) => ({ path, baseName: baseNameOf(path), bytes, tooLarge: false }));
      photos.push(...tooLarge.map((path) => ({ path, baseName: baseNameOf(path), bytes: null, tooLarge: true })));
      resolve(photos.sort((a, b) => a.path.localeCompare(b.path)));
    });
  });
}
