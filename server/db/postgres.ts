// PostgreSQL through a pg Pool (used when DATABASE_URL is set). Plain queries take any pooled
// connection; a transaction holds one client from BEGIN to COMMIT.
import pg from 'pg';
import type { Db, DbHandle, SqlParam } from './db';
import { parsers } from './types';

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

type Queryable = Pick<pg.PoolClient, 'query'>;

function clientDb(client: Queryable, depth: number): Db {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
    async tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const name = `sp_${depth + 1}`;
      await client.query(`SAVEPOINT ${name}`);
      try {
        const value = await fn(clientDb(client, depth + 1));
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return value;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
  };
}

export interface PostgresOptions {
  /** Pool size; the default suits one Node process on a small machine. */
  max?: number;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A runaway query must not hold a connection (and its locks) forever.
    statement_timeout: 30_000,
  });
  // An idle client can lose its server (restart, network); pg reports it here, and an unhandled
  // 'error' event would crash the process. The pool drops the client and opens a new one.
  pool.on('error', (error) => console.error('[db] conexão ociosa perdida:', error.message));
  await pool.query('SELECT 1'); // fail at start, not on the first request

  const db: Db = {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const value = await fn(clientDb(client, 0));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        // The original error matters more; a client that cannot even roll back is discarded.
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** One statement on a connection of its own, outside any pool: CREATE or DROP DATABASE for throwaway databases (tests, benches). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
