// `npm run bench`: the browser benches in headless Debian Chromium (our real src/data code, bundled
// with esbuild and served from a loopback origin so IndexedDB works) and the server benches
// (bench/server-pull.ts, bench/server-push.ts, bench/server-auth.ts, bench/recurrence-run.ts as child processes), then ONE table with the baseline
// measured in the same run.   BENCH_ROWS (apply, default 50,000), BENCH_SEARCH_ROWS (default 100,000),
// BENCH_SEED, BENCH_PREFIXES (default 60), BENCH_WRITES (default 100), BENCH_SKIP_SERVER=1, BENCH_SKIP_SCAN=1,
// BENCH_SKIP_COLD=1 (the offline cold start of /my/id, bench/coldstart), BENCH_SKIP_COMPETITIONS=1 (standings and
// fixture generators, bench/standings.ts and bench/generators.ts), BENCH_SKIP_SUMULA=1 (the súmula match mode, tap → painted, bench/sumula-paint.ts),
// BENCH_SKIP_IMPORT=1 (10,000 people from XLSX, read → preview → local store, bench/records-import.ts),
// BENCH_SKIP_PHOTO=1 (a phone photo uploaded from the local queue, bench/photo-upload.ts), BENCH_SKIP_RESERVATIONS=1
// (a space's month calendar from the replica to painted, bench/reservations-calendar.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { openBenchPage } from './bench-page';
import type { benchApply, benchLive, benchSearch } from './browser/bench';
import { fmt, ms, printTable, verdict, type BenchRow } from './table';

const APPLY_ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const SEARCH_ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
const PREFIXES = Number(process.env.BENCH_PREFIXES ?? 60);
const WRITES = Number(process.env.BENCH_WRITES ?? 100);
const PAGE = 5000;

