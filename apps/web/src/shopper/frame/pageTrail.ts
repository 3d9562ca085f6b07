import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The shopper site's last two pages in this tab, so that a product page can say where its visitor
// came from (the statistics' sources). Kept apart from the reading of a source (item/viewSource.ts) so
// that every page's frame carries only this much.
let current: string | null = null;
let previous: string | null = null;

/** Kept by the shopper frame: every page the tab shows, in order. */
export function useRememberPages(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === current) return;
    previous = current;
    current = pathname;
  }, [pathname]);
}

/**
 * The page before the one at `pathname` in this tab, or null on the tab's first page (the frame's
 * effect may not have noted this page yet, as a page's effects run before its frame's).
 */
export function pageBefore(pathname: string): string | null {
  return current !== null && current !== pathname ? current : previous;
}
