import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_POPUP_DISMISS_MEMORY_MS } from '@marketplace/contract';
import { parseDismissedAt, shouldShowAppPopup } from './appPopup.ts';

const HOUR = 60 * 60 * 1000;

describe('shouldShowAppPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows when it was never dismissed', () => {
    expect(shouldShowAppPopup(Date.now(), null)).toBe(true);
  });

  it('stays hidden for 24 h after a dismissal, then shows again', () => {
    expect(APP_POPUP_DISMISS_MEMORY_MS).toBe(24 * HOUR);
    const dismissedAt = Date.now();
    expect(shouldShowAppPopup(Date.now(), dismissedAt)).toBe(false);
    vi.advanceTimersByTime(23 * HOUR);
    expect(shouldShowAppPopup(Date.now(), dismissedAt)).toBe(false);
    vi.advanceTimersByTime(HOUR - 1);
    expect(shouldShowAppPopup(Date.now(), dismissedAt)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldShowAppPopup(Date.now(), dismissedAt)).toBe(true);
  });

  it('is not silenced by a dismissal dated in the future', () => {
    expect(shouldShowAppPopup(Date.now(), Date.now() + HOUR)).toBe(true);
  });
});

describe('parseDismissedAt', () => {
  it('reads a stored timestamp', () => {
    expect(parseDismissedAt('1768471200000')).toBe(1768471200000);
  });

  it('treats missing or malformed values as never dismissed', () => {
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt('')).toBeNull();
    expect(parseDismissedAt('yesterday')).toBeNull();
    expect(parseDismissedAt('-5')).toBeNull();
    expect(parseDismissedAt('99999999999999999999')).toBeNull();
  });
});
