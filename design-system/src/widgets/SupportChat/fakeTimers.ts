import type { BubbleTimers } from './useWelcomeBubble.ts';

/** A clock that moves only when told to: `advance(ms)` runs the timers that fall due, in order. */
export function createFakeTimers(): BubbleTimers & { advance: (ms: number) => void; now: () => number } {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    now: () => now,
  };
}
