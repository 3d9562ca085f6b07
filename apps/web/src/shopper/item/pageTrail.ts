import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { viewSourceOf, type ViewSource } from '@marketplace/contract';
import { vanityNameFromPath } from '../vanityName.ts';

// The shopper site's last two pages in this tab, so that a product page can say where its visitor
// came from (the statistics' sources). Nothing leaves the browser but the source's name.
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
 * Where the visitor of the page at `pathname` came from: the page before it in this tab (the frame's
 * effect may not have noted this page yet, as a page's effects run before its frame's), or, on the
 * tab's first page, the address that sent the browser here.
 */
export function sourceOfPage(pathname: string, referrer = typeof document === 'undefined' ? '' : document.referrer): ViewSource {
  const before = current !== null && current !== pathname ? current : previous;
  if (before !== null) return viewSourceOf({ path: before, storePath: isStorePath(before) });
  if (!referrer) return viewSourceOf({ path: null });
  try {
    const sender = new URL(referrer);
    if (sender.host !== window.location.host) return viewSourceOf({ path: null, external: true });
    return viewSourceOf({ path: sender.pathname, storePath: isStorePath(sender.pathname) });
  } catch {
    return viewSourceOf({ path: null, external: true });
  }
}

/** The site's own first path segments: any other single segment is a store's own address. */
const SITE_SEGMENTS = new Set([
  'item',
  'cart',
  'checkout',
  'profile',
  'companies',
  'chate',
  'policy',
  'special',
  'speical',
  'test-gateway',
]);
function isStorePath(path: string): boolean {
  const name = vanityNameFromPath(path);
  return name !== null && !SITE_SEGMENTS.has(path.split('/')[1] ?? '');
}

const VISITOR_KEY = 'marketplace.visitor';

/** This browser's random visitor id (kept in local storage), or undefined where storage is refused. */
export function visitorId(random: Crypto = globalThis.crypto): string | undefined {
  try {
    const kept = window.localStorage.getItem(VISITOR_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const fresh = Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    window.localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}