type Api = { benchApply: typeof benchApply; benchSearch: typeof benchSearch; benchLive: typeof benchLive; prepareSearch(rows: number, seed: number): Promise<number>; cleanup(): Promise<void> };
type Awaited2<F extends (...a: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

type Row = BenchRow;


async function browserBenches() {
  const { browser, page, close } = await openBenchPage(new URL('./browser/bench.ts', import.meta.url), 'federaBench', 'federa bench');
  try {
    // By method name: a serialised function would carry tsx's helpers into the page.
    const call = <T>(name: keyof Api, args: number[]): Promise<T> =>
      page.evaluate(
        ({ name, args }) => (window as unknown as { federaBench: Record<string, (...a: number[]) => Promise<unknown>> }).federaBench[name]!(...args),
        { name, args },
      ) as Promise<T>;

    const version = browser.version();
    process.stdout.write(`Chromium ${version}: aplicando ${fmt(APPLY_ROWS)} cidades… `);
    const apply: Awaited2<typeof benchApply> = await call('benchApply', [APPLY_ROWS, PAGE, SEED]);
    process.stdout.write(`ok\npreparando ${fmt(SEARCH_ROWS)} linhas para a busca… `);
    await call('prepareSearch', [SEARCH_ROWS, SEED + 1]);
    process.stdout.write('ok\nbusca e paginação… ');
    const search: Awaited2<typeof benchSearch> = await call('benchSearch', [PREFIXES, SEED]);
    process.stdout.write(`ok\n${WRITES} escritas → live query… `);
    const live: Awaited2<typeof benchLive> = await call('benchLive', [WRITES, SEED]);
    process.stdout.write('ok\n');
    await call('cleanup', []);
    return { version, apply, search, live };
  } finally {
    await close();
  }
}

const num = (s: string) => Number(s.trim().replace(/\./g, '').replace(',', '.'));

/** The cells of the table line whose first cell starts with `label`. */
function cells(output: string, label: string): string[] | null {
  const line = output.split('\n').find((l) => l.startsWith(`| ${label}`));
  return line ? line.split('|').slice(1, -1).map((c) => c.trim()) : null;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  console.log(`Federa bench — semente ${SEED}; aplicar ${fmt(APPLY_ROWS)} cidades em páginas de ${fmt(PAGE)}; busca sobre ${fmt(SEARCH_ROWS)} linhas, ${PREFIXES} prefixos; ${WRITES} escritas.`);
  const { version, apply, search, live } = await browserBenches();
  if (apply.oursRows !== APPLY_ROWS || apply.rawRows !== APPLY_ROWS) throw new Error(`contagem errada: ${apply.oursRows}/${apply.rawRows}`);

  const rows: Row[] = [];
  const applyOk = apply.ours <= 2500 * (APPLY_ROWS / 50_000);
  rows.push({
    figure: `aplicar ${fmt(APPLY_ROWS)} cidades (applyPull, páginas de ${fmt(PAGE)}; réplica fria: empacotadas) vs put cru por linha`,
    ours: `${fmt(apply.ours / 1000, 2)} s (${fmt((APPLY_ROWS / apply.ours) * 1000)}/s)`,
    baseline: `${fmt(apply.raw / 1000, 2)} s (${fmt((APPLY_ROWS / apply.raw) * 1000)}/s)`,
    ratio: `${fmt(apply.ours / apply.raw, 2)}×`,
    goal: `≤ 2,5 s ${verdict(applyOk)}`,
  });
  rows.push({
    figure: `… até todas as linhas estarem na tabela, indexadas (desempacotar em segundo plano)`,
    ours: `${fmt(apply.unpacked / 1000, 2)} s (${fmt((APPLY_ROWS / apply.unpacked) * 1000)}/s)`,
    baseline: `${fmt(apply.raw / 1000, 2)} s`,
    ratio: `${fmt(apply.unpacked / apply.raw, 2)}×`,
    goal: '',
  });
  rows.push({
    figure: `busca por prefixo, 50 primeiras de ${fmt(SEARCH_ROWS)} (fetchPage name_search), mediana`,
    ours: ms(search.search.median),
    baseline: ms(search.searchRaw.median),
    ratio: `${fmt(search.search.median / search.searchRaw.median, 2)}×`,
    goal: '',
  });
  rows.push({
    figure: `busca por prefixo, p95 (${search.prefixes} prefixos, média ${fmt(search.avgFound, 1)} linhas)`,
    ours: ms(search.search.p95),
    baseline: ms(search.searchRaw.p95),
    ratio: `${fmt(search.search.p95 / search.searchRaw.p95, 2)}×`,
    goal: `≤ 20 ms ${verdict(search.search.p95 <= 20)}`,
  });
  rows.push({
    figure: `próxima página de 50 por faixa de chave (after), p95 (${search.paging.n} páginas)`,
    ours: ms(search.paging.p95),
    baseline: ms(search.pagingRaw.p95),
    ratio: `${fmt(search.paging.p95 / search.pagingRaw.p95, 2)}×`,
    goal: `≤ 2 ms ${verdict(search.paging.p95 <= 2)}`,
  });
  rows.push({
    figure: `escrita → live query (mutate cities.put → liveQuery emite), mediana (${live.live.n})`,
    ours: ms(live.live.median),
    baseline: ms(live.raw.median),
    ratio: `${fmt(live.live.median / live.raw.median, 2)}×`,
    goal: `≤ 8 ms ${verdict(live.live.median <= 8)}`,
  });
  rows.push({
    figure: 'escrita → live query, p95',
    ours: ms(live.live.p95),
    baseline: ms(live.raw.p95),
    ratio: `${fmt(live.live.p95 / live.raw.p95, 2)}×`,
    goal: `≤ 16 ms ${verdict(live.live.p95 <= 16)}`,
  });
  rows.push({
    figure: 'só o mutate (transação strict: réplica + outbox) vs put cru strict, mediana / p95',
    ours: `${ms(live.mutate.median)} / ${ms(live.mutate.p95)}`,
    baseline: `${ms(live.raw.median)} / ${ms(live.raw.p95)}`,
    ratio: `${fmt(live.mutate.median / live.raw.median, 2)}×`,
    goal: '',
  });

  let serverOutput = '';
  if (process.env.BENCH_SKIP_SERVER !== '1') {
    // Run one after the other: two processes on 2 cores would measure each other.
    const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
    const env = { ...process.env };
    delete env.BENCH_ROWS; // the server pull bench reads BENCH_ROWS too: keep its own default unless asked
    if (process.env.BENCH_SERVER_ROWS) env.BENCH_ROWS = process.env.BENCH_SERVER_ROWS;
    process.stdout.write('pull do servidor… ');
    const pull = await runChildEnv(here('./server-pull.ts'), env);
    process.stdout.write('ok\npush do servidor… ');
    const push = await runChildEnv(here('./server-push.ts'), env);
    process.stdout.write('ok\nrequisição autenticada… ');
    const auth = await runChildEnv(here('./server-auth.ts'), env);
    process.stdout.write('ok\nrecorrência de 10.000 filiações… ');
    const recurrence = await runChildEnv(here('./recurrence-run.ts'), env);
    process.stdout.write('ok\n');
    serverOutput = pull + push + auth + recurrence;
    const period = cells(recurrence, 'recorrência de um período');
    const bareInsert = cells(recurrence, 'INSERT … SELECT cru');
    if (period && bareInsert) {
      const s = num(period[1]!);
      rows.push({
        figure: 'recorrência: débitos de um período para 10.000 filiações (s) vs INSERT … SELECT cru das mesmas linhas',
        ours: `${period[1]} s`,
        baseline: `${bareInsert[1]} s`,
        ratio: `${fmt(s / num(bareInsert[1]!), 2)}×`,
        goal: `≤ 5 s ${verdict(s <= 5)}`,
      });
    }
    const loop = cells(pull, 'GET /sync/pull por loopback');
    const rawSel = cells(pull, 'SELECT cru paginado');
    if (loop && rawSel) {
      const rate = num(loop[2]!);
      rows.push({
        figure: 'pull do servidor por loopback (HTTP), linhas/s vs SELECT cru paginado',
        ours: `${loop[2]}/s`,
        baseline: `${rawSel[2]}/s`,
        ratio: `${fmt(rate / num(rawSel[2]!), 2)}×`,
        goal: `≥ 500.000/s ${verdict(rate >= 500_000)}`,
      });
    }
    const flush = cells(push, 'POST /sync/push por loopback');
    const rawWrite = cells(push, 'escrita crua');
    if (flush && rawWrite) {
      const s = num(flush[1]!);
      rows.push({
        figure: 'flush de 5.000 mutações ponta a ponta por loopback (s) vs upsert cru',
        ours: `${flush[1]} s`,
        baseline: `${rawWrite[1]} s`,
        ratio: `${fmt(s / num(rawWrite[1]!), 2)}×`,
        goal: `≤ 1 s ${verdict(s <= 1)}`,
      });
    }
    const me = cells(auth, 'GET /auth/me');
    const bare = cells(auth, 'handler Hono cru');
    if (me && bare) {
      rows.push({
        figure: 'GET /auth/me por loopback (cliente e sessão numa consulta), req/s vs handler Hono cru no mesmo servidor',
        ours: `${me[1]}/s`,
        baseline: `${bare[1]}/s`,
        ratio: `${fmt(num(me[1]!) / num(bare[1]!), 2)}×`,
        goal: '',
      });
    }
  }

  if (process.env.BENCH_SKIP_SCAN !== '1') rows.push(...(await (await import('./scan/index')).scanRows())); // gate scanner, its own child process (bench/scan)
  if (process.env.BENCH_SKIP_COLD !== '1') rows.push(...(await (await import('./coldstart/index')).coldStartRows())); // /my/id offline cold start, its own child process
  if (process.env.BENCH_SKIP_COMPETITIONS !== '1') {
    // Pure domain code, in this process: the standings engine and the fixture generators.
    rows.push(...(await (await import('./standings')).benchStandings()));
    rows.push(...(await import('./generators')).generatorRows());
  }
  // The súmula's match mode, tap → painted, in its own headless Chromium page.
  if (process.env.BENCH_SKIP_SUMULA !== '1') rows.push(...(await (await import('./sumula-paint')).sumulaPaintRows()));
  // A people import of 10,000 rows from XLSX, read → preview → local store.
  if (process.env.BENCH_SKIP_IMPORT !== '1') rows.push(...(await (await import('./records-import')).recordsImportRows()));
  // A phone photo from the local queue: bytes sent vs the original, its own Chromium page.
  if (process.env.BENCH_SKIP_PHOTO !== '1') rows.push(...(await (await import('./photo-upload')).photoUploadRows()));
  // A space's month calendar, replica → counts → painted, its own Chromium page.
  if (process.env.BENCH_SKIP_RESERVATIONS !== '1') rows.push(...(await (await import('./reservations-calendar')).reservationsCalendarRows()));
  console.log(serverOutput.trimEnd());
  console.log(`\nResultado — Chromium ${version} headless, semente ${SEED}, ${fmt((performance.now() - t0) / 1000, 0)} s no total`);
  printTable(rows);
}

function runChildEnv(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} saiu com código ${code}`))));
  });
}

await main();
