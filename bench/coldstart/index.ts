// The /my/id offline cold-start bench as `npm run bench` runs it: bench/coldstart/main.ts in a child
// process (its own database, server and browser), its table passed through, its figure returned as
// a row of the closing table (same shape as bench/run.ts's rows). BENCH_SKIP_COLD=1 skips it.
import { runBenchChild } from '../child';
import type { ColdBenchResult } from './main';
import type { ScanRow } from '../scan/index';

import { fmt } from '../table';

const runChild = () => runBenchChild<ColdBenchResult>(new URL('./main.ts', import.meta.url), 'COLD_BENCH_JSON');

export async function coldStartRows(): Promise<ScanRow[]> {
  if (process.env.BENCH_SKIP_COLD === '1') return [];
  process.stdout.write('partida a frio offline de /my/id (CPU 4×)… ');
  const r = await runChild();
  return [{
    figure: `partida a frio offline de /my/id, CPU ${r.throttle}× mais lenta: navegação → nome da carteirinha visível, mediana (${r.card.n}) vs página estática crua da mesma origem`,
    ours: `${fmt(r.card.median)} ms`,
    baseline: `${fmt(r.blank.median)} ms`,
    ratio: `${fmt(r.card.median / r.blank.median, 1)}×`,
    goal: '',
  }];
}
