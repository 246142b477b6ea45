// Which file store a server process uses, from its environment (README "File store"):
//   FILE_STORE=disk (default)  → <DATA_DIR>/files, or FILE_STORE_DIR
//   FILE_STORE=s3              → S3_BUCKET (required), S3_REGION (default us-east-1), S3_ENDPOINT,
//                                S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX
import { join } from 'node:path';
import { diskFileStore } from './disk-store';
import { s3FileStore } from './s3-store';
import type { FileStore } from './store';

const set = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export function fileStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): FileStore {
  const kind = (set(env.FILE_STORE) ?? 'disk').toLowerCase();
  if (kind === 'disk') return diskFileStore(set(env.FILE_STORE_DIR) ?? join(dataDir, 'files'));
  if (kind !== 's3') throw new Error(`FILE_STORE inválido: ${kind} (use disk ou s3)`);
  const bucket = set(env.S3_BUCKET);
  if (!bucket) throw new Error('FILE_STORE=s3 precisa de S3_BUCKET.');
  return s3FileStore({
    bucket,
    region: set(env.S3_REGION) ?? 'us-east-1',
    endpoint: set(env.S3_ENDPOINT),
    forcePathStyle: set(env.S3_FORCE_PATH_STYLE) ? ['1', 'true', 'yes'].includes(env.S3_FORCE_PATH_STYLE!.toLowerCase()) : undefined,
    accessKeyId: set(env.S3_ACCESS_KEY_ID),
    secretAccessKey: set(env.S3_SECRET_ACCESS_KEY),
    prefix: set(env.S3_PREFIX),
  });
}
