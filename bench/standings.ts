// Standings bench: the 2023 Série A (20 teams, 380 results, tests/data/brasileirao-2023)
// recomputed after one new result — the pure part of "replica → table painted", whose whole goal is
// ≤ 16 ms p95 — beside a baseline measured in the same run: sorting the same 20 rows by points alone.
// Standalone: `npx tsx bench/standings.ts` (BENCH_STANDINGS_ITERATIONS, default 2,000). bench/run.ts can
// include benchStandings()'s rows in its closing table (same {figure, ours, baseline, ratio, goal} shape).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { computeStandings, explainSplit, preset, type ResultInput, type StandingRow } from '../src/domain/competitions/standings';
import { loadSeason } from '../tests/data/brasileirao-2023/season';
import { fmt, ms, printTable, quantiles, verdict, type BenchRow } from './table';

export type StandingsRow = BenchRow;

const ITERATIONS = Number(process.env.BENCH_STANDINGS_ITERATIONS ?? 2000);
const WARMUP = 300;
const GOAL_MS = 16;


interface Stats {
  median: number;
  p95: number;
  n: number;
}

const stats = (samples: number[]): Stats => quantiles(samples);

function measure(iterations: number, run: (i: number) => unknown): Stats {
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += run(i) ? 1 : 0;
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    sink += run(i) ? 1 : 0;
    samples.push(performance.now() - t0);
  }
  if (sink < 0) console.log(sink); // keeps the work observable
  return stats(samples);
}

export interface StandingsBenchResult {
  compute: Stats;
  withWhy: Stats;
  baseline: Stats;
  results: number;
  teams: number;
}

export function runStandingsBench(iterations = ITERATIONS): StandingsBenchResult {
  const season = loadSeason();
  const rules = preset('cbf_serie_a').rules;
  const names = new Map(season.teams.map((t) => [t.id, t.name]));
  // The replica before the last match, and that match arriving with a different score each time.
  const before = season.results.slice(0, -1);
  const last = season.results.at(-1)!;
  const arriving = (i: number): ResultInput => ({ ...last, home_score: i % 4, away_score: (i >> 2) % 3 });
  const table = (i: number) => computeStandings({ teams: season.teams, results: [...before, arriving(i)], rules, seed: 'bench' });

  const compute = measure(iterations, (i) => table(i).rows.length);
  const withWhy = measure(iterations, (i) => {
    const s = table(i);
    return s.splits.map((split) => explainSplit(split, names, rules)).length;
  });
  // Baseline: the same 20 rows, sorted by points alone (what a one-formula engine does).
  const rows: StandingRow[] = table(0).rows;
  const baseline = measure(iterations, () => [...rows].sort((a, b) => b.points - a.points).length);
  return { compute, withWhy, baseline, results: before.length + 1, teams: season.teams.length };
}

/** The rows for bench/run.ts's closing table. */
export async function benchStandings(): Promise<StandingsRow[]> {
  const r = runStandingsBench();
  return [
    {
      figure: `classificação: ${r.teams} times, ${r.results} resultados, recalculada após 1 resultado novo (computeStandings, critérios CBF), mediana / p95 (${r.compute.n}) vs ordenar as mesmas linhas só por pontos`,
      ours: `${ms(r.compute.median)} / ${ms(r.compute.p95)}`,
      baseline: `${ms(r.baseline.median)} / ${ms(r.baseline.p95)}`,
      ratio: `${fmt(r.compute.p95 / r.baseline.p95, 1)}×`,
      goal: `parte pura de ≤ ${GOAL_MS} ms p95 (réplica → tabela pintada): ${fmt((r.compute.p95 / GOAL_MS) * 100, 1)}% ${verdict(r.compute.p95 <= GOAL_MS)}`,
    },
    {
      figure: `… com as ${r.teams - 1} frases "por quê" (explainSplit), mediana / p95`,
      ours: `${ms(r.withWhy.median)} / ${ms(r.withWhy.p95)}`,
      baseline: `${ms(r.baseline.median)} / ${ms(r.baseline.p95)}`,
      ratio: `${fmt(r.withWhy.p95 / r.baseline.p95, 1)}×`,
      goal: `${fmt((r.withWhy.p95 / GOAL_MS) * 100, 1)}% de ${GOAL_MS} ms ${verdict(r.withWhy.p95 <= GOAL_MS)}`,
    },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await benchStandings();
  console.log(`Bench da classificação — Node ${process.version}, ${ITERATIONS} iterações (+${WARMUP} de aquecimento)`);
  printTable(rows);
}
