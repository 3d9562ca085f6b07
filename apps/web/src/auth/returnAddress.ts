import { STORAGE_KEYS } from '@marketplace/contract';
import { localStore } from './sessionStore.ts';

/** Only an address on this site: a path, never `//host` or `https:` (no open redirect through storage). */
export function isSameSiteAddress(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');
}

/**
 * Remembers where the user was (`__sr`) before an action that needs a login opens the
 * popup, so the redirect page can bring them back after it.
 */
export function rememberReturnAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  storage: Storage | null = localStore(),
): void {
  const address = `${location.pathname}${location.search}${location.hash}`;
  if (isSameSiteAddress(address)) storage?.setItem(STORAGE_KEYS.returnTo, address);
}

/** The remembered address, removed as it is read; null when none (or one not on this site). */
export function takeReturnAddress(storage: Storage | null = localStore()): string | null {
  const address = storage?.getItem(STORAGE_KEYS.returnTo) ?? null;
  storage?.removeItem(STORAGE_KEYS.returnTo);
  return address !== null && isSameSiteAddress(address) ? address : null;
}
