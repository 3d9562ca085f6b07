import { STORAGE_KEYS } from '@marketplace/contract';

/** 16 random bytes as base64url: 22 characters, within QR_GUEST_KEY_PATTERN. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * This browser's key for QR galleries, made on first use and kept in localStorage: sent with each QR
 * upload and with gallery reads, it lets this guest see the photos they shared, and only those.
 * null where the storage cannot be used (the gallery then shows nothing of theirs).
 */
export function qrGuestKey(): string | null {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEYS.qrGuestKey);
    if (kept && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
    const key = newKey();
    window.localStorage.setItem(STORAGE_KEYS.qrGuestKey, key);
    return key;
  } catch {
    return null;
  }
}
