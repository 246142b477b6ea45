// The default file store: a directory under DATA_DIR (`<DATA_DIR>/files/ab/<hash>`). A file is
// written under a temporary name and renamed, so a reader never sees half of it and two processes
// storing the same bytes at once both end with the same complete file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertKey, type FileStore } from './store';

export function diskFileStore(root: string): FileStore {
  const dir = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    where: `disco em ${dir}`,
    async has(key) {
      return stat(pathOf(key)).then(() => true, () => false);
    },
    async put(key, bytes) {
      const path = pathOf(key);
      if (await this.has(key)) return;
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temp = `${path}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
