import { useSyncExternalStore } from 'react';

/**
 * Whether the page shows a chat panel of its own (the product page's custom-order chat). The
 * support launcher keeps clear of it: no bubble over its composer, and no button over it where the
 * panel fills the screen. It comes with the support frame's code, after the page is interactive;
 * the product page imports it only when its panel opens or closes, so its own files stay as they were.
 */

type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export function setPageChatOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The page's own chat panel is open (false on the server: it never renders one open). */
export function usePageChatOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
