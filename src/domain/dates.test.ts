import { describe, expect, it } from 'vitest';
import { brasiliaDay, brasiliaHour, brDateAt, brDateTime, brDateTimeSeconds, brDayOrEmpty, formatDateTime, isoDayToBr, unixSecondsToBr, utcDayToBr } from './dates';

describe('dates in Brasília', () => {
  const at = new Date('2026-11-25T01:40:05Z'); // 24/11 22:40 in Brasília

  it('reads the calendar day and hour in Brasília, not UTC', () => {
    expect(brasiliaDay(at)).toBe('2026-11-24');
    expect(brasiliaDay(at, 1)).toBe('2026-11-25');
    expect(brasiliaDay(at, -30)).toBe('2026-10-25');
    expect(brasiliaHour(at)).toBe(22);
  });

  it('writes dd/mm/aaaa from a date text, a UTC-midnight Date and unix seconds', () => {
    expect(isoDayToBr('2026-03-10')).toBe('10/03/2026');
    expect(isoDayToBr('2026-03-10T12:00:00Z')).toBe('10/03/2026');
    expect(brDayOrEmpty('2026-03-10')).toBe('10/03/2026');
    expect(brDayOrEmpty(null, '—')).toBe('—');
    expect(brDayOrEmpty(undefined)).toBe('');
    expect(utcDayToBr(new Date('2026-03-10T00:00:00Z'))).toBe('10/03/2026');
    expect(unixSecondsToBr(at.getTime() / 1000)).toBe('24/11/2026');
  });

  it('writes instants in Brasília time', () => {
    expect(brDateAt(at)).toBe('24/11/2026');
    expect(brDateTime(at.toISOString())).toBe('24/11/2026, 22:40');
    expect(brDateTimeSeconds(at)).toBe('24/11/2026, 22:40:05');
    expect(formatDateTime('2026-03-10')).toBe('10/03/2026');
    expect(formatDateTime(at.toISOString())).toBe('24/11/2026, 22:40');
    expect(formatDateTime('amanhã')).toBe('amanhã');
  });
});
