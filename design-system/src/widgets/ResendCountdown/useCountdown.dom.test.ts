import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the given seconds and counts down to 0, not below', () => {
    const { result } = renderHook(() => useCountdown(45));
    expect(result.current.secondsLeft).toBe(45);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(44);
    act(() => vi.advanceTimersByTime(44_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('stops its timer once it reaches 0', () => {
    renderHook(() => useCountdown(2));
    act(() => vi.advanceTimersByTime(2_000));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts at the full time, or at the time given', () => {
    const { result } = renderHook(() => useCountdown(45));
    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(45);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(40);
    act(() => result.current.restart(10));
    expect(result.current.secondsLeft).toBe(10);
  });

  it('shows the true time after the tab was throttled, not the count of ticks', () => {
    const { result } = renderHook(() => useCountdown(45));
    // The clock jumps 30 s while no interval fired (a background tab).
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.secondsLeft).toBe(15);
  });
});
