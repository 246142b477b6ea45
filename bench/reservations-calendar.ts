// Browser bench: a space's month calendar from the replica to painted (30 days × 16 slots, 300
// reservations; bench/browser/reservations-calendar.ts), in headless Debian Chromium. Baseline in the
// same page: the same rows read with raw IndexedDB, counted per day by text, written and painted.
// Goal: p95 ≤ 50 ms (a month opened or changed feels immediate). The cells are plain DOM, not the
// React screen: React's own render of 30 cells is measured by the app's other figures. Part of
// `npm run bench` (BENCH_SKIP_RESERVATIONS=1 skips it), or alone: `npx tsx bench/reservations-calendar.ts`
// (BENCH_CALENDAR_SAMPLES, default 100).
import { fileURLToPath } from 'node:url';
import { openBenchPage } from './bench-page';
import type { benchReservationsCalendar } from './browser/reservations-calendar';
import { fmt, ms, quantiles, verdict, type BenchRow } from './table';

const SAMPLES = Number(process.env.BENCH_CALENDAR_SAMPLES ?? 100);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
const GOAL_MS = 50;

export async function reservationsCalendarRows(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage(new URL('./browser/reservations-calendar.ts', import.meta.url), 'federaReservationsCalendar', 'federa reservations bench');
  try {
    const result = (await page.evaluate(
      ({ samples, seed }) => (window as unknown as { federaReservationsCalendar: { benchReservationsCalendar: (n: number, s: number) => Promise<unknown> } })
        .federaReservationsCalendar.benchReservationsCalendar(samples, seed),
      { samples: SAMPLES, seed: SEED },
    )) as Awaited<ReturnType<typeof benchReservationsCalendar>>;
    // 480 slots: 300 reserved, 6 blocked (the morning of the 21st, minus the ones booked), the rest free.
    const { free, reserved, blocked } = result.check;
    if (reserved !== 300 || free + reserved + blocked !== 480 || result.rawCount !== 300) throw new Error(`contagem errada: ${JSON.stringify(result.check)} / ${result.rawCount}`);
    const ours = quantiles(result.ours);
    const base = quantiles(result.baseline);
    return [{
      figure: `calendário do mês de um espaço (30 dias × 16 horários, 300 reservas): réplica → contagens → pintado, mediana / p95 (${SAMPLES} amostras; \`bench/reservations-calendar.ts\`)`,
      ours: `${ms(ours.median)} / ${ms(ours.p95)}`,
      baseline: `${ms(base.median)} / ${ms(base.p95)} (as mesmas linhas pelo IndexedDB cru, contadas por dia e pintadas)`,
      ratio: `${fmt(ours.p95 / base.p95, 2)}×`,
      goal: `p95 ≤ ${GOAL_MS} ms ${verdict(ours.p95 <= GOAL_MS)}`,
    }];
  } finally {
    await close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { printTable } = await import('./table');
  printTable(await reservationsCalendarRows());
}
