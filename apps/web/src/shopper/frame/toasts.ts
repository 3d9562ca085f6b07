import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** The toaster and its library: a chunk of its own, fetched with the first toast, never with a page's first load. */
export const loadToaster = () => import('./LoadedToaster.tsx');

let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast (pass translated content) in the site's toaster: confirmations and failures that
 * are not tied to a field. The first one mounts the toaster (`ShopperToaster`) and loads its code;
 * a toast shown before the toaster has mounted waits for it.
 */
export function showToast(kind: ToastKind, message: ReactNode): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  loadToaster().then(
    ({ notify }) => notify[kind](message),
    () => undefined,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once a toast was shown on this page: the toaster is needed from then on. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
