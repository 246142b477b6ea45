// Picks the driver from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite files
// under DATA_DIR (or memory, for tests).
import { join } from 'node:path';
import type { DbHandle } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; undefined means in memory. */
  dataDir?: string;
}

export function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir === undefined ? undefined : join(options.dataDir, 'pglite'));
}
