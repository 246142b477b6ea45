// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { formatElapsed, useElapsedSince } from './chrono';

describe('useElapsedSince', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('keeps moving between two sync rounds (30 s apart), in tens of seconds', () => {
    const { result } = renderHook(() => useElapsedSince(1_000_000));
    expect(formatElapsed(result.current!)).toBe('agora');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(formatElapsed(result.current!)).toBe('há 10 s');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(formatElapsed(result.current!)).toBe('há 20 s');
  });

  it('follows a new successful round (the time restarts from it)', () => {
    const { result, rerender } = renderHook(({ at }) => useElapsedSince(at), { initialProps: { at: 1_000_000 as number | null } });
    act(() => void vi.advanceTimersByTime(3 * 60_000));
    expect(formatElapsed(result.current!)).toBe('há 3 min');
    rerender({ at: Date.now() - 20_000 });
    expect(formatElapsed(result.current!)).toBe('há 20 s');
    rerender({ at: null });
    expect(result.current).toBeNull();
  });
});
