// Chrono (spec §3 and §4): a time value that advances every `milliseconds` from an `initial`
// value once started, remembering the route it belongs to; start and stop. Time is computed from
// the clock rather than counted ticks, so a throttled background tab does not fall behind.
import { plural, t } from '@lingui/core/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface ChronoState {
  /** Elapsed milliseconds plus the initial value. */
  time: number;
  running: boolean;
  /** Route the chrono was started on (a screen stops its own chrono when it is left). */
  route: string | null;
}

export interface ChronoOptions {
  /** Tick interval. */
  milliseconds?: number;
  initial?: number;
  route?: string | null;
  now?: () => number;
}

export interface Chrono {
  get(): ChronoState;
  start(route?: string | null): void;
  stop(): void;
  reset(initial?: number): void;
  subscribe(listener: () => void): () => void;
}

export function createChrono({ milliseconds = 1000, initial = 0, route = null, now = Date.now }: ChronoOptions = {}): Chrono {
  let state: ChronoState = { time: initial, running: false, route };
  let base = initial;
  let startedAt = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: ChronoState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  const tick = () => emit({ ...state, time: base + (now() - startedAt) });
  return {
    get: () => state,
    start(nextRoute = state.route) {
      if (timer !== null) return;
      startedAt = now();
      base = state.time;
      timer = setInterval(tick, milliseconds);
      emit({ ...state, running: true, route: nextRoute });
    },
    stop() {
      if (timer === null) return;
      clearInterval(timer);
      timer = null;
      emit({ ...state, time: base + (now() - startedAt), running: false });
    },
    reset(value = initial) {
      base = value;
      startedAt = now();
      emit({ ...state, time: value });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const useChrono = (chrono: Chrono): ChronoState => useSyncExternalStore(chrono.subscribe, chrono.get, chrono.get);

/**
 * How often an "há …" label is refreshed. The sync engine runs a round every 30 s, so the time since
 * the last successful one rarely passes 30 s: a label refreshed every 30 s at minute precision would
 * say "agora" forever. Seconds, refreshed every 10 s, keep it visibly moving.
 */
export const ELAPSED_TICK_MS = 10_000;

/** Milliseconds since `at`, refreshed every `milliseconds` while mounted (null when `at` is null). */
export function useElapsedSince(at: number | null, milliseconds = ELAPSED_TICK_MS): number | null {
  const [chrono] = useState(() => createChrono({ milliseconds }));
  const { time } = useChrono(chrono);
  useEffect(() => {
    chrono.start();
    return () => chrono.stop();
  }, [chrono]);
  if (at === null) return null;
  // `time` only forces the re-render; the value is read from the clock.
  void time;
  return Math.max(0, Date.now() - at);
}

/** "agora", "há 20 s", "há 1 min", "há 3 min", "há 2 h", "há 5 dias" (the sync indicator's wording). */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 10) return t`agora`;
  // Tens of seconds: the label changes once per refresh tick, not every second.
  if (seconds < 60) {
    const tens = Math.floor(seconds / 10) * 10;
    return t`há ${tens} s`;
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t`há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t`há ${hours} h`;
  const days = Math.floor(hours / 24);
  return plural(days, { one: 'há # dia', other: 'há # dias' });
}
