import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s without jitter at the middle of the range', () => {
    expect([0, 1, 2, 3, 4].map((a) => backoffDelay(a, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('stays within ±30 % of the base', () => {
    expect(backoffDelay(2, () => 0)).toBe(2800);
    expect(backoffDelay(2, () => 0.999999)).toBeLessThanOrEqual(5200);
    expect(backoffDelay(2, () => 0.999999)).toBeGreaterThan(5190);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(5600);
      expect(d).toBeLessThanOrEqual(10400);
    }
  });

  it('caps the base at 5 minutes, however many failures', () => {
    expect(backoffDelay(9, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1000, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1000, () => 1)).toBe(BACKOFF_MAX_MS * 1.3);
  });

  it('treats nonsense attempts as the first one', () => {
    expect(backoffDelay(-3, () => 0.5)).toBe(1000);
  });
});
