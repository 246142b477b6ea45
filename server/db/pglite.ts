// Embedded PostgreSQL (WASM). One instance is one connection: PGlite queues queries and
// transactions itself, so there is no pool to size.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
// The exclusion constraint against double booking (033_reservations.sql) compares uuid and text with
// `=` inside a GiST index, which needs btree_gist; PGlite ships it as a loadable contrib module.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db, DbHandle, SqlParam } from './db';
import { parsers } from './types';

type Runner = Pick<Transaction, 'query' | 'exec'>;

function wrap(runner: Runner, transaction: (fn: (tx: Runner) => Promise<unknown>) => Promise<unknown>, depth: number): Db {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await runner.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return transaction((tx) => fn(wrap(tx, savepointTransaction(tx, depth + 1), depth + 1))) as Promise<T>;
    },
  };
}

/** Nested `tx` inside a transaction: a savepoint on the same connection. */
function savepointTransaction(runner: Runner, depth: number) {
  return async (fn: (tx: Runner) => Promise<unknown>) => {
    const name = `sp_${depth}`;
    await runner.exec(`SAVEPOINT ${name}`);
    try {
      const value = await fn(runner);
      await runner.exec(`RELEASE SAVEPOINT ${name}`);
      return value;
    } catch (error) {
      await runner.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  };
}

export interface PgliteHandle extends DbHandle {
  /** The whole database as a tarball (tests start later instances from it: ~0.7 s instead of ~5 s). */
  dump(): Promise<Blob>;
}

/**
 * Opens PGlite on `dataDir` (created if missing), or in memory when it is undefined (tests);
 * `from` starts it from an earlier dump().
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<PgliteHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { parsers, extensions: { btree_gist }, ...(from ? { loadDataDir: from } : {}) });
  const db = wrap(pglite, (fn) => pglite.transaction(fn), 0);
  return { db, kind: 'pglite', close: () => pglite.close(), dump: () => pglite.dumpDataDir('none') };
}
