import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WELCOME_BUBBLE_DELAY_MS } from '@marketplace/contract';
import { createFakeTimers } from './fakeTimers.ts';
import { useWelcomeBubble, type WelcomeBubbleOptions } from './useWelcomeBubble.ts';

function render(options: Omit<WelcomeBubbleOptions, 'timers'>) {
  const timers = createFakeTimers();
  const hook = renderHook((props: Omit<WelcomeBubbleOptions, 'timers'>) => useWelcomeBubble({ ...props, timers }), {
    initialProps: options,
  });
  return { ...hook, advance: (ms: number) => act(() => timers.advance(ms)) };
}

describe('useWelcomeBubble', () => {
  it('shows 5 s after load without a support token while the chat is closed, not before', () => {
    expect(WELCOME_BUBBLE_DELAY_MS).toBe(5000);
    const { result, advance } = render({ hasSupportToken: false, chatOpen: false });
    advance(4999);
    expect(result.current.visible).toBe(false);
    advance(1);
    expect(result.current.visible).toBe(true);
  });

  it('never shows with a support token', () => {
    const { result, advance } = render({ hasSupportToken: true, chatOpen: false });
    advance(60_000);
    expect(result.current.visible).toBe(false);
  });

  it('is cleared by opening the chat, and stays away after it closes', () => {
    const { result, advance, rerender } = render({ hasSupportToken: false, chatOpen: false });
    advance(WELCOME_BUBBLE_DELAY_MS);
    expect(result.current.visible).toBe(true);
    rerender({ hasSupportToken: false, chatOpen: true });
    expect(result.current.visible).toBe(false);
    rerender({ hasSupportToken: false, chatOpen: false });
    advance(60_000);
    expect(result.current.visible).toBe(false);
  });

  it('does not show when the chat was opened before the 5 s', () => {
    const { result, advance, rerender } = render({ hasSupportToken: false, chatOpen: false });
    advance(2000);
    rerender({ hasSupportToken: false, chatOpen: true });
    advance(10_000);
    rerender({ hasSupportToken: false, chatOpen: false });
    advance(10_000);
    expect(result.current.visible).toBe(false);
  });

  it('goes when closed', () => {
    const { result, advance } = render({ hasSupportToken: false, chatOpen: false });
    advance(WELCOME_BUBBLE_DELAY_MS);
    act(() => result.current.dismiss());
    expect(result.current.visible).toBe(false);
  });
});
