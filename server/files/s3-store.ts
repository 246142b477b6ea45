// The S3-compatible file store (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), for several servers
// sharing one store. Objects are named `<prefix><hash>`; every call has a deadline.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertKey, type FileStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO: http://minio:9000). */
  endpoint?: string;
  /** Path-style addresses (MinIO and most self-hosted services need it). */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix?: string;
  timeoutMs?: number;
}

const missing = (error: unknown): boolean =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export function s3FileStore(options: S3StoreOptions, client?: S3Client): FileStore {
  const s3 = client ?? new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const name = (key: string) => {
    assertKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  const deadline = () => ({ abortSignal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  return {
    where: `S3 ${options.endpoint ?? options.region}/${options.bucket}/${options.prefix ?? ''}`,
    async has(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: name(key) }), deadline());
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      if (await this.has(key)) return;
      await s3.send(new PutObjectCommand({ Bucket: options.bucket, Key: name(key), Body: bytes, ContentType: contentType }), deadline());
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: name(key) }), deadline());
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success.
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: name(key) }), deadline());
    },
  };
}
