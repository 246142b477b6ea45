// A throwaway PostgreSQL server for the server suite: initdb in a temp dir, started on a free port
// on loopback, removed afterwards. Uses Debian's binaries (package `postgresql`); as root it runs
// them as the `postgres` user because PostgreSQL refuses to run as root.
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return null;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function startThrowawayPostgres() {
  const bin = findBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'federa-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const exec = (file, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, file), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  exec('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try { exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']); } catch { /* already down */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
