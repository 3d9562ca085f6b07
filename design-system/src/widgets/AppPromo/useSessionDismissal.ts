import { useCallback, useEffect, useState } from 'react';
import { APP_BANNER_DISMISSED_KEY } from '../../rules/appPopup.ts';
import { browserStore, readStored, writeStored, type KeyValueStore } from './storage.ts';

/**
 * Spec §2: the bottom app banner, once dismissed, stays away for the browser session. It shows
 * only after mount (the server cannot know), so the first render matches the server's.
 */
export function useSessionDismissal({ store }: { store?: KeyValueStore | null } = {}) {
  const [open, setOpen] = useState(false);
  const storeOf = useCallback(() => (store === undefined ? browserStore('session') : store), [store]);

  useEffect(() => {
    setOpen(readStored(storeOf(), APP_BANNER_DISMISSED_KEY) === null);
  }, [storeOf]);

  const dismiss = useCallback(() => {
    writeStored(storeOf(), APP_BANNER_DISMISSED_KEY, '1');
    setOpen(false);
  }, [storeOf]);

  return { open, dismiss };
}
