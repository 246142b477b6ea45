import { describe, expect, it } from 'vitest';
import { clockMinute, elapsedAt, initialClock, minuteLabel, nextPeriod, start, stop, stopwatch } from './clock';

describe('match clock', () => {
  it('runs only while started: start/stop add up the time played', () => {
    let c = start(initialClock(), 1_000);
    expect(elapsedAt(c, 61_000)).toBe(60_000);
    c = stop(c, 61_000);
    expect(elapsedAt(c, 500_000)).toBe(60_000); // stopped: the ball is out
    c = start(c, 500_000);
    expect(elapsedAt(c, 530_000)).toBe(90_000);
    expect(start(c, 600_000)).toBe(c); // starting twice changes nothing
  });

  it('counts minutes from 1 and writes stoppage time as 45+2', () => {
    expect(minuteLabel(clockMinute(0, 1, 45))).toBe("1'");
    expect(minuteLabel(clockMinute(22 * 60_000 + 5_000, 1, 45))).toBe("23'");
    expect(minuteLabel(clockMinute(44 * 60_000 + 59_000, 1, 45))).toBe("45'");
    expect(clockMinute(46 * 60_000 + 10_000, 1, 45)).toEqual({ minute: 45, stoppage: 2 });
    expect(minuteLabel(clockMinute(46 * 60_000 + 10_000, 1, 45))).toBe("45+2'");
  });

  it('the second period continues the count (46 … 90+), futsal with 20-minute halves', () => {
    expect(minuteLabel(clockMinute(0, 2, 45))).toBe("46'");
    expect(minuteLabel(clockMinute(47 * 60_000, 2, 45))).toBe("90+3'");
    expect(minuteLabel(clockMinute(19 * 60_000, 2, 20))).toBe("40'");
    expect(nextPeriod(start(initialClock(), 0))).toEqual({ period: 2, elapsedMs: 0, runningSince: null });
  });

  it('shows the stopwatch as mm:ss', () => {
    expect(stopwatch(0)).toBe('00:00');
    expect(stopwatch(65_900)).toBe('01:05');
    expect(stopwatch(47 * 60_000)).toBe('47:00');
  });
});

describe('recorded minutes', () => {
  it('stores 45+2 as 47 and reads it back with the stoppage', async () => {
    const { recordedMinute, recordedMinuteLabel } = await import('./clock');
    expect(recordedMinute(clockMinute(46 * 60_000 + 10_000, 1, 45))).toBe(47);
    expect(recordedMinuteLabel(47, 1, 45)).toBe("45+2'");
    expect(recordedMinuteLabel(44, 1, 45)).toBe("44'");
    expect(recordedMinuteLabel(92, 2, 45)).toBe("90+2'");
    expect(recordedMinuteLabel(60, 2, 45)).toBe("60'");
    expect(recordedMinuteLabel(21, 1, 20)).toBe("20+1'");
  });
});
