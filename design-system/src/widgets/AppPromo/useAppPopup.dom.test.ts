import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_POPUP_DELAY_MS, APP_POPUP_DISMISS_MEMORY_MS } from '@marketplace/contract';
import { APP_BANNER_DISMISSED_KEY, APP_POPUP_DISMISSED_KEY } from '../../rules/appPopup.ts';
import type { KeyValueStore } from './storage.ts';
import { useAppPopup } from './useAppPopup.ts';
import { useSessionDismissal } from './useSessionDismissal.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const NOW = new Date('2026-01-15T10:00:00Z').getTime();
const HOUR = 60 * 60 * 1000;

describe('useAppPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens 2.5 s after load, not before', () => {
    const { result } = renderHook(() => useAppPopup({ store: memoryStore() }));
    expect(APP_POPUP_DELAY_MS).toBe(2500);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('remembers a dismissal for 24 h', () => {
    const store = memoryStore();
    const first = renderHook(() => useAppPopup({ store }));
    act(() => vi.advanceTimersByTime(APP_POPUP_DELAY_MS));
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(store.data[APP_POPUP_DISMISSED_KEY]).toBe(String(NOW + APP_POPUP_DELAY_MS));
    first.unmount();

    // The next page load, 23 h later: nothing shows.
    vi.setSystemTime(NOW + 23 * HOUR);
    const later = renderHook(() => useAppPopup({ store }));
    act(() => vi.advanceTimersByTime(10 * APP_POPUP_DELAY_MS));
    expect(later.result.current.open).toBe(false);
    later.unmount();

    // A day after the dismissal it is back, again after 2.5 s.
    vi.setSystemTime(NOW + APP_POPUP_DELAY_MS + APP_POPUP_DISMISS_MEMORY_MS);
    const nextDay = renderHook(() => useAppPopup({ store }));
    act(() => vi.advanceTimersByTime(APP_POPUP_DELAY_MS));
    expect(nextDay.result.current.open).toBe(true);
  });

  it('still works without storage (private mode)', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { result } = renderHook(() => useAppPopup({ store: throwing }));
    act(() => vi.advanceTimersByTime(APP_POPUP_DELAY_MS));
    expect(result.current.open).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
  });
});

describe('useSessionDismissal', () => {
  it('shows until dismissed, then stays away for the session', () => {
    const store = memoryStore();
    const first = renderHook(() => useSessionDismissal({ store }));
    expect(first.result.current.open).toBe(true);
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(store.data[APP_BANNER_DISMISSED_KEY]).toBe('1');
    first.unmount();
    const reload = renderHook(() => useSessionDismissal({ store }));
    expect(reload.result.current.open).toBe(false);
  });
});
