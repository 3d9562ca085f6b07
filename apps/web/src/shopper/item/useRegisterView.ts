import { useEffect, useRef } from 'react';
import { browserClient } from '../../api/browserClient.ts';
import { newViewId } from './viewId.ts';

/**
 * Counts one view of the product per page load (spec §2 "view counted once"): one random
 * view id, sent once from an effect; the server ignores the same id twice (StrictMode's
 * double effects, a remount) and a failure is only logged.
 */
export function useRegisterView(itemId: string): void {
  const viewIds = useRef(new Map<string, string>());
  useEffect(() => {
    if (viewIds.current.has(itemId)) return;
    const viewId = newViewId();
    viewIds.current.set(itemId, viewId);
    browserClient.post('/item/v1/registerView', { id: itemId, view_id: viewId }).catch((error: unknown) => {
      console.warn('view not counted', error);
    });
  }, [itemId]);
}
