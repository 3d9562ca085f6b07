import { SUPPORT_CHAT_MARKER } from '@marketplace/contract';

/** The address without the support chat's marker (`?support`), or null when it has none. */
export function withoutSupportMarker(url: URL): string | null {
  if (!url.searchParams.has(SUPPORT_CHAT_MARKER)) return null;
  const next = new URL(url.href);
  next.searchParams.delete(SUPPORT_CHAT_MARKER);
  return `${next.pathname}${next.search}${next.hash}`;
}
