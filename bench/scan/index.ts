// The gate scanner bench as `npm run bench` runs it: bench/scan/main.ts in a child process (its
// own database, server and browser; nothing else running beside it), its table passed through, its
// figures returned as rows of the closing table (same shape as bench/run.ts's rows).
import { runBenchChild } from '../child';
import type { ScanBenchResult } from './main';

import { ms, verdict, fmt, type BenchRow } from '../table';

export type ScanRow = BenchRow;

const runChild = () => runBenchChild<ScanBenchResult>(new URL('./main.ts', import.meta.url), 'SCAN_BENCH_JSON');

/** Runs the scan bench; BENCH_SKIP_SCAN=1 skips it. */
export async function scanRows(): Promise<ScanRow[]> {
  if (process.env.BENCH_SKIP_SCAN === '1') return [];
  process.stdout.write('leitura de QR na portaria (câmera falsa)… ');
  const r = await runChild();
  return [
    {
      figure: `leitura: decode → confirmação pintada, mediana / p95 (${r.confirm.n} leituras, sem rede) vs escrita DOM crua → pintada`,
      ours: `${ms(r.confirm.median)} / ${ms(r.confirm.p95)}`,
      baseline: `${ms(r.bare.median)} / ${ms(r.bare.p95)}`,
      ratio: `${fmt(r.confirm.p95 / r.bare.p95, 2)}×`,
      goal: `p95 ≤ 30 ms ${verdict(r.confirm.p95 <= 30)}`,
    },
    {
      figure: 'leitura: verificação + check-in local, p95 vs decodificação do html5-qrcode, p95',
      ours: ms(r.process.p95),
      baseline: ms(r.decode.p95),
      ratio: `${fmt(r.process.p95 / r.decode.p95, 2)}×`,
      goal: '',
    },
    {
      figure: `leituras por minuto sustentadas (${r.cards} carteirinhas em vídeo) vs carteirinhas oferecidas por minuto`,
      ours: fmt(r.perMinute, 1),
      baseline: fmt(r.offeredPerMinute, 0),
      ratio: fmt(r.perMinute / r.offeredPerMinute, 2),
      goal: `≥ 40/min ${verdict(r.perMinute >= 40)}`,
    },
  ];
}
