import { useCallback, useEffect, useState } from 'react';
import { WELCOME_BUBBLE_DELAY_MS } from '@marketplace/contract';

/** The timer functions the hook uses; a story or test passes a fake clock. */
export interface BubbleTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const BROWSER_TIMERS: BubbleTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface WelcomeBubbleOptions {
  /** A support token is stored (the person wrote to support before): no welcome. */
  hasSupportToken: boolean;
  /** The support chat is open now. */
  chatOpen: boolean;
  delayMs?: number;
  timers?: BubbleTimers;
}

/**
 * Spec §2, §9: the welcome bubble shows WELCOME_BUBBLE_DELAY_MS (5 s) after load when there is no
 * support token and the chat is closed; opening the chat clears it for the rest of the page's life,
 * as does closing the bubble.
 */
export function useWelcomeBubble({
  hasSupportToken,
  chatOpen,
  delayMs = WELCOME_BUBBLE_DELAY_MS,
  timers = BROWSER_TIMERS,
}: WelcomeBubbleOptions) {
  const [due, setDue] = useState(false);
  const [cleared, setCleared] = useState(false);
  // Opening clears the bubble at once (during render, so it never shows beside the open chat).
  if (chatOpen && !cleared) setCleared(true);
  const waiting = !hasSupportToken && !chatOpen && !cleared;

  useEffect(() => {
    if (!waiting || due) return;
    const handle = timers.setTimeout(() => setDue(true), delayMs);
    return () => timers.clearTimeout(handle);
  }, [waiting, due, delayMs, timers]);

  const dismiss = useCallback(() => setCleared(true), []);
  return { visible: waiting && due, dismiss };
}
