/** The seller panel's Messages page (on the merchant host). */
export const MESSAGES_PATH = '/messages';
/** The open conversation's id in the Messages page's address. */
export const CHAT_PARAM = 'chat';

/** The Messages page with a conversation open (or none). */
export function messagesHref(chatId: string | null): string {
  return chatId === null ? MESSAGES_PATH : `${MESSAGES_PATH}?${new URLSearchParams({ [CHAT_PARAM]: chatId }).toString()}`;
}

/** The conversation an address of the Messages page opens, or null. */
export function openChatOf(search: string): string | null {
  const chatId = new URLSearchParams(search).get(CHAT_PARAM)?.trim();
  return chatId ? chatId : null;
}
