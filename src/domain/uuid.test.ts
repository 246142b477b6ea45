import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { derivedId, UUID_V7_PATTERN, UUID_V8_PATTERN, uuidv7, uuidv7Time } from './uuid';

describe('uuidv7', () => {
  it('has the v7 layout (version 7, RFC variant) and encodes the time', async () => {
    // A fresh module: the generator never goes back in time, and the domain's test files share one
    // module graph (vitest.config.ts), so ids made earlier by other files may be later than `now`.
    vi.resetModules();
    const fresh = await import('./uuid');
    const now = Date.parse('2026-11-20T10:00:00Z');
    const id = fresh.uuidv7(now);
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

describe('derivedId', () => {
  it('is a deterministic uuid v8 of its parts', () => {
    const meal = '0190f0a0-0000-7000-8000-0000000000aa';
    const user = '0190f0a0-0000-7000-8000-0000000000bb';
    const id = derivedId('mealusers', meal, user);
    expect(id).toMatch(UUID_V8_PATTERN);
    expect(derivedId('mealusers', meal, user)).toBe(id);
    // Case of uuid parts does not matter; order, content and boundaries do.
    expect(derivedId('mealusers', meal.toUpperCase(), user)).toBe(id);
    expect(derivedId('mealusers', user, meal)).not.toBe(id);
    expect(derivedId('ab', 'c')).not.toBe(derivedId('a', 'bc'));
    expect(derivedId('mealcheckins', meal, user)).not.toBe(id);
    // Frozen: clients and server of different versions must agree on stored ids.
    expect(id).toBe(derivedIdReference('mealusers', meal, user));
  });

  it('has no collisions over many inputs', () => {
    const ids = new Set(Array.from({ length: 5_000 }, (_, i) => derivedId('t', String(i))));
    expect(ids.size).toBe(5_000);
  });
});

/** The definition, spelled out with node:crypto: SHA-256 of "len:part|len:part…", first 16 bytes, v8 bits. */
function derivedIdReference(...parts: string[]): string {
  const text = parts.map((p) => `${p.length}:${p.toLowerCase()}`).join('|');
  const b = createHash('sha256').update(text, 'utf8').digest().subarray(0, 16);
  b[6] = 0x80 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
