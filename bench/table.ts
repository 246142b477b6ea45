// What every bench prints: one row per figure beside its baseline measured in the same run, and the
// number formats they share (pt-BR), so the closing table of `npm run bench` reads the same whatever
// bench produced the row.

export interface BenchRow {
  figure: string;
  ours: string;
  baseline: string;
  ratio: string;
  goal: string;
}

export const fmt = (n: number, digits = 0): string => n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Milliseconds with the precision a figure of that size needs (sub-0.1 ms pure-code timings too). */
export const ms = (n: number): string => `${fmt(n, n < 0.1 ? 4 : n < 10 ? 2 : 1)} ms`;

export const verdict = (ok: boolean): string => (ok ? '✓' : '✗');

/** Median and 95th percentile (nearest rank) of timing samples. */
export function quantiles(samples: readonly number[]): { median: number; p95: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

/** The markdown table the README's performance section copies. */
export function printTable(rows: readonly BenchRow[], ratioHeader = 'razão'): void {
  console.log(`| medida | nosso | linha de base | ${ratioHeader} | meta |`);
  console.log('|---|---:|---:|---:|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.ours} | ${r.baseline} | ${r.ratio} | ${r.goal} |`);
}
