import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { createChrono, formatElapsed } from './chrono';

describe('chrono', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('starts from the initial value and advances every `milliseconds`', () => {
    const chrono = createChrono({ milliseconds: 1000, initial: 500, route: '/meals' });
    expect(chrono.get()).toEqual({ time: 500, running: false, route: '/meals' });
    const seen: number[] = [];
    chrono.subscribe(() => seen.push(chrono.get().time));
    chrono.start();
    vi.advanceTimersByTime(3000);
    expect(chrono.get()).toEqual({ time: 3500, running: true, route: '/meals' });
    expect(seen).toEqual([500, 1500, 2500, 3500]);
  });

  it('stops, keeps its time, and resumes from there', () => {
    const chrono = createChrono({ milliseconds: 100 });
    chrono.start('/a');
    vi.advanceTimersByTime(250);
    chrono.stop();
    expect(chrono.get()).toEqual({ time: 250, running: false, route: '/a' });
    vi.advanceTimersByTime(1000);
    expect(chrono.get().time).toBe(250);
    chrono.start();
    vi.advanceTimersByTime(100);
    expect(chrono.get().time).toBe(350);
  });

  it('ignores a second start and a stop when stopped', () => {
    const chrono = createChrono({ milliseconds: 100 });
    const listener = vi.fn();
    chrono.subscribe(listener);
    chrono.stop();
    expect(listener).not.toHaveBeenCalled();
    chrono.start();
    chrono.start();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2); // one start, one tick: no duplicate interval
    chrono.stop();
  });

  it('reads time from the clock, so skipped ticks do not lose time', () => {
    const chrono = createChrono({ milliseconds: 1000 });
    chrono.start();
    vi.setSystemTime(1_000_000 + 10_500); // clock jumps (tab throttled) without timers firing
    vi.advanceTimersByTime(1000);
    expect(chrono.get().time).toBe(11_500);
    chrono.stop();
  });

  it('resets to the initial value', () => {
    const chrono = createChrono({ initial: 42 });
    chrono.start();
    vi.advanceTimersByTime(5000);
    chrono.reset();
    expect(chrono.get().time).toBe(42);
    vi.advanceTimersByTime(1000);
    expect(chrono.get().time).toBe(1042);
    chrono.stop();
  });

  it('unsubscribes', () => {
    const chrono = createChrono({ milliseconds: 10 });
    const listener = vi.fn();
    const off = chrono.subscribe(listener);
    off();
    chrono.start();
    vi.advanceTimersByTime(50);
    expect(listener).not.toHaveBeenCalled();
    chrono.stop();
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, 'agora'], [9_999, 'agora'], [10_000, 'há 10 s'], [29_000, 'há 20 s'], [59_000, 'há 50 s'], [60_000, 'há 1 min'], [3 * 60_000 + 5, 'há 3 min'],
    [2 * 3_600_000, 'há 2 h'], [24 * 3_600_000, 'há 1 dia'], [5 * 24 * 3_600_000, 'há 5 dias'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
