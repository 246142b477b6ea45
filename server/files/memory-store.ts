// A file store in memory: what createApp uses when none is given (tests, tools). Never for a server.
import { assertKey, type FileStore } from './store';

export function memoryFileStore(): FileStore & { readonly size: number } {
  const files = new Map<string, Uint8Array>();
  return {
    where: 'memória',
    get size() {
      return files.size;
    },
    has: async (key) => (assertKey(key), files.has(key)),
    put: async (key, bytes) => {
      assertKey(key);
      if (!files.has(key)) files.set(key, new Uint8Array(bytes));
    },
    get: async (key) => (assertKey(key), files.get(key) ?? null),
    delete: async (key) => {
      assertKey(key);
      files.delete(key);
    },
  };
}
