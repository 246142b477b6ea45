// Outbox flush, server side: 5,000 mutations pushed end to end over loopback HTTP in batches of 500
// (what the client's flush sends), against the database write alone: one unnest upsert of the same
// 5,000 rows with their versions, in the same run.   npx tsx bench/server-push.ts
import { performance } from 'node:perf_hooks';
import { cpfFromBase } from '../src/domain/cpf';
import { PUSH_MAX_MUTATIONS, SCHEMA_VERSION, type MutationMessage, type PushAnswer } from '../src/domain/protocol';
import { uuidv7 } from '../src/domain/uuid';
import type { Db } from '../server/db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../server/sync/sql-tx';
import { benchDb, fmt, loopback, median, tenantAndMaster } from './server-lib';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** CPFs are unique per tenant (a unique index): every batch of every run takes new ones. */
let nextCpf = 200_000_000;

function profiles(userIds: readonly string[]): Record<string, unknown>[] {
  return Array.from({ length: MUTATIONS }, (_, i) => ({
    id: uuidv7(),
    user_id: userIds[i % userIds.length],
    name: `Atleta Número ${i} da Silva`,
    cpf: cpfFromBase(String(nextCpf++)),
    birthdate: '2008-03-14',
    gender: 'masculino',
    phone: '11987654321',
  }));
}

async function flush(base: string, token: string, rows: readonly Record<string, unknown>[]): Promise<number> {
  const clientId = uuidv7();
  const t0 = performance.now();
  for (let start = 0; start < rows.length; start += PUSH_MAX_MUTATIONS) {
    const mutations: MutationMessage[] = rows.slice(start, start + PUSH_MAX_MUTATIONS).map((args, i) => ({ seq: start + i + 1, name: 'profiles.put', args, at: new Date().toISOString() }));
    const res = await fetch(`${base}/api/v1/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations }),
    });
    const answer = (await res.json()) as PushAnswer;
    if (res.status !== 200 || answer.results.some((r) => !r.ok)) throw new Error(`push ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return performance.now() - t0;
}

async function rawWrite(db: Db, tenantId: string, rows: readonly Record<string, unknown>[]): Promise<number> {
  const t0 = performance.now();
  await db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    await writeRecords(tx, tenantId, rows.map((row) => toRecordWrite({ collection: 'profiles', id: row.id as string, row: row as { id: string } })), new Date());
  });
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const bench = await benchDb();
  const db = bench.handle.db;
  try {
    const { tenantId, token } = await tenantAndMaster(db);
    const users = (await db.query<{ id: string }>(`SELECT id::text FROM users WHERE tenant_id = $1`, [tenantId])).map((u) => u.id);
    const server = await loopback(db);
    // A server runs for days: measure it warm (JIT, pools, caches), as the pull bench does.
    for (let w = 0; w < 2; w++) await flush(server.base, token, profiles(users));
    await rawWrite(db, tenantId, profiles(users));
    const ours: number[] = [];
    const raw: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      raw.push(await rawWrite(db, tenantId, profiles(users)));
      ours.push(await flush(server.base, token, profiles(users)));
    }
    await server.close();
    const base = median(raw);
    const mine = median(ours);
    console.log(`\nPush do servidor — ${bench.label}; ${fmt(MUTATIONS)} mutações profiles.put em lotes de ${PUSH_MAX_MUTATIONS}, mediana de ${RUNS}`);
    console.log(`| medida | s | mutações/s | razão vs escrita crua |`);
    console.log(`|---|---:|---:|---:|`);
    console.log(`| escrita crua (1 upsert unnest das mesmas linhas, com versões) | ${fmt(base / 1000, 3)} | ${fmt((MUTATIONS / base) * 1000)} | 1,00 |`);
    console.log(`| POST /sync/push por loopback, ${MUTATIONS / PUSH_MAX_MUTATIONS} lotes (validação, permissão, mutadores, lastSeq) | ${fmt(mine / 1000, 3)} | ${fmt((MUTATIONS / mine) * 1000)} | ${fmt(mine / base, 2)}× mais lento |`);
    console.log(`Execuções (s): ${ours.map((x) => fmt(x / 1000, 2)).join(" ")}; escrita crua: ${raw.map((x) => fmt(x / 1000, 2)).join(" ")}`);
    console.log(`Melhor execução: ${fmt(Math.min(...ours) / 1000, 3)} s. Meta: ${fmt(MUTATIONS)} mutações em ≤ 1 s no PostgreSQL: ${mine <= 1000 ? 'atingida' : 'não atingida'} (mediana).`);
  } finally {
    await bench.close();
  }
}

await main();
