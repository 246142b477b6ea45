// The match clock on this device: the pure stopwatch (domain/competitions/sumula/clock.ts) kept in
// localStorage per duel, so a reload (or the phone locking) mid-period keeps the time played, and
// ticking once a second only while it runs. The súmula records the periods as events
// (period_start/period_end); the running time itself is the timekeeper's, on this device.
import { useCallback, useEffect, useState } from 'react';
import { clockMinute, elapsedAt, initialClock, isRunning, nextPeriod, recordedMinute, start, stop, type ClockMinute, type ClockState } from '../../../domain/competitions/sumula/clock';

const keyOf = (duelId: string) => `federa:match-clock:${duelId}`;

function load(duelId: string): ClockState {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(duelId)) ?? 'null') as Partial<ClockState> | null;
    if (raw && typeof raw.period === 'number' && typeof raw.elapsedMs === 'number') return { period: raw.period, elapsedMs: raw.elapsedMs, runningSince: typeof raw.runningSince === 'number' ? raw.runningSince : null };
  } catch {
    // unreadable: start afresh
  }
  return initialClock();
}

export interface MatchClock {
  state: ClockState;
  elapsedMs: number;
  running: boolean;
  /** The minute to record now (null without a clock: volleyball). */
  minute: ClockMinute | null;
  recorded: number | null;
  start(): void;
  stop(): void;
  next(): void;
}

export function useMatchClock(duelId: string, periodMinutes: number | null): MatchClock {
  const [state, setState] = useState<ClockState>(() => load(duelId));
  const [now, setNow] = useState(() => Date.now());
  const running = isRunning(state);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const change = useCallback((next: (c: ClockState, at: number) => ClockState) => {
    setState((c) => {
      const at = Date.now();
      const value = next(c, at);
      localStorage.setItem(keyOf(duelId), JSON.stringify(value));
      setNow(at);
      return value;
    });
  }, [duelId]);
  const elapsedMs = elapsedAt(state, now);
  const minute = periodMinutes ? clockMinute(elapsedMs, state.period, periodMinutes) : null;
  return {
    state, elapsedMs, running, minute, recorded: minute ? recordedMinute(minute) : null,
    start: () => change(start), stop: () => change(stop), next: () => change((c) => nextPeriod(c)),
  };
}
