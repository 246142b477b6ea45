// The match clock of the súmula (the "during" phase): a stopwatch per period that the referee
// starts and stops (futsal's clock stops with the ball; football's runs, but a referee can still
// pause it for a long stoppage), and the minute the súmula records, with stoppage time written the
// way the CBF súmula does: "45+2" once the period's regular minutes are over. Pure and clock-injected
// (the device's time is passed in), so the state can be kept in storage and survive a reload.

export interface ClockState {
  period: number;
  /** Milliseconds played in this period before the current run. */
  elapsedMs: number;
  /** When the current run started (epoch ms); null while stopped. */
  runningSince: number | null;
}

export const initialClock = (): ClockState => ({ period: 1, elapsedMs: 0, runningSince: null });

export const isRunning = (c: ClockState): boolean => c.runningSince !== null;

/** Milliseconds played in the current period at `now`. */
export const elapsedAt = (c: ClockState, now: number): number =>
  c.elapsedMs + (c.runningSince === null ? 0 : Math.max(0, now - c.runningSince));

export function start(c: ClockState, now: number): ClockState {
  return isRunning(c) ? c : { ...c, runningSince: now };
}

export function stop(c: ClockState, now: number): ClockState {
  return isRunning(c) ? { ...c, elapsedMs: elapsedAt(c, now), runningSince: null } : c;
}

/** The next period, stopped at zero. */
export const nextPeriod = (c: ClockState): ClockState => ({ period: c.period + 1, elapsedMs: 0, runningSince: null });

export interface ClockMinute {
  /** The minute the súmula records (1-based, as announced: the first minute is 1'). */
  minute: number;
  /** Minutes past the period's regular time (0 before it ends): "45+2" has 2. */
  stoppage: number;
}

/**
 * The minute being played. A period of `periodMinutes` counts 1..periodMinutes; after that the
 * minute stays at the regular end and the stoppage grows ("45+1", "45+2"). The second period
 * continues the count (46' … 90'), as the súmula writes it.
 */
export function clockMinute(elapsedMs: number, period: number, periodMinutes: number): ClockMinute {
  const inPeriod = Math.floor(elapsedMs / 60_000) + 1;
  const offset = (period - 1) * periodMinutes;
  if (inPeriod <= periodMinutes) return { minute: offset + inPeriod, stoppage: 0 };
  return { minute: offset + periodMinutes, stoppage: inPeriod - periodMinutes };
}

/** "23'" or "45+2'". */
export const minuteLabel = (m: ClockMinute): string => (m.stoppage > 0 ? `${m.minute}+${m.stoppage}'` : `${m.minute}'`);

/** The stopwatch face, mm:ss of the period. */
export function stopwatch(elapsedMs: number): string {
  const s = Math.floor(elapsedMs / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The minute an event stores: the clock's minute plus its stoppage (45+2 → 47 in the first period).
 * The wire has one integer minute; `recordedMinuteLabel` reads it back as "45+2'".
 */
export const recordedMinute = (m: ClockMinute): number => m.minute + m.stoppage;

/** "47" recorded in the first half of 45 minutes reads "45+2'"; "23" reads "23'". */
export function recordedMinuteLabel(minute: number, period: number, periodMinutes: number | null): string {
  const end = periodMinutes ? Math.min(period, 2) * periodMinutes : null;
  return end !== null && period <= 2 && minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}
