// Offline cold start of /my/id: the built app, served by our server on loopback,
// in headless Debian Chromium. The demo athlete signs in online once (the replica, the signed card
// and the service worker's precache land on the device); then the context goes OFFLINE and, with
// the renderer's CPU throttled 4× (CDP Emulation.setCPUThrottlingRate, a mid-range phone), each run
// opens a fresh page and times navigation start → the card's name (#idcard-name) in the layout.
// Baseline, alternated with it in the same context and throttling: public/bench-blank.html, a bare
// page of the same origin served by the same service worker, timed to its heading the same way.
//   npx tsx bench/coldstart/main.ts      BENCH_COLD_RUNS (default 7)
// The last stdout line is `COLD_BENCH_JSON {...}` for bench/run.ts (bench/coldstart/index.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { createApp } from '../../server/app';
import { benchDb, fmt } from '../server-lib';
import { BRASILIA_TIME_ZONE } from '../../src/domain/dates';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const THROTTLE = 4;
const PASSWORD = 'federa-demo';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ColdStats {
  median: number;
  min: number;
  max: number;
  n: number;
}

export interface ColdBenchResult {
  chromium: string;
  throttle: number;
  card: ColdStats;
  blank: ColdStats;
}

function stats(xs: readonly number[]): ColdStats {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor((s.length - 1) / 2)] ?? NaN, min: s[0] ?? NaN, max: s[s.length - 1] ?? NaN, n: s.length };
}

function ensureBuild(): string {
  const dist = resolve(ROOT, 'dist');
  if (!existsSync(join(dist, 'bench-blank.html')) || process.env.BENCH_COLD_BUILD === '1') {
    process.stderr.write('dist/ ausente ou sem bench-blank.html: npm run build…\n');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('npm run build falhou');
  }
  return dist;
}

/**
 * One cold start in a fresh page: throttled before the navigation, then navigation start (the
 * document's time origin) → `selector` holds text and has a box, checked at every frame (the same
 * cheap check for both pages, so its own cost is in both).
 */
export async function coldStart(
  context: BrowserContext, path: string, selector: string,
  around?: { before(cdp: CDPSession): Promise<void>; after(cdp: CDPSession, page: Page): Promise<void> },
): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await around?.before(cdp);
    await page.goto(path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return el && (el.textContent ?? '').trim() !== '' && el.getBoundingClientRect().height > 0 ? performance.now() : false;
    }, selector, { polling: 'raf', timeout: 60_000 });
    const at = (await handle.jsonValue()) as number;
    await around?.after(cdp, page);
    return at;
  } finally {
    await page.close();
  }
}

/**
 * The built app on loopback with the demo athlete signed in once online (replica, card, service
 * worker's precache), then the context OFFLINE: ready for cold starts. `close` ends it all.
 */
export async function offlineAthleteContext(): Promise<{ browser: Browser; context: BrowserContext; close: () => Promise<void> }> {
  const distDir = ensureBuild();
  const bench = await benchDb();
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: createApp({ db: bench.handle.db, distDir }).fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    await new Promise<void>((ok) => server.close(() => ok()));
    await bench.close();
  };
  try {
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: BRASILIA_TIME_ZONE });
    const page = await context.newPage();
    page.on('pageerror', (e) => process.stderr.write(`página: ${e.message}\n`));
    // Online once, unthrottled: sign in, the worker takes control, the replica and the card arrive.
    await page.goto('/my/id');
    await page.getByLabel('E-mail ou CPF').fill('atleta@demo.test');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 }).catch(async () => {
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
    });
    await page.reload(); // through the worker now: the photo lands in its cache too
    await page.locator('#idcard-name').waitFor({ timeout: 60_000 });
    await page.getByTestId('idcard-qr').waitFor({ timeout: 60_000 });
    await page.close();
    await context.setOffline(true);
    return { browser, context, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function runColdBench(): Promise<ColdBenchResult> {
  const { browser, context, close } = await offlineAthleteContext();
  try {
    // A warm-up of each (the first offline start also warms the worker's caches), then alternated.
    await coldStart(context, '/bench-blank.html', '#bench-blank');
    await coldStart(context, '/my/id', '#idcard-name');
    const card: number[] = [];
    const blank: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      blank.push(await coldStart(context, '/bench-blank.html', '#bench-blank'));
      card.push(await coldStart(context, '/my/id', '#idcard-name'));
    }
    return { chromium: browser.version(), throttle: THROTTLE, card: stats(card), blank: stats(blank) };
  } finally {
    await close();
  }
}

const ms = (n: number) => `${fmt(n, 0)} ms`;

export function printColdTable(r: ColdBenchResult): void {
  console.log(`\nPartida a frio offline de /my/id — Chromium ${r.chromium}, CPU ${r.throttle}× mais lenta, service worker no controle, sem rede`);
  console.log('| medida | nosso | linha de base | razão |');
  console.log('|---|---:|---:|---:|');
  console.log(`| navegação → nome da carteirinha visível, mediana (mín.-máx., ${r.card.n} partidas) | ${ms(r.card.median)} (${ms(r.card.min)}-${ms(r.card.max)}) | ${ms(r.blank.median)} (${ms(r.blank.min)}-${ms(r.blank.max)}) (página estática crua, mesma origem) | ${fmt(r.card.median / r.blank.median, 1)}× |`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runColdBench();
  printColdTable(result);
  console.log(`COLD_BENCH_JSON ${JSON.stringify(result)}`);
}
