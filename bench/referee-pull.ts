// A referee's initial pull (relation scope) against a full pull of the tenant by its
// master, for a tenant with 100k athletes registered in 1,000 competition entries (100 each): the
// referee is appointed to one duel, so their device should get its two entries' 200 members and
// their profiles, plus the tenant-wide rows (catalogue, competitions). Rows, bytes and ms, median
// of the runs, each from cursor 0 with a fresh clientId.   npx tsx bench/referee-pull.ts
// (BENCH_PGLITE=1 for PGlite; BENCH_ATHLETES, BENCH_RUNS.)
import { performance } from 'node:perf_hooks';
import { cpfFromBase } from '../src/domain/cpf';
import { PULL_LIMIT_MAX } from '../src/domain/protocol';
import type { Viewer } from '../src/domain/resources/scope';
import { uuidv7 } from '../src/domain/uuid';
import type { Db } from '../server/db/db';
import { applyPull } from '../server/sync/pull';
import { benchDb, fmt, median, tenantAndMaster } from './server-lib';

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 100_000);
const PER_ENTRY = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Row = [collection: string, id: string, owner: string | null, data: Record<string, unknown>];

async function insert(db: Db, tenantId: string, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 20_000) {
    const chunk = rows.slice(i, i + 20_000);
    await db.tx(async (tx) => {
      const [{ version }] = (await tx.query<{ version: number }>(
        `UPDATE tenant_versions SET version = version + $2 WHERE tenant_id = $1 RETURNING version`, [tenantId, chunk.length],
      )) as [{ version: number }];
      await tx.query(
        `INSERT INTO records (tenant_id, collection, id, version, owner_id, data, wire, updated_at)
         SELECT $1, c, i, v, w, d::jsonb, '{"collection":"' || c || '","id":"' || i || '","version":' || v || ',"data":' || d || '}', now()
           FROM (SELECT c, i, w, d, $6::bigint - $7::bigint + o AS v FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::text[]) WITH ORDINALITY AS x(c, i, w, d, o)) x`,
        [tenantId, chunk.map((r) => r[0]), chunk.map((r) => r[1]), chunk.map((r) => r[2]) as string[], chunk.map((r) => JSON.stringify({ id: r[1], ...r[3] })), version, chunk.length],
      );
    });
  }
  await db.query('ANALYZE records');
}

async function fill(db: Db, tenantId: string, refereeUser: string): Promise<void> {
  const [competition] = await db.query<{ id: string; phase: string }>(
    `SELECT c.id::text, p.id::text AS phase FROM records c JOIN records p ON p.tenant_id = c.tenant_id AND p.collection = 'phases' AND p.data->>'competition_id' = c.id::text
      WHERE c.tenant_id = $1 AND c.collection = 'competitions' AND c.data->>'status' = 'inscricoes' LIMIT 1`, [tenantId],
  );
  const rows: Row[] = [];
  const entries: { id: string; team: string }[] = [];
  for (let e = 0; e < ATHLETES / PER_ENTRY; e++) {
    const entry = { id: uuidv7(), team: uuidv7() };
    entries.push(entry);
    rows.push(['competitionteams', entry.id, null, { competition_id: competition!.id, team_id: entry.team, status: 'confirmada' }]);
  }
  for (let i = 0; i < ATHLETES; i++) {
    const user = uuidv7();
    const profile = uuidv7();
    rows.push(['profiles', profile, user, { user_id: user, name: `Atleta Número ${i} da Silva`, cpf: cpfFromBase(String(200000000 + i).slice(-9)), birthdate: '2008-03-14', gender: 'feminino', photo_url: null }]);
    rows.push(['competitionmembers', uuidv7(), null, { competition_id: competition!.id, competitionteam_id: entries[Math.floor(i / PER_ENTRY)]!.id, profile_id: profile, role: 'atleta', shirt_number: (i % PER_ENTRY) + 1 }]);
  }
  const duel = uuidv7();
  const role = uuidv7();
  const referee = uuidv7();
  rows.push(['duels', duel, null, { competition_id: competition!.id, phase_id: competition!.phase, round: 1, home_team_id: entries[0]!.team, away_team_id: entries[1]!.team }]);
  rows.push(['refereeroles', role, null, { name: 'Árbitro', sumula_access: 'confirma' }]);
  rows.push(['referees', referee, refereeUser, { name: 'Rafael Árbitro', user_id: refereeUser, active: true }]);
  rows.push(['refereeappointments', uuidv7(), refereeUser, { duel_id: duel, competition_id: competition!.id, referee_id: referee, role_id: role, user_id: refereeUser, status: 'aceita' }]);
  await insert(db, tenantId, rows);
}

const HEAD = /^\{"status":1,"cursor":(\d+),"hasMore":(true|false)/;

async function pullAll(db: Db, tenantId: string, viewer: Viewer): Promise<{ ms: number; bytes: number; rows: number }> {
  const clientId = uuidv7();
  const t0 = performance.now();
  let cursor = 0;
  let bytes = 0;
  let rows = 0;
  for (;;) {
    const out = await applyPull(db, tenantId, viewer, { clientId, cursor, limit: PULL_LIMIT_MAX }, new Date());
    if (out.status !== 200) throw new Error(`pull ${out.status}`);
    bytes += out.json.length;
    rows += out.json.split('{"collection":"').length - 1;
    const head = HEAD.exec(out.json)!;
    cursor = Number(head[1]);
    if (head[2] === 'false') break;
  }
  return { ms: performance.now() - t0, bytes, rows };
}

async function main(): Promise<void> {
  const bench = await benchDb();
  const db = bench.handle.db;
  try {
    const { tenantId, userId } = await tenantAndMaster(db);
    const [ref] = await db.query<{ id: string }>(`SELECT id::text FROM users WHERE tenant_id = $1 AND email = 'arbitro@demo.test'`, [tenantId]);
    await fill(db, tenantId, ref!.id);
    const master: Viewer = { id: userId, master: true, permissions_names: [] } as Viewer;
    const referee: Viewer = { id: ref!.id, permissions_names: ['my_referees'] } as Viewer;
    await pullAll(db, tenantId, referee); // warm-up
    const full: { ms: number; bytes: number; rows: number }[] = [];
    const mine: typeof full = [];
    for (let r = 0; r < RUNS; r++) {
      mine.push(await pullAll(db, tenantId, referee));
      full.push(await pullAll(db, tenantId, master));
    }
    const m = (xs: typeof full, k: 'ms' | 'bytes' | 'rows') => median(xs.map((x) => x[k]));
    console.log(`\nPull inicial do árbitro vs pull completo — ${bench.label}; ${fmt(ATHLETES)} atletas em ${fmt(ATHLETES / PER_ENTRY)} inscrições; mediana de ${RUNS}`);
    console.log(`| pull | linhas | bytes | ms |`);
    console.log(`|---|---:|---:|---:|`);
    console.log(`| árbitro (1 jogo escalado) | ${fmt(m(mine, 'rows'))} | ${fmt(m(mine, 'bytes'))} | ${fmt(m(mine, 'ms'), 1)} |`);
    console.log(`| master (tenant inteiro) | ${fmt(m(full, 'rows'))} | ${fmt(m(full, 'bytes'))} | ${fmt(m(full, 'ms'), 1)} |`);
    console.log(`| razão árbitro / completo | ${fmt(m(mine, 'rows') / m(full, 'rows'), 4)} | ${fmt(m(mine, 'bytes') / m(full, 'bytes'), 4)} | ${fmt(m(mine, 'ms') / m(full, 'ms'), 3)} |`);
  } finally {
    await bench.close();
  }
}

await main();
