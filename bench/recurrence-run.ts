// A recurrence billing a plan of 10,000 active memberships for one period, server side
// (server/finances/recurrence-run.ts: read the memberships, derive the ids, skip the existing ones,
// one writeRecords of the new debts with versions), against a bare INSERT … SELECT of the same rows
// (the same memberships, the same debt fields, fresh ids, no version counter, no idempotency check),
// in the same run, each on a fresh period. Then a rerun of a period already billed (creates nothing).
//   npx tsx bench/recurrence-run.ts      BENCH_MEMBERSHIPS (10,000), BENCH_RUNS (5)
import { performance } from 'node:perf_hooks';
import { uuidv7 } from '../src/domain/uuid';
import { runRecurrence } from '../server/finances/recurrence-run';
import type { Db } from '../server/db/db';
import { lockTenantVersion, writeRecords, type RecordWrite } from '../server/sync/sql-tx';
import { benchDb, fmt, median, tenantAndMaster } from './server-lib';

const MEMBERSHIPS = Number(process.env.BENCH_MEMBERSHIPS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function setup(db: Db, tenantId: string): Promise<string> {
  const planId = uuidv7();
  const recurrenceId = uuidv7();
  const rows: RecordWrite[] = [
    { collection: 'registermembershipplans', id: planId, owner: null, json: JSON.stringify({ id: planId, name: 'Mensalidade bench', amount_cents: 6000, period: 'mensal' }) },
    { collection: 'recurrences', id: recurrenceId, owner: null, json: JSON.stringify({ id: recurrenceId, description: 'Mensalidade', amount_cents: 6000, day_of_month: 10, starts_on: '2020-01-01', plan_id: planId }) },
  ];
  for (let i = 0; i < MEMBERSHIPS; i++) {
    const id = uuidv7();
    const user = uuidv7();
    rows.push({
      collection: 'registermemberships', id, owner: user,
      json: JSON.stringify({ id, register_id: uuidv7(), plan_id: planId, user_id: user, profile_id: uuidv7(), starts_on: '2026-01-01', status: i % 20 === 0 ? 'suspensa' : 'ativa' }),
    });
  }
  await db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    for (let i = 0; i < rows.length; i += 5000) await writeRecords(tx, tenantId, rows.slice(i, i + 5000), new Date());
  });
  return recurrenceId;
}

/** The baseline: the same debts straight from the memberships in one statement. */
async function bareInsert(db: Db, tenantId: string, recurrenceId: string, period: string): Promise<number> {
  const t0 = performance.now();
  await db.query(
    `INSERT INTO records (tenant_id, collection, id, version, deleted, owner_id, data, wire, updated_at)
     SELECT $1::uuid, 'debts', gen_random_uuid(), 1, false, (m.data->>'user_id')::uuid, d.data, d.data::text, now()
       FROM records m,
            LATERAL (SELECT jsonb_build_object('profile_id', m.data->>'profile_id', 'user_id', m.data->>'user_id', 'description', 'Mensalidade',
                      'amount_cents', 6000, 'due_date', $3::text || '-10', 'origin', 'membership', 'recurrence_id', $2::text, 'membership_id', m.id, 'period', $3::text, 'status', 'aberta') AS data) d
      WHERE m.tenant_id = $1::uuid AND m.collection = 'registermemberships' AND NOT m.deleted AND m.data @> jsonb_build_object('status', 'ativa', 'plan_id', (SELECT data->>'plan_id' FROM records WHERE collection = 'recurrences' AND id = $2::uuid))`,
    [tenantId, recurrenceId, period],
  );
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const bench = await benchDb();
  const db = bench.handle.db;
  try {
    const { tenantId } = await tenantAndMaster(db);
    const recurrenceId = await setup(db, tenantId);
    const active = MEMBERSHIPS - Math.ceil(MEMBERSHIPS / 20);
    // Warm-up: one period each.
    await runRecurrence(db, tenantId, recurrenceId, new Date(), '2030-01');
    await bareInsert(db, tenantId, recurrenceId, '2040-01');
    const ours: number[] = [];
    const raw: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const period = `2031-${String(r + 1).padStart(2, '0')}`;
      raw.push(await bareInsert(db, tenantId, recurrenceId, `2041-${String(r + 1).padStart(2, '0')}`));
      const t0 = performance.now();
      const result = await runRecurrence(db, tenantId, recurrenceId, new Date(), period);
      ours.push(performance.now() - t0);
      if (result.created !== active) throw new Error(`esperava ${active} débitos, criou ${result.created}`);
    }
    const t1 = performance.now();
    const rerun = await runRecurrence(db, tenantId, recurrenceId, new Date(), '2031-01');
    const rerunMs = performance.now() - t1;
    if (rerun.created !== 0) throw new Error(`a repetição criou ${rerun.created}`);
    const base = median(raw);
    const mine = median(ours);
    console.log(`\nRecorrência — ${bench.label}; plano com ${fmt(MEMBERSHIPS)} filiações (${fmt(active)} ativas), mediana de ${RUNS} períodos`);
    console.log(`| medida | s | débitos/s | razão vs INSERT … SELECT |`);
    console.log(`|---|---:|---:|---:|`);
    console.log(`| INSERT … SELECT cru das mesmas linhas (sem versões nem idempotência) | ${fmt(base / 1000, 3)} | ${fmt((active / base) * 1000)} | 1,00 |`);
    console.log(`| recorrência de um período (ids derivados, checa existentes, writeRecords com versões) | ${fmt(mine / 1000, 3)} | ${fmt((active / mine) * 1000)} | ${fmt(mine / base, 2)}× mais lento |`);
    console.log(`| repetição de um período já gerado (cria 0) | ${fmt(rerunMs / 1000, 3)} | — | ${fmt(rerunMs / base, 2)}× |`);
    console.log(`Meta: ${fmt(MEMBERSHIPS)} filiações em ≤ 5 s: ${mine <= 5000 ? 'atingida' : 'não atingida'} (mediana).`);
  } finally {
    await bench.close();
  }
}

await main();
