import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFileStore } from './disk-store';
import { sha256 } from './process';
import { fileStoreFromEnv } from './store-from-env';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'federa-files-'));
  dirs.push(dir);
  return dir;
};

describe('disk file store', () => {
  it('stores bytes under their hash once, reads them back, and knows what it lacks', async () => {
    const dir = tempDir();
    const store = diskFileStore(dir);
    const bytes = new TextEncoder().encode('uma foto');
    const key = sha256(bytes);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await Promise.all([store.put(key, bytes, 'image/jpeg'), store.put(key, bytes, 'image/jpeg')]);
    expect(await store.get(key)).toEqual(bytes);
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([key]); // no temporary file left behind
  });
  it('takes only a hash as a key, never a path', async () => {
    const store = diskFileStore(tempDir());
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/inválida/);
    await expect(store.put('../x', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/inválida/);
  });
});

describe('fileStoreFromEnv', () => {
  it('is the disk under DATA_DIR by default, S3 when asked, and says what is missing', () => {
    expect(fileStoreFromEnv({}, '/srv/federa').where).toBe('disco em /srv/federa/files');
    expect(fileStoreFromEnv({ FILE_STORE: 's3', S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://minio:9000' }, '.data').where).toBe('S3 http://minio:9000/fotos/');
    expect(() => fileStoreFromEnv({ FILE_STORE: 's3' }, '.data')).toThrow('FILE_STORE=s3 precisa de S3_BUCKET.');
    expect(() => fileStoreFromEnv({ FILE_STORE: 'ftp' }, '.data')).toThrow(/FILE_STORE inválido/);
  });
});
