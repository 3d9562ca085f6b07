import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { API_PATHS } from '@marketplace/contract';
import { browserClient } from '../../api/browserClient.ts';
import { sourceOfPage, visitorId } from './viewSource.ts';
import { newViewId } from './viewId.ts';

/**
 * Counts one view of the product per page load (spec §2 "view counted once"): one random
 * view id, sent once from an effect; the server ignores the same id twice (StrictMode's
 * double effects, a remount) and a failure is only logged. The same call gives the statistics
 * this browser's visitor id (counted once a day) and where the visitor came from.
 */
export function useRegisterView(itemId: string): void {
  const viewIds = useRef(new Map<string, string>());
  const { pathname } = useLocation();
  useEffect(() => {
    if (viewIds.current.has(itemId)) return;
    const viewId = newViewId();
    viewIds.current.set(itemId, viewId);
    const visitor = visitorId();
    browserClient
      .post(API_PATHS.statistics.recordView, {
        id: itemId,
        view_id: viewId,
        source: sourceOfPage(pathname),
        ...(visitor ? { visitor } : {}),
      })
      .catch((error: unknown) => {
        console.warn('view not counted', error);
      });
    // The page's address is read when the product changes, never as a reason to count again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId]);
}
