// Fixture generators: a 128-entrant double elimination, a 20-team double round robin and a
// 32-team pots draw into 8 groups with association and state constraints, each timed over RUNS fresh
// seeds (median and p95), beside a naive baseline measured in the same run on the same input:
// a plain power-of-two pairing of the 128 (a single bracket, no byes logic, no losers' bracket), an
// unbalanced nested-loop pair list for the round robin, an unconstrained shuffle-and-deal for the pots.
// Both sides derive their fixture ids the same way, so the ratio is the cost of the rules.
//   npx tsx bench/generators.ts      (BENCH_GENERATOR_RUNS, default 60)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { doubleElimination, drawPots, fixtureId, roundRobin } from '../src/domain/competitions/generators';
import { seededRandom } from '../src/domain/competitions/seeded-random';
import { fmt, ms, printTable, quantiles, verdict, type BenchRow } from './table';

const RUNS = Number(process.env.BENCH_GENERATOR_RUNS ?? 60);
const GOAL_MS = 50;

export type GeneratorRow = BenchRow;

/** Times `run(seed)` and `base(seed)` alternately (so both see the same machine load), after a warm-up. */
function measure(run: (seed: string) => unknown, base: (seed: string) => unknown) {
  for (let i = 0; i < 5; i++) {
    run(`aquecimento-${i}`);
    base(`aquecimento-${i}`);
  }
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const seed = `bench-${i}`;
    let t = performance.now();
    run(seed);
    ours.push(performance.now() - t);
    t = performance.now();
    base(seed);
    baseline.push(performance.now() - t);
  }
  return { ours: quantiles(ours), baseline: quantiles(baseline) };
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);

function plainBracket(entrants: string[], seed: string) {
  const fixtures: { id: string; home: string | null; away: string | null }[] = [];
  let slots: (string | null)[] = entrants;
  for (let round = 1; slots.length > 1; round++) {
    const next: (string | null)[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      fixtures.push({ id: fixtureId(undefined, seed, 'plain', round, i / 2), home: slots[i]!, away: slots[i + 1]! });
      next.push(null);
    }
    slots = next;
  }
  return fixtures;
}

function nestedLoopPairs(entrants: string[], seed: string) {
  const fixtures: { id: string; home: string; away: string }[] = [];
  for (let leg = 1; leg <= 2; leg++) {
    for (let i = 0; i < entrants.length; i++) {
      for (let j = i + 1; j < entrants.length; j++) fixtures.push({ id: fixtureId(undefined, seed, 'pairs', leg, i, j), home: entrants[i]!, away: entrants[j]! });
    }
  }
  return fixtures;
}

/** 32 clubs in 4 pots, 11 associations (some clubs share one) and 9 states (at most 2 clubs of one state per group). */
function potsInput(seed: string) {
  const teams = ids('clube', 32);
  const states = ['SP', 'RJ', 'MG', 'RS', 'PR', 'SC', 'BA', 'PE', 'GO'];
  const association: Record<string, string> = {};
  const state: Record<string, string> = {};
  teams.forEach((t, i) => {
    association[t] = `federacao-${i % 11}`;
    state[t] = states[(i * 7) % states.length]!;
  });
  return {
    pots: [0, 1, 2, 3].map((p) => teams.slice(p * 8, p * 8 + 8)),
    groups: 8,
    attributes: { association, state },
    constraints: [
      { attribute: 'association', maxPerGroup: 1, label: 'federação' },
      { attribute: 'state', maxPerGroup: 2, label: 'estado' },
    ],
    seed,
  };
}

function shuffleAndDeal(pots: string[][], groups: number, seed: string) {
  const random = seededRandom(seed);
  const out: string[][] = Array.from({ length: groups }, () => []);
  for (const pot of pots) random.shuffle(pot).forEach((team, i) => out[i % groups]!.push(team));
  return out;
}

export function generatorRows(): GeneratorRow[] {
  const rows: GeneratorRow[] = [];
  const row = (figure: string, r: ReturnType<typeof measure>) => {
    rows.push({
      figure,
      ours: `${ms(r.ours.median)} / ${ms(r.ours.p95)}`,
      baseline: `${ms(r.baseline.median)} / ${ms(r.baseline.p95)}`,
      ratio: `${fmt(r.ours.p95 / r.baseline.p95, 2)}×`,
      goal: `p95 ≤ ${GOAL_MS} ms ${verdict(r.ours.p95 <= GOAL_MS)}`,
    });
  };

  const entrants128 = ids('atleta', 128);
  row(
    `dupla eliminação de 128 (255 jogos, final com reset), mediana / p95 (${RUNS} sementes) vs chave simples em potência de 2 (127 jogos)`,
    measure((seed) => doubleElimination({ entrants: entrants128, grandFinalReset: true, seed }), (seed) => plainBracket(entrants128, seed)),
  );
  const teams20 = ids('time', 20);
  row(
    'turno e returno de 20 (380 jogos, Berger espelhado, mando equilibrado) vs lista de pares em laço aninhado',
    measure((seed) => roundRobin({ entrants: teams20, legs: 2, seed }), (seed) => nestedLoopPairs(teams20, seed)),
  );
  row(
    'sorteio de 32 em 8 grupos por potes, com federação (1) e estado (2) por grupo, vs embaralhar e distribuir sem restrições',
    measure((seed) => drawPots(potsInput(seed)), (seed) => shuffleAndDeal(potsInput(seed).pots, 8, seed)),
  );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Geradores de tabela — ${RUNS} sementes por medida (mediana / p95)`);
  printTable(generatorRows(), 'razão (p95)');
}
