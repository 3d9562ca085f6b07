import { viewSourceOf, type ViewSource } from '@marketplace/contract';
import { pageBefore } from '../frame/pageTrail.ts';
import { vanityNameFromPath } from '../vanityName.ts';

/**
 * Where the visitor of the page at `pathname` came from: the page before it in this tab, or, on the
 * tab's first page, the address that sent the browser here.
 */
export function sourceOfPage(pathname: string, referrer = typeof document === 'undefined' ? '' : document.referrer): ViewSource {
  const before = pageBefore(pathname);
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
