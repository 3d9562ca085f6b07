import { loadChatAdapter } from '../chat/loadChatAdapter.ts';
import type { ChatAdapter } from '../chat/chatAdapter.ts';
import { readPublicConfig } from '../config/publicConfig.ts';

/** The custom-order chats of the page's chat adapter (its code is fetched on the first call). */
export async function customOrderChats(): Promise<ChatAdapter['customOrder']> {
  return (await loadChatAdapter(readPublicConfig())).customOrder;
}
