// The /my/id offline cold-start bench as `npm run bench` runs it: bench/coldstart/main.ts in a child
// process (its own database, server and browser), its table passed through, its figure returned as
// a row of the closing table (same shape as bench/run.ts's rows). BENCH_SKIP_COLD=1 skips it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ColdBenchResult } from './main';
import type { ScanRow } from '../scan/index';

const fmt = (n: number, digits = 0) => n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function runChild(): Promise<ColdBenchResult> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = out.split('\n');
      const json = lines.find((l) => l.startsWith('COLD_BENCH_JSON '));
      process.stdout.write(lines.filter((l) => !l.startsWith('COLD_BENCH_JSON ')).join('\n'));
      if (code !== 0 || !json) return reject(new Error(`bench/coldstart/main.ts saiu com código ${code}`));
      resolve(JSON.parse(json.slice('COLD_BENCH_JSON '.length)) as ColdBenchResult);
    });
  });
}

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
