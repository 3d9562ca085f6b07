import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStoredFlag } from './useStoredFlag.ts';

const KEY = 'test_flag';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useStoredFlag', () => {
  it('starts off, and a choice survives the next visit', () => {
    const first = renderHook(() => useStoredFlag(KEY));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    first.unmount();

    const next = renderHook(() => useStoredFlag(KEY));
    expect(next.result.current[0]).toBe(true);
    act(() => next.result.current[1](false));
    expect(renderHook(() => useStoredFlag(KEY)).result.current[0]).toBe(false);
  });

  it('still works for the page when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useStoredFlag(KEY));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
  });
});
