// A database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set, a fresh
// uniquely named PostgreSQL database created through that connection and dropped afterwards.
// Either way it is migrated and (unless asked not to) seeded with the demo data.
//
// A fresh PGlite costs ~5 s (initdb in WASM) and seeding adds scrypt work; a migrated and seeded
// PGlite loads from a dump in well under a second. The first test file to need one writes that
// dump to the temp dir, named after a hash of the server's sources, so any change to migrations,
// seed or server code makes a new one; files running in parallel may both build it, harmlessly.
// The name also carries the hour it was seeded in: the demo seed is dated from its own clock (the
// lunch is served from the hour before it, for four hours; "today" is its day in Brasília), so a
// dump of an earlier hour held a lunch already over, and a later run on the same machine failed its
// "check in at today's lunch" test (CI, 2026-11-25).
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { adminQuery, openPostgres } from '../../server/db/postgres';
import { seedDemoIfEmpty } from '../../server/seed/seed';

export interface TestDbOptions {
  /** Default true: migrate. */
  migrate?: boolean;
  /** Default true: seed the demo tenants and accounts (implies migrate). */
  seed?: boolean;
}

async function openPostgresTestDb(url: string): Promise<DbHandle> {
  // Identifier built from digits and hex only: safe to splice into CREATE/DROP DATABASE.
  const name = `federa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString(), { max: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));
const TEMPLATE_PREFIX = 'federa-pglite-seeded-';

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(SERVER_DIR, { recursive: true })).filter((f) => /\.(ts|sql|tsv)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(join(SERVER_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

async function openSeededPglite(): Promise<DbHandle> {
  const seededHour = new Date().toISOString().slice(0, 13).replace(/\D/g, '');
  const template = join(tmpdir(), `${TEMPLATE_PREFIX}${await sourcesHash()}-${seededHour}.tar`);
  const cached = await readFile(template).catch(() => undefined);
  if (cached) return openPglite(undefined, new Blob([new Uint8Array(cached)]));

  const handle = await openPglite();
  await migrate(handle.db);
  await seedDemoIfEmpty(handle.db);
  const dump = new Uint8Array(await (await handle.dump()).arrayBuffer());
  // Write then rename: a parallel reader sees the whole file or none. Older templates go.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, template);
  for (const file of await readdir(tmpdir())) {
    if (file.startsWith(TEMPLATE_PREFIX) && join(tmpdir(), file) !== template && file.endsWith('.tar')) {
      await rm(join(tmpdir(), file), { force: true });
    }
  }
  return handle;
}

export async function openTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const seed = options.seed ?? true;
  const migrated = options.migrate ?? seed;
  if (!url && seed) return openSeededPglite();
  const handle = url ? await openPostgresTestDb(url) : await openPglite();
  if (migrated) await migrate(handle.db);
  if (seed) await seedDemoIfEmpty(handle.db);
  return handle;
}
