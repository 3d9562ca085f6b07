import type { AccountType } from '@marketplace/contract';

/**
 * What a cross-host sign-in keeps in the tab's session storage (per origin, per tab, kept across the
 * redirects of one sign-in): the nonce of the page that asked for a sign-in code, and on the site
 * that holds the login, the sign-in it has promised another site.
 */
const NONCE_KEY = '__hn';
const PENDING_KEY = '__hp';
/** A promised sign-in is kept this long: the time to read the offer and follow it. */
const PENDING_TTL_MS = 10 * 60 * 1000;
const NONCE_BYTES = 32;

function tabStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A fresh nonce, kept in this tab for the exchange that follows; answers it for the code request. */
export function keepHandoffNonce(storage: Storage | null = tabStore()): string {
  const nonce = base64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  storage?.setItem(NONCE_KEY, nonce);
  return nonce;
}

/** The nonce this tab asked a code for, removed as it is read; null when this tab asked for none. */
export function takeHandoffNonce(storage: Storage | null = tabStore()): string | null {
  try {
    const nonce = storage?.getItem(NONCE_KEY) ?? null;
    storage?.removeItem(NONCE_KEY);
    return nonce;
  } catch {
    return null;
  }
}

interface PendingHandoff {
  token: string;
  type: AccountType;
  until: number;
}

/** The login this site may carry to the site of `type` when that site asks for it (the seller panel link). */
export function promiseHandoff(token: string, type: AccountType, storage: Storage | null = tabStore(), now = Date.now()): void {
  const pending: PendingHandoff = { token, type, until: now + PENDING_TTL_MS };
  storage?.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The token of a promised sign-in to the site of `type`, removed as it is read; null when none is due. */
export function takePromisedHandoff(type: AccountType, storage: Storage | null = tabStore(), now = Date.now()): string | null {
  try {
    const raw = storage?.getItem(PENDING_KEY) ?? null;
    storage?.removeItem(PENDING_KEY);
    if (raw === null) return null;
    const pending = JSON.parse(raw) as Partial<PendingHandoff>;
    if (typeof pending.token !== 'string' || pending.type !== type || typeof pending.until !== 'number') return null;
    return pending.until > now ? pending.token : null;
  } catch {
    return null;
  }
}

export function forgetPromisedHandoff(storage: Storage | null = tabStore()): void {
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept where storage is refused.
  }
}
