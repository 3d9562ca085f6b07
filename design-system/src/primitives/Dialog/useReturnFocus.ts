import { useCallback, useMemo, useRef } from 'react';

/**
 * Radix returns focus to a DialogTrigger. A dialog opened from elsewhere (its `open` controlled by
 * a page) has no trigger; this puts focus back on whatever was focused when it opened, unless
 * focus already went somewhere on close. Returns handlers for the content's open and close auto-focus.
 */
export function useReturnFocus() {
  const openedFrom = useRef<Element | null>(null);
  // Runs before Radix moves focus into the dialog.
  const onOpen = useCallback(() => {
    openedFrom.current = document.activeElement;
  }, []);
  const onClose = useCallback(() => {
    const target = openedFrom.current;
    openedFrom.current = null;
    // After Radix has focused the trigger, if there is one.
    setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    });
  }, []);
  return useMemo(() => ({ onOpen, onClose }), [onOpen, onClose]);
}
