import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the 300-second code deadline and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(new Date('2026-11-21T03:05:00Z')));
    expect(result.current).toEqual({ remainingMs: 300_000, isExpired: false });
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(result.current.remainingMs).toBe(239_000);
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(result.current).toEqual({ remainingMs: 0, isExpired: true });
  });

  it('follows the clock, not the ticks: a jump in time is seen at the next second', () => {
    const { result } = renderHook(() => useCountdown('2026-11-23T03:00:00Z'));
    expect(result.current.remainingMs).toBe(48 * 3_600_000);
    act(() => {
      vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remainingMs).toBe(24 * 3_600_000 - 1_000);
  });

  it('is expired without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current.isExpired).toBe(true);
  });
});
