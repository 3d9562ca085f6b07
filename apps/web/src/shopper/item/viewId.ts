import { VIEW_ID_MAX } from '@marketplace/contract';

/** A fresh random id per page load: the server counts a view once per (item, view id). */
export function newViewId(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, VIEW_ID_MAX);
}
