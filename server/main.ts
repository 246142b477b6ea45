// Process entry (`tsx server/main.ts`): configuration from the environment, database, migrations,
// demo seed on an empty database, HTTP server, graceful shutdown.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { demoAccountsTable, urls } from './banner';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedDemoIfEmpty } from './seed/seed';
import { startFileCollector } from './files/gc';
import { startRecurrenceTicker } from './finances/recurrence-run';
import { startPublicRequestRetention } from './privacy/public-requests';
import { startReservationSweep } from './reservations/sweep';
import { fileStoreFromEnv } from './files/store-from-env';

type App = ReturnType<typeof createApp>;

function listenOn(app: App, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolveListen, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => {
      server.off('error', reject);
      resolveListen(server);
    });
    server.once('error', reject);
  });
}

/**
 * Without HOST: '::' is one dual-stack socket, so localhost (often ::1 first), 127.0.0.1 and
 * *.localhost all reach us; where the kernel has no IPv6, fall back to every IPv4 address.
 */
async function listen(app: App, port: number, host: string | undefined): Promise<ServerType> {
  if (host) return listenOn(app, port, host);
  try {
    return await listenOn(app, port, '::');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    return listenOn(app, port, '0.0.0.0');
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const started = Date.now();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(handle.db);
  const seeded = await seedDemoIfEmpty(handle.db);

  const distDir = resolve(config.distDir);
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.warn(`[federa] ${distDir}/index.html não existe: só a API responde (rode "npm run build").`);
  }
  const fileStore = fileStoreFromEnv(process.env, config.dataDir);
  const app = createApp({ db: handle.db, distDir, trustProxy: config.trustProxy, fileStore });
  const server = await listen(app, config.port, config.host);
  // Files no live record names, past their grace period (server/files/gc.ts): an unref'd timer.
  const stopCollector = startFileCollector(handle.db, fileStore);
  // Recurring debts bill each new month by themselves (server/finances/recurrence-run.ts).
  const stopRecurrences = startRecurrenceTicker(handle.db);
  // Public register requests expire and lose their personal data (server/privacy/public-requests.ts).
  const stopRetention = startPublicRequestRetention(handle.db);
  // No-shows free their slot; lapsed waitlist offers pass to the next (server/reservations/sweep.ts).
  const stopReservationSweep = startReservationSweep(handle.db);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${resolve(config.dataDir, 'pglite')}`;
  console.log(`[federa] arquivos: ${fileStore.where}`);
  console.log(`[federa] banco: ${where}; migrações aplicadas agora: ${applied.length ? applied.join(', ') : 'nenhuma'}${seeded ? '; dados de demonstração criados' : ''}`);
  console.log(`[federa] pronto em ${Date.now() - started} ms:`);
  for (const line of urls(config.port)) console.log(line);
  const accounts = await demoAccountsTable(handle.db);
  if (accounts) console.log(`\nContas de demonstração:\n${accounts}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log('[federa] saindo imediatamente.');
      process.exit(1);
    }
    stopping = true;
    stopCollector();
    stopRecurrences();
    stopRetention();
    stopReservationSweep();
    console.log(`[federa] ${signal}: encerrando...`);
    // Requests in flight finish; idle keep-alive sockets close now, busy ones after 10 s at most.
    const force = setTimeout(() => (server as import('node:http').Server).closeAllConnections?.(), 10_000);
    force.unref();
    server.close(async () => {
      await handle.close().catch((error: unknown) => console.error('[federa] erro ao fechar o banco:', error));
      console.log('[federa] encerrado.');
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[federa] falha ao iniciar:', error);
  process.exit(1);
});
