// Where file bytes live: content-addressed by the SHA-256 of the stored bytes (a key is that hash),
// so the same bytes are stored once whoever uploads them, and several servers can share one store
// (the S3-compatible backend). Which bytes a record's reference stands for, and who may read them,
// is in the database (`files`, `file_refs`: 013_files.sql).

export interface FileStore {
  /** Human description for the start-up banner and errors ("disco em .data/files", "S3 bucket x"). */
  readonly where: string;
  has(key: string): Promise<boolean>;
  /** Stores the bytes under their hash; a key already stored is left as it is. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when the key is not stored. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes (the collector, gc.ts); a key not stored is no error. */
  delete(key: string): Promise<void>;
}

export const STORE_KEY = /^[0-9a-f]{64}$/;

export function assertKey(key: string): void {
  // Keys become paths and object names: only ever a hash.
  if (!STORE_KEY.test(key)) throw new Error(`Chave de arquivo inválida: ${key}`);
}
