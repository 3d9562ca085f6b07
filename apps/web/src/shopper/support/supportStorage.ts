import { SUPPORT_TOKEN_STORAGE_KEY } from '@marketplace/contract';

/**
 * The support chat's browser storage: the token its first message made (spec §7 `support_token`)
 * and the newest message the person has seen in the open chat, from which a closed chat's watch
 * counts support's replies as new. A browser that refuses storage chats for this page only.
 */
const SEEN_KEY = 'support_seen';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: kept for this page only.
  }
}

export const readSupportToken = (): string | null => read(SUPPORT_TOKEN_STORAGE_KEY) || null;
export const storeSupportToken = (token: string): void => write(SUPPORT_TOKEN_STORAGE_KEY, token);

export const readSeenMessageId = (): string | null => read(SEEN_KEY) || null;
export const storeSeenMessageId = (id: string): void => write(SEEN_KEY, id);

/** The server no longer knows the token: the next message starts a new chat. */
export function forgetSupportChat(): void {
  write(SUPPORT_TOKEN_STORAGE_KEY, null);
  write(SEEN_KEY, null);
}
