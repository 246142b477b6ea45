// Browser bench: the súmula's match mode, event tapped → score and event list painted, in
// headless Debian Chromium (bench/browser/sumula-paint.tsx: the app's useEventLog, matchView and
// board components over a real IndexedDB replica; the write goes through mutate behind the paint).
// Baseline in the same page: a bare DOM write (score text + one list item) on a click, to the same
// painted frame. Goal: p95 ≤ 16 ms. Part of `npm run bench` (BENCH_SKIP_SUMULA=1 skips it), or
// alone: `npx tsx bench/sumula-paint.ts` (BENCH_SUMULA_SAMPLES, default 100).
import { fileURLToPath } from 'node:url';
import { openBenchPage } from './bench-page';
import type { benchSumulaPaint } from './browser/sumula-paint';
import { fmt, ms, quantiles, verdict, type BenchRow } from './table';

const SAMPLES = Number(process.env.BENCH_SUMULA_SAMPLES ?? 100);
const GOAL_MS = 16;

export async function sumulaPaintRows(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage(new URL('./browser/sumula-paint.tsx', import.meta.url), 'federaSumulaPaint', 'federa súmula bench');
  try {
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
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { printTable } = await import('./table');
  printTable(await sumulaPaintRows());
}
