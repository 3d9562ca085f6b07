import { CHAT_BOX_MARKER } from '@marketplace/design-system';

/** The container the chats feature fills with the custom-order chat (spec §2 "chat side panel"). */
export const ITEM_CHAT_PANEL_ID = 'item-chat-panel';

/** The address without the chatBox marker, or null when it has none. */
export function withoutChatBoxMarker(url: URL): string | null {
  const inHash = url.hash === `#${CHAT_BOX_MARKER}`;
  const inQuery = url.searchParams.has(CHAT_BOX_MARKER);
  if (!inHash && !inQuery) return null;
  const next = new URL(url.href);
  if (inHash) next.hash = '';
  next.searchParams.delete(CHAT_BOX_MARKER);
  return `${next.pathname}${next.search}${next.hash}`;
}

/** The address (path, query) with the chatBox marker as its hash: opening it opens the chat side panel. */
export function withChatBoxMarker(url: URL): string {
  return `${url.pathname}${url.search}#${CHAT_BOX_MARKER}`;
}
