// Gate scanner bench: the built app in headless Debian Chromium, served by our server on
// loopback, with Chromium's fake camera playing a video that cycles through the real ID-card QRs of
// BENCH_SCAN_CARDS seeded athletes (signed with the tenant's key, made eligible for the demo meal
// through the server's write path). The staff device signs in, syncs, goes OFFLINE, opens
// /meals/{id}/scan and lets the queue walk past. Figures, each beside a baseline of the same run:
//   - decode → confirmation painted (the app's `scan:confirm` measures: decoder callback → the frame
//     that shows the green screen has been painted), median and p95, against a bare paint (a DOM
//     write → painted, same page, same moments, same rAF + message method);
//   - of which verify + check-in (`scan:process`), against the decoder's own decode time
//     (`scan:decode`, html5-qrcode/zxing on the frames that held a code);
//   - sustained scans per minute over one pass of the video, against the cards it offers per minute.
// Then back online: every check-in must reach the server (checked, not timed).
//   npx tsx bench/scan/main.ts      BENCH_SCAN_CARDS (default 60), BENCH_SCAN_SECONDS_PER_CARD (0.5)
// The last stdout line is `SCAN_BENCH_JSON {...}` for bench/run.ts (bench/scan/index.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Page } from 'playwright-core';
import { fakeCameraArgs, writeQrVideo } from '../../e2e/support/fake-camera';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { createApp } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { signCredentialForUser } from '../../server/credentials/index';
import { benchDb, fmt } from '../server-lib';
import { BRASILIA_TIME_ZONE } from '../../src/domain/dates';

const CARDS = Number(process.env.BENCH_SCAN_CARDS ?? 60);
const SECONDS_PER_CARD = Number(process.env.BENCH_SCAN_SECONDS_PER_CARD ?? 0.5);
const PASSWORD = 'federa-demo';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Every 150-450 ms: a DOM write, then rAF + first task after the frame → `bench:bare-paint` (the app's own timing method). */
const BARE_PAINT_LOOP = `(() => {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:fixed;left:0;bottom:0;font:12px monospace;z-index:99999;color:#888';
  document.body.appendChild(box);
  let n = 0;
  function tick() {
    const start = performance.now();
    box.textContent = String(++n);
    requestAnimationFrame(() => {
      const done = () => performance.measure('bench:bare-paint', { start, end: performance.now() });
      if (globalThis.scheduler && scheduler.postTask) { scheduler.postTask(done, { priority: 'user-blocking' }); return; }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { channel.port1.close(); done(); };
      channel.port2.postMessage(null);
    });
    setTimeout(tick, 150 + Math.random() * 300);
  }
  setTimeout(tick, Math.random() * 300);
})()`;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Stats {
  median: number;
  p95: number;
  n: number;
}

export interface ScanBenchResult {
  chromium: string;
  database: string;
  cards: number;
  confirm: Stats;
  process: Stats;
  bare: Stats;
  decode: Stats;
  /** Breakdown of the app's share: card verification, the local check-in, React render + commit. */
  verify: Stats;
  checkin: Stats;
  render: Stats;
  /** Commit → the frame's rAF, then rAF → painted. */
  frame: Stats;
  paintOnly: Stats;
  perMinute: number;
  offeredPerMinute: number;
  greens: number;
  ambers: number;
  reds: number;
  offline: boolean;
  reachedServer: number;
}

function stats(xs: readonly number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

function ensureBuild(): string {
  const dist = resolve(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_SCAN_BUILD === '1') {
    process.stderr.write('dist/ ausente: npm run build…\n');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('npm run build falhou');
  }
  return dist;
}

/** The sync indicator says nothing is pending and the last sync succeeded. */
async function synced(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="sync-indicator"]');
    return el?.getAttribute('data-pending') === '0' && /Sincronizado/.test(el.textContent ?? '');
  }, undefined, { timeout, polling: 200 });
}

/** Rows of a replica table of the device (IndexedDB as stored). */
const countLocal = (page: Page, table: string, mealId: string) =>
  page.evaluate(({ table, mealId }) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction(table).objectStore(table).getAll();
      all.onsuccess = () => {
        resolve((all.result as { meal_id: string }[]).filter((r) => r.meal_id === mealId).length);
        open.result.close();
      };
    };
  }), { table, mealId });

