// Browser bench (issue 11): the súmula's match mode, event tapped → score and event list painted, in
// headless Debian Chromium (bench/browser/sumula-paint.tsx: the app's useEventLog, matchView and
// board components over a real IndexedDB replica; the write goes through mutate behind the paint).
// Baseline in the same page: a bare DOM write (score text + one list item) on a click, to the same
// painted frame. Goal: p95 ≤ 16 ms. Part of `npm run bench` (BENCH_SKIP_SUMULA=1 skips it), or
// alone: `npx tsx bench/sumula-paint.ts` (BENCH_SUMULA_SAMPLES, default 100).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { benchSumulaPaint } from './browser/sumula-paint';
import { fmt, ms, quantiles, verdict, type BenchRow } from './table';

const SAMPLES = Number(process.env.BENCH_SUMULA_SAMPLES ?? 100);
const GOAL_MS = 16;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function sumulaPaintRows(): Promise<BenchRow[]> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./browser/sumula-paint.tsx', import.meta.url))],
    bundle: true, format: 'iife', platform: 'browser', target: 'chrome120', write: false, logLevel: 'silent', jsx: 'automatic',
    define: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.MODE': '"production"', 'process.env.NODE_ENV': '"production"' },
  });
  const js = out.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(js);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><meta charset="utf-8"><title>federa súmula bench</title><script src="/bench.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('página:', e.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => 'federaSumulaPaint' in window);
    const result = (await page.evaluate(
      (samples) => (window as unknown as { federaSumulaPaint: { benchSumulaPaint: (n: number) => Promise<unknown> } }).federaSumulaPaint.benchSumulaPaint(samples),
      SAMPLES,
    )) as Awaited<ReturnType<typeof benchSumulaPaint>>;
    if (result.stored !== SAMPLES + 5) throw new Error(`eventos gravados: ${result.stored}, esperados ${SAMPLES + 5}`);
    const ours = quantiles(result.ours);
    const base = quantiles(result.baseline);
    return [{
      figure: `súmula, modo partida: lançamento tocado → placar e lista pintados, mediana / p95 (${SAMPLES} gols, gravados pelo outbox; \`bench/sumula-paint.ts\`)`,
      ours: `${ms(ours.median)} / ${ms(ours.p95)}`,
      baseline: `${ms(base.median)} / ${ms(base.p95)} (escrita direta no DOM no clique, mesma página)`,
      ratio: `${fmt(ours.p95 / base.p95, 2)}×`,
      goal: `p95 ≤ ${GOAL_MS} ms ${verdict(ours.p95 <= GOAL_MS)}`,
    }];
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { printTable } = await import('./table');
  printTable(await sumulaPaintRows());
}
