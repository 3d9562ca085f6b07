import { useCallback, useEffect, useState } from 'react';
import { APP_POPUP_DELAY_MS } from '@marketplace/contract';
import { APP_POPUP_DISMISSED_KEY, parseDismissedAt, shouldShowAppPopup } from '../../rules/appPopup.ts';
import { browserStore, readStored, writeStored, type KeyValueStore } from './storage.ts';

export interface AppPopupOptions {
  delayMs?: number;
  /** Defaults to `window.localStorage` (read after mount only: SSR-safe). */
  store?: KeyValueStore | null;
}

/**
 * Spec §2, §9: the mobile-app popup opens 2.5 s after load unless it was dismissed within the
 * past 24 h; dismissing remembers the moment.
 */
export function useAppPopup({ delayMs = APP_POPUP_DELAY_MS, store }: AppPopupOptions = {}) {
  const [open, setOpen] = useState(false);
  const storeOf = useCallback(() => (store === undefined ? browserStore('local') : store), [store]);

  useEffect(() => {
    const dismissedAt = parseDismissedAt(readStored(storeOf(), APP_POPUP_DISMISSED_KEY));
    if (!shouldShowAppPopup(Date.now(), dismissedAt)) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, storeOf]);

  const dismiss = useCallback(() => {
    writeStored(storeOf(), APP_POPUP_DISMISSED_KEY, String(Date.now()));
    setOpen(false);
  }, [storeOf]);

  return { open, dismiss };
}
