// Versioned migrations: server/db/migrations/NNN_name.sql, applied in order at start, each in its
// own transaction together with its row in schema_migrations. An applied file must never change
// (its checksum is stored): write a new migration instead.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Two servers starting against one PostgreSQL would race; every step below first takes this
 * transaction-scoped advisory lock, so the second waits and then finds the work done.
 * (PGlite is a single connection, where the lock is simply granted.)
 */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('federa:schema_migrations'))`;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migração com nome inválido: ${file} (use NNN_nome.sql)`);
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Versão de migração repetida: ${file}`);
    migrations.push({ version, name: match[2]!, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/** Applies the pending migrations; returns the versions it applied (empty when up to date). */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  await db.tx(async (tx) => {
    await tx.query(LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: number[] = [];
  for (const migration of all) {
    const done = await db.tx(async (tx) => {
      await tx.query(LOCK);
      const [row] = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [migration.version]);
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(`A migração ${migration.version}_${migration.name} mudou depois de aplicada; crie uma nova migração.`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [migration.version, migration.name, migration.checksum]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
