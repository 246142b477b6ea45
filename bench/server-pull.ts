// Server pull throughput: every row of a 50k-row tenant through GET /api/v1/sync/pull (pages of
// 5,000, as the client asks), in process and over loopback, against a raw paged SELECT of the same
// rows through the same driver, measured in the same run.   npx tsx bench/server-pull.ts
import { performance } from 'node:perf_hooks';
import { cpfFromBase } from '../src/domain/cpf';
import { PULL_LIMIT_MAX } from '../src/domain/protocol';
import { RESOURCE_KEYS } from '../src/domain/resources/index';
import { uuidv7 } from '../src/domain/uuid';
import type { Db } from '../server/db/db';
import { applyPull } from '../server/sync/pull';
import { benchDb, fmt, loopback, median, tenantAndMaster } from './server-lib';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT = PULL_LIMIT_MAX;

async function fill(db: Db, tenantId: string, owners: readonly string[]): Promise<void> {
  const cities = Math.round(ROWS / 10);
  const collections: string[] = [];
  const ids: string[] = [];
  const ownerIds: (string | null)[] = [];
  const data: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const id = uuidv7();
    ids.push(id);
    if (i < cities) {
      collections.push('cities');
      ownerIds.push(null);
      data.push(JSON.stringify({ id, name: `Cidade ${i}`, ibge: String(1100000 + i).padStart(7, '0'), state_id: owners[0] }));
    } else {
      const owner = owners[i % owners.length]!;
      collections.push('profiles');
      ownerIds.push(owner);
      data.push(JSON.stringify({ id, user_id: owner, name: `Atleta Número ${i} da Silva`, cpf: cpfFromBase(String(100000000 + i).slice(-9)), birthdate: '2008-03-14', gender: 'feminino', phone: '11987654321' }));
    }
  }
  await db.tx(async (tx) => {
    const [{ version }] = (await tx.query<{ version: number }>(
      `INSERT INTO tenant_versions (tenant_id, version) VALUES ($1, $2) ON CONFLICT (tenant_id) DO UPDATE SET version = tenant_versions.version + $2 RETURNING version`,
      [tenantId, ROWS],
    )) as [{ version: number }];
    await tx.query(
      `INSERT INTO records (tenant_id, collection, id, version, owner_id, data, wire, updated_at)
       SELECT $1, c, i, v, w, d::jsonb, '{"collection":"' || c || '","id":"' || i || '","version":' || v || ',"data":' || d || '}', now()
         FROM (SELECT c, i, w, d, $6::bigint - $7::bigint + o AS v FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::text[]) WITH ORDINALITY AS x(c, i, w, d, o)) x`,
      [tenantId, collections, ids, ownerIds as string[], data, version, ROWS],
    );
  });
  await db.query('ANALYZE records');
}

const HEAD = /^\{"status":1,"cursor":(\d+),"hasMore":(true|false)/;

/** Pulls everything with `get(cursor)`; returns ms and bytes. Reads cursor/hasMore off the text (no parse: server cost only). */
async function pullAll(get: (cursor: number) => Promise<Response>): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  let cursor = 0;
  let bytes = 0;
  for (;;) {
    const res = await get(cursor);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`pull ${res.status}: ${text.slice(0, 200)}`);
    bytes += text.length;
    const head = HEAD.exec(text);
    if (!head) throw new Error(`resposta inesperada: ${text.slice(0, 200)}`);
    cursor = Number(head[1]);
    if (head[2] === 'false') break;
  }
  return { ms: performance.now() - t0, bytes };
}

async function rawAll(db: Db, tenantId: string): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  let cursor = 0;
  let rows = 0;
  // The same rows the endpoint reads, the same way (one ordered index scan per collection, merged),
  // handed to JavaScript as row objects by the driver: what a hand-written endpoint would start from.
  const sql = `SELECT collection, id, version, deleted, data FROM (${RESOURCE_KEYS.map(
    (k) => `(SELECT collection, id, version, deleted, data FROM records WHERE tenant_id = $1 AND collection = '${k}' AND version > $2 ORDER BY version LIMIT $3)`,
  ).join(' UNION ALL ')}) u ORDER BY version LIMIT $3`;
  for (;;) {
    const page = await db.query<{ version: number }>(sql, [tenantId, cursor, LIMIT]);
    rows += page.length;
    if (page.length < LIMIT) break;
    cursor = page[page.length - 1]!.version;
  }
  return { ms: performance.now() - t0, rows };
}

async function main(): Promise<void> {
  const bench = await benchDb();
  const db = bench.handle.db;
  try {
    const { tenantId, userId, token } = await tenantAndMaster(db);
    const owners = [userId, ...Array.from({ length: 99 }, () => uuidv7())];
    await fill(db, tenantId, owners);
    const server = await loopback(db);
    const headers = { host: 'localhost', authorization: `Bearer ${token}` };
    const clientId = uuidv7();
    const path = (cursor: number) => `/api/v1/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=${LIMIT}`;
    const total = (await rawAll(db, tenantId)).rows;

    const viewer = { id: userId, master: true, permissions_names: [] };
    const direct: number[] = [];
    const inProcess: number[] = [];
    const overLoopback: number[] = [];
    const raw: number[] = [];
    let bytes = 0;
    // Warm-up, then alternate the three so drift hits them alike.
    await pullAll((c) => Promise.resolve(server.app.request(path(c), { headers })));
    await rawAll(db, tenantId);
    for (let r = 0; r < RUNS; r++) {
      raw.push((await rawAll(db, tenantId)).ms);
      const a = await pullAll((c) => Promise.resolve(server.app.request(path(c), { headers })));
      inProcess.push(a.ms);
      direct.push(
        (
          await pullAll(async (cursor) => {
            const out = await applyPull(db, tenantId, viewer, { clientId, cursor, limit: LIMIT }, new Date());
            return new Response(out.status === 200 ? out.json : '', { status: out.status });
          })
        ).ms,
      );
      bytes = a.bytes;
      overLoopback.push((await pullAll((c) => fetch(`${server.base}${path(c)}`, { headers: { authorization: headers.authorization, host: 'localhost' } }))).ms);
    }
    await server.close();

    const rate = (ms: number) => (total / ms) * 1000;
    const base = median(raw);
    console.log(`\nPull do servidor — ${bench.label}; ${fmt(total)} linhas (10% cities, 90% profiles), páginas de ${fmt(LIMIT)}, mediana de ${RUNS}`);
    console.log(`| medida | ms | linhas/s | razão vs SELECT cru |`);
    console.log(`|---|---:|---:|---:|`);
    console.log(`| SELECT cru paginado (mesmo driver, linhas em objetos JS) | ${fmt(base, 1)} | ${fmt(rate(base))} | 1,00 |`);
    console.log(`| applyPull direto (SQL + montagem, sem HTTP) | ${fmt(median(direct), 1)} | ${fmt(rate(median(direct)))} | ${fmt(base / median(direct), 2)} |`);
    console.log(`| GET /sync/pull em processo (app.request) | ${fmt(median(inProcess), 1)} | ${fmt(rate(median(inProcess)))} | ${fmt(base / median(inProcess), 2)} |`);
    console.log(`| GET /sync/pull por loopback (HTTP) | ${fmt(median(overLoopback), 1)} | ${fmt(rate(median(overLoopback)))} | ${fmt(base / median(overLoopback), 2)} |`);
    console.log(`JSON enviado: ${fmt(bytes / 1024 / 1024, 1)} MiB; meta: ≥ 500.000 linhas/s no PostgreSQL.`);
  } finally {
    await bench.close();
  }
}

await main();
