/** The instant every story sees as "now", so dates and relative times render the same in every run. */
export const FROZEN_NOW = new Date('2026-01-15T10:00:00Z');

/** Replaces the global Date so `new Date()` and `Date.now()` return `at`; returns the undo. */
export function freezeClock(at: Date): () => void {
  const RealDate = globalThis.Date;
  const fixed = at.getTime();
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/*
 * Zero-length animations still fire `animationend`, so components that wait for it
 * (toast enter/exit) keep working. The toast progress bar gets no animation at all:
 * its `animationend` is what closes a toast, and the screenshot step fast-forwards
 * every finite animation, paused ones included.
 */
const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
.Toastify__progress-bar {
  animation: none !important;
}
`;

/** Turns animations, transitions and the text caret off; returns the undo. */
export function freezeAnimations(doc: Document = document): () => void {
  const style = doc.createElement('style');
  style.dataset.storyFreeze = '';
  style.textContent = FREEZE_CSS;
  doc.head.append(style);
  return () => style.remove();
}
