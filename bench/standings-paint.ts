// Browser bench: the 2023 Série A's standings recomputed after ONE new result, from
// the local replica to the table painted, in headless Debian Chromium: `duels.result` through mutate
// (one IndexedDB transaction) → the live query re-reads the competition's rows → the standings engine
// → 20 rows written into a <table> → the next frame painted. Baseline in the same page: the same 20
// rows sorted by points alone, written and painted. Goal: p95 ≤ 16 ms (one frame at 60 Hz).
// `npx tsx bench/standings-paint.ts` (BENCH_PAINT_SAMPLES, default 100). The table is plain DOM, not
// the React screen: React's own render of 20 rows is measured by the app's other figures.
import { openBenchPage } from './bench-page';
import { preset } from '../src/domain/competitions/standings';
import { loadSeason } from '../tests/data/brasileirao-2023/season';
import type { benchStandingsPaint } from './browser/standings-paint';

const SAMPLES = Number(process.env.BENCH_PAINT_SAMPLES ?? 100);
const GOAL_MS = 16;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ms`;

async function main() {
  const { browser, page, close } = await openBenchPage(new URL('./browser/standings-paint.ts', import.meta.url), 'federaStandingsPaint', 'federa standings bench');
  try {
    const season = { ...loadSeason(), rules: preset('cbf_serie_a').rules };
    const result = (await page.evaluate(
      ({ season, samples }) => (window as unknown as { federaStandingsPaint: { benchStandingsPaint: (s: unknown, n: number) => Promise<unknown> } })
        .federaStandingsPaint.benchStandingsPaint(season, samples),
      { season, samples: SAMPLES },
    )) as Awaited<ReturnType<typeof benchStandingsPaint>>;
    const [om, op, bm, bp] = [quantile(result.ours, 0.5), quantile(result.ours, 0.95), quantile(result.baseline, 0.5), quantile(result.baseline, 0.95)];
    console.log(`Chromium ${browser.version()}, ${SAMPLES} resultados; topo: ${result.top.join(', ')}`);
    console.log('| figura | nosso (mediana / p95) | base (mediana / p95) | razão p95 | meta |');
    console.log('|---|---:|---:|---:|---|');
    console.log(`| classificação da Série A 2023 após 1 resultado novo: réplica → tabela pintada | ${ms(om)} / ${ms(op)} | ${ms(bm)} / ${ms(bp)} (mesmas 20 linhas ordenadas só por pontos, escritas e pintadas) | ${(op / bp).toFixed(2)}× | p95 ≤ ${GOAL_MS} ms ${op <= GOAL_MS ? '✓' : '✗'} |`);
    const part = (xs: number[]) => `${ms(quantile(xs, 0.5))} / ${ms(quantile(xs, 0.95))}`;
    console.log(`| … das quais: resultado gravado (mutate) | ${part(result.parts.mutate)} | | | |`);
    console.log(`| … releitura das linhas da competição (live query) | ${part(result.parts.read)} | | | |`);
    console.log(`| (a mesma releitura fora da live query) | ${part(result.parts.directRead)} | | | |`);
    console.log(`| (piso: os 380 jogos lidos de uma vez, toArray sem índice) | ${part(result.parts.allDuels)} | | | |`);
    console.log(`| … classificação calculada e 20 linhas escritas | ${part(result.parts.compute)} | | | |`);
  } finally {
    await close();
  }
}

await main();
