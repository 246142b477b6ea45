// Authenticated request overhead: GET /api/v1/auth/me (tenant from the Host, then the bearer's
// session) in requests per second over loopback, against a bare Hono handler answering the same
// JSON on the same server, port and client, measured in the same run (alternated rounds, median).
// The load comes from this process (keep-alive node:http agent, CONCURRENCY requests in flight):
// both sides pay the same client cost, so read the ratio.   npx tsx bench/server-auth.ts
import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app';
import { benchDb, fmt, median, tenantAndMaster } from './server-lib';

const CONCURRENCY = Number(process.env.BENCH_AUTH_CONCURRENCY ?? 16);
const ROUND_MS = Number(process.env.BENCH_AUTH_ROUND_MS ?? 2000);
const ROUNDS = Number(process.env.BENCH_AUTH_ROUNDS ?? 5);

/** Requests per second on `path` with CONCURRENCY keep-alive connections for ROUND_MS. */
async function rate(port: number, path: string, token: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const headers = { host: 'localhost', authorization: `Bearer ${token}` };
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  const end = performance.now() + ROUND_MS;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await one();
        done++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return done / seconds;
}

async function main(): Promise<void> {
  const bench = await benchDb();
  const db = bench.handle.db;
  try {
    const { token } = await tenantAndMaster(db);
    const app = createApp({ db });
    const me = await (await app.request('/api/v1/auth/me', { headers: { host: 'localhost', authorization: `Bearer ${token}` } })).json();
    // The bare handler: the same answer, no tenant, no session, no middleware.
    const bare = new Hono().get('/bare', (c) => c.json(me));
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve(
        { fetch: (req, env) => (new URL(req.url).pathname === '/bare' ? bare.fetch(req, env) : app.fetch(req, env)), port: 0, hostname: '127.0.0.1' },
        () => resolve(s),
      );
    });
    const { port } = server.address() as AddressInfo;
    await rate(port, '/bare', token); // warm-up both
    await rate(port, '/api/v1/auth/me', token);
    const ours: number[] = [];
    const base: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      base.push(await rate(port, '/bare', token));
      ours.push(await rate(port, '/api/v1/auth/me', token));
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const a = median(ours);
    const b = median(base);
    console.log(`\nRequisição autenticada — ${bench.label}; ${CONCURRENCY} em paralelo, ${ROUNDS} rodadas de ${fmt(ROUND_MS / 1000, 1)} s, mediana`);
    console.log('| medida | req/s | razão vs handler cru |');
    console.log('|---|---:|---:|');
    console.log(`| handler Hono cru (mesma resposta, mesmo servidor) | ${fmt(b)} | 1,00 |`);
    console.log(`| GET /auth/me (cliente + sessão) | ${fmt(a)} | ${fmt(a / b, 2)} |`);
  } finally {
    await bench.close();
  }
}

await main();
