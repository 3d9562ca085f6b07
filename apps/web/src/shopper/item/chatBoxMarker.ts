/** The container the chats feature fills with the custom-order chat (spec §2 "chat side panel"). */
export const ITEM_CHAT_PANEL_ID = 'item-chat-panel';

/** Spec §2: an address carrying this marker (`#chatBox` or `?chatBox`) opens the chat side panel. */
export const CHAT_BOX_MARKER = 'chatBox';

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