export async function runScanBench(): Promise<ScanBenchResult> {
  const distDir = ensureBuild();
  const bench = await benchDb();
  const db = bench.handle.db;
  const dir = mkdtempSync(join(tmpdir(), 'federa-scan-bench-'));
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: createApp({ db, distDir }).fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // The demo meal, its staff, and CARDS seeded athletes (people without an account).
    const [tenant] = await db.query<{ id: string }>(`SELECT id::text FROM tenants WHERE code = 'demo'`);
    const [staff] = await db.query<{ id: string }>(`SELECT id::text FROM users WHERE tenant_id = $1 AND email = 'staff@demo.test'`, [tenant!.id]);
    const meals = await db.query<{ data: { id: string; name: string; status: string } }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'meals' AND NOT deleted`, [tenant!.id]);
    const meal = meals.map((m) => m.data).find((m) => m.status === 'open' && m.name.startsWith('Almoço')) ?? meals.map((m) => m.data).find((m) => m.status === 'open');
    if (!meal) throw new Error('o seed do demo não tem refeição aberta');
    const people = await db.query<{ user_id: string }>(
      `SELECT data->>'user_id' AS user_id FROM records p WHERE p.tenant_id = $1 AND p.collection = 'profiles' AND NOT p.deleted
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id::text = p.data->>'user_id') ORDER BY p.id LIMIT $2`, [tenant!.id, CARDS]);
    if (people.length < CARDS) throw new Error(`só ${people.length} atletas no seed`);
    const userIds = people.map((p) => p.user_id);

    // Eligible through the server's write path: the staff's own push of meals.eligibility.add.
    const token = await createSession(db, tenant!.id, staff!.id, new Date());
    const push = await fetch(`${base}/api/v1/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: crypto.randomUUID(), schemaVersion: SCHEMA_VERSION, mutations: [{ seq: 1, name: 'meals.eligibility.add', args: { mealId: meal.id, userIds }, at: new Date().toISOString() }] }),
    });
    const pushed = (await push.json()) as { results?: { ok: boolean; message?: string }[] };
    if (!push.ok || pushed.results?.some((r) => !r.ok)) throw new Error(`meals.eligibility.add: ${push.status} ${JSON.stringify(pushed).slice(0, 300)}`);

    // The queue: one card per video frame, SECONDS_PER_CARD each (the file's frame rate), looping.
    const cards: string[] = [];
    for (const id of userIds) cards.push((await signCredentialForUser(db, 'demo', id)).text);
    const fps = 1 / SECONDS_PER_CARD;
    if (!Number.isInteger(fps)) throw new Error('BENCH_SCAN_SECONDS_PER_CARD deve ser 1/n');
    const video = await writeQrVideo(join(dir, 'queue.y4m'), cards, { fps });

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)] });
    try {
      const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: BRASILIA_TIME_ZONE, permissions: ['camera'] });
      const page = await context.newPage();
      page.on('pageerror', (e) => process.stderr.write(`página: ${e.message}\n`));
      await page.goto('/login');
      await page.getByLabel('E-mail ou CPF').fill('staff@demo.test');
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 }).catch(async () => {
        await page.reload();
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
      });
      await page.reload(); // the service worker keeps the boot calls (modules) for the offline start
      await synced(page);
      const deadline = Date.now() + 60_000;
      while ((await countLocal(page, 'mealusers', meal.id)) < CARDS) {
        if (Date.now() > deadline) throw new Error('participantes não chegaram ao aparelho');
        await page.waitForTimeout(250);
      }
      const checkinsBefore = await countLocal(page, 'mealcheckins', meal.id);

      // No network from here: every confirmation is local.
      await context.setOffline(true);
      await page.goto(`/meals/${meal.id}/scan`);
      // The bare baseline, in the same page during the same run: a DOM write at a random moment,
      // timed to painted exactly as the app times its confirmation.
      // (A string: tsx would wrap a serialised function's named locals in helpers the page lacks.)
      await page.evaluate(BARE_PAINT_LOOP);

      const loopMs = CARDS * SECONDS_PER_CARD * 1000;
      type Entry = { start: number; duration: number; tone: string };
      const read = () => page.evaluate(() => ({
        confirm: performance.getEntriesByName('scan:confirm').map((e) => ({ start: e.startTime, duration: e.duration, tone: ((e as PerformanceMeasure).detail as { tone: string } | null)?.tone ?? '' })),
        process: performance.getEntriesByName('scan:process').map((e) => e.duration),
        decode: performance.getEntriesByName('scan:decode').map((e) => e.duration),
        bare: performance.getEntriesByName('bench:bare-paint').map((e) => e.duration),
        verify: performance.getEntriesByName('scan:verify').map((e) => e.duration),
        checkin: performance.getEntriesByName('scan:checkin').map((e) => e.duration),
        render: performance.getEntriesByName('scan:render').map((e) => e.duration),
        frame: performance.getEntriesByName('scan:frame').map((e) => e.duration),
        paintOnly: performance.getEntriesByName('scan:paint').map((e) => e.duration),
      }));
      // One pass of the video from the first confirmation, plus a little.
      let data = await read();
      const until = Date.now() + loopMs + 60_000;
      while (data.confirm.length === 0 && Date.now() < until) {
        await page.waitForTimeout(250);
        data = await read();
      }
      if (data.confirm.length === 0) throw new Error('nenhuma leitura confirmada (câmera? seed?)');
      const t0 = data.confirm[0]!.start;
      await page.waitForFunction((end) => performance.now() > end, t0 + loopMs + 1500, { timeout: loopMs + 30_000, polling: 250 });
      data = await read();
      const inPass = (data.confirm as Entry[]).filter((e) => e.start < t0 + loopMs);
      const greens = inPass.filter((e) => e.tone === 'ok').length;
      const ambers = inPass.filter((e) => e.tone === 'warn').length;
      const reds = inPass.filter((e) => e.tone === 'error').length;
      const paint = (data.confirm as Entry[]).map((e) => e.duration);

      // Back online: the device's check-ins must all reach the server.
      await context.setOffline(false);
      await synced(page, 120_000);
      const [row] = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM records WHERE tenant_id = $1 AND collection = 'mealcheckins' AND NOT deleted AND data->>'meal_id' = $2 AND data->>'status' = 'counted'`,
        [tenant!.id, meal.id]);
      const reachedServer = Number(row!.n) - checkinsBefore;

      return {
        chromium: browser.version(),
        database: bench.label,
        cards: CARDS,
        confirm: stats(paint),
        process: stats(data.process),
        bare: stats(data.bare),
        decode: stats(data.decode),
        verify: stats(data.verify),
        checkin: stats(data.checkin),
        render: stats(data.render),
        frame: stats(data.frame),
        paintOnly: stats(data.paintOnly),
        perMinute: greens / (loopMs / 60_000),
        offeredPerMinute: 60 / SECONDS_PER_CARD,
        greens,
        ambers,
        reds,
        offline: true,
        reachedServer,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await new Promise<void>((ok) => server.close(() => ok()));
    await bench.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

export function printScanTable(r: ScanBenchResult): void {
  console.log(`\nLeitura na portaria — Chromium ${r.chromium}, ${r.database}; ${r.cards} carteirinhas em vídeo (câmera falsa), aparelho sem rede`);
  console.log('| medida | nosso | linha de base | razão |');
  console.log('|---|---:|---:|---:|');
  console.log(`| decode → confirmação pintada (scan:confirm), mediana / p95 (${r.confirm.n} leituras) | ${ms(r.confirm.median)} / ${ms(r.confirm.p95)} | ${ms(r.bare.median)} / ${ms(r.bare.p95)} (escrita DOM crua → pintada, ${r.bare.n}) | ${fmt(r.confirm.p95 / r.bare.p95, 2)}× |`);
  console.log(`| verificação + check-in local (scan:process), mediana / p95 | ${ms(r.process.median)} / ${ms(r.process.p95)} | ${ms(r.decode.median)} / ${ms(r.decode.p95)} (decodificação do html5-qrcode, ${r.decode.n}) | ${fmt(r.process.p95 / r.decode.p95, 2)}× |`);
  console.log(`| leituras por minuto, sustentado (uma volta do vídeo) | ${fmt(r.perMinute, 1)} | ${fmt(r.offeredPerMinute, 0)} (carteirinhas oferecidas) | ${fmt(r.perMinute / r.offeredPerMinute, 2)} |`);
  console.log(`Partes (mediana / p95): verificação da assinatura ${ms(r.verify.median)} / ${ms(r.verify.p95)}; check-in no IndexedDB (depois da pintura, fora da medida) ${ms(r.checkin.median)} / ${ms(r.checkin.p95)}; render + commit ${ms(r.render.median)} / ${ms(r.render.p95)}; espera do quadro ${ms(r.frame.median)} / ${ms(r.frame.p95)}; estilo, layout e pintura ${ms(r.paintOnly.median)} / ${ms(r.paintOnly.p95)}.`);
  console.log(`Na volta: ${r.greens} verdes, ${r.ambers} âmbar, ${r.reds} vermelhas; ${r.reachedServer} check-ins chegaram ao servidor ao voltar a rede.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runScanBench();
  printScanTable(result);
  console.log(`SCAN_BENCH_JSON ${JSON.stringify(result)}`);
}
