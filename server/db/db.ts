// The one database interface the server speaks. Two drivers implement it (PGlite embedded, pg for
// PostgreSQL) with the same SQL, so every query is written once and tested against both.

export type SqlParam = string | number | boolean | null | Date | readonly string[] | readonly number[] | readonly boolean[];

export interface Db {
  /** One statement with `$1…` parameters; returns its rows (int8 as number, date as 'YYYY-MM-DD'). */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Calling
   * `tx` on a transaction's handle opens a savepoint, so helpers can nest without knowing.
   */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

/** An open database plus what only its owner (main, a test) may do with it. */
export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** SQLSTATE of a driver error (both drivers put it on `.code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
/** An exclusion constraint refused a row (033: two live reservations of one space overlapping). */
export const EXCLUSION_VIOLATION = '23P01';
