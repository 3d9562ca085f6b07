import { useEffect, useState } from 'react';

const OPENERS = Symbol('dialog openers');
type DialogElement = HTMLElement & { [OPENERS]?: readonly HTMLElement[] };

/**
 * What a dialog opened from: the element that had focus, and when that was inside another dialog
 * (closing as this one opens), what opened that one, and so on.
 */
function openersOf(active: Element | null): HTMLElement[] {
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  const enclosing = active.closest<DialogElement>('[data-slot="dialog-content"]');
  return [active, ...(enclosing?.[OPENERS] ?? [])];
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

export interface ReturnFocusOnCloseProps {
  /** The dialog's content element, to hand its openers on to a dialog opened from inside it. */
  content: HTMLElement | null;
  /** Where focus goes first on close, when the page knows better than the focus at opening. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Radix returns focus to a DialogTrigger. A dialog opened from elsewhere (its `open` controlled by
 * a page) has no trigger: rendered inside the open content, this puts focus back on what opened
 * it, unless focus already went somewhere on close. The opener is read as the content first
 * renders: by the time Radix reports the opening, an autofocused field has taken the focus.
 */
export function ReturnFocusOnClose({ content, returnFocusTo }: ReturnFocusOnCloseProps) {
  const [openers] = useState(() => (typeof document === 'undefined' ? [] : openersOf(document.activeElement)));
  useEffect(() => {
    if (!content) return;
    const candidates = returnFocusTo ? [returnFocusTo, ...openers] : openers;
    (content as DialogElement)[OPENERS] = candidates;
    return () => {
      // After Radix has focused the trigger, if there is one.
      setTimeout(() => {
        for (const element of candidates) {
          if (!focusLost()) return;
          if (element.isConnected) element.focus();
        }
      });
    };
  }, [content, openers, returnFocusTo]);
  return null;
}
