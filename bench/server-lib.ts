// Shared by the server benches: a database to measure on (PostgreSQL when it can: DATABASE_URL, or a
// throwaway server from Debian's binaries; PGlite otherwise), the app on a loopback port, a session.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import type { Db, DbHandle } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { adminQuery, openPostgres } from '../server/db/postgres';
import { seedDemoIfEmpty } from '../server/seed/seed';

export interface BenchDb {
  handle: DbHandle;
  label: string;
  close(): Promise<void>;
}

interface Throwaway {
  url: string;
  stop(): void;
}

/** A fresh, migrated and seeded database; PostgreSQL unless none can be had. */
export async function benchDb(): Promise<BenchDb> {
  let url = process.env.DATABASE_URL;
  let throwaway: Throwaway | null = null;
  if (!url && process.env.BENCH_PGLITE !== '1') {
    const lib = (await import('../scripts/lib/postgres.mjs' as string)) as { startThrowawayPostgres(): Promise<Throwaway | null> };
    throwaway = await lib.startThrowawayPostgres();
    url = throwaway?.url;
  }
  if (!url) {
    const handle = await openPglite();
    await migrate(handle.db);
    await seedDemoIfEmpty(handle.db);
    return { handle, label: 'PGlite (em memória)', close: () => handle.close() };
  }
  const name = `federa_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  await migrate(handle.db);
  await seedDemoIfEmpty(handle.db);
  return {
    handle,
    label: throwaway ? 'PostgreSQL (servidor descartável, loopback)' : 'PostgreSQL (DATABASE_URL)',
    close: async () => {
      try {
        await handle.close();
        if (!throwaway) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        throwaway?.stop(); // the whole throwaway server goes, whatever failed above
      }
    },
  };
}

export async function tenantAndMaster(db: Db): Promise<{ tenantId: string; userId: string; token: string }> {
  const [row] = await db.query<{ tenant_id: string; id: string }>(
    `SELECT u.tenant_id::text, u.id::text FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.email = 'master@demo.test'`,
  );
  const token = await createSession(db, row!.tenant_id, row!.id, new Date());
  return { tenantId: row!.tenant_id, userId: row!.id, token };
}

/** The app served on 127.0.0.1 (a free port). */
export async function loopback(db: Db): Promise<{ base: string; app: ReturnType<typeof createApp>; close(): Promise<void> }> {
  const app = createApp({ db });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, app, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

export const fmt = (n: number, digits = 0): string => n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
