import { describe, expect, it } from 'vitest';
import { UUID_V7_PATTERN, uuidv7, uuidv7Time } from './uuid';

describe('uuidv7', () => {
  it('has the v7 layout (version 7, RFC variant) and encodes the time', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    const id = uuidv7(now);
    expect(id).toMatch(UUID_V7_PATTERN);
    expect(uuidv7Time(id)).toBe(now);
  });

  it('is strictly increasing and unique within the same millisecond', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const ids = Array.from({ length: 10_000 }, () => uuidv7(now));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(ids.every((id) => UUID_V7_PATTERN.test(id))).toBe(true);
  });

  it('stays ordered when the clock steps back', () => {
    const a = uuidv7(Date.parse('2031-01-01T00:00:01Z'));
    const b = uuidv7(Date.parse('2031-01-01T00:00:00Z'));
    expect(b > a).toBe(true);
  });

  it('orders ids made in later milliseconds after earlier ones', () => {
    const a = uuidv7(Date.parse('2032-01-01T00:00:00Z'));
    const b = uuidv7(Date.parse('2032-01-01T00:00:00.001Z'));
    expect(b > a).toBe(true);
  });
});
