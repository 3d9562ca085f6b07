import { browserClient } from '../api/browserClient.ts';
import { readSession } from '../auth/sessionStore.ts';
import { pageLive } from '../realtime/pageLive.ts';
import type { ChatAdapter } from './chatAdapter.ts';
import { createSelfHostedChat } from './selfHostedChat.ts';

/** The self-hosted chats of this page: the browser's API client and the page's one live connection. */
export function browserSelfHostedChat(): ChatAdapter {
  return createSelfHostedChat({ client: browserClient, getToken: () => readSession().token, live: pageLive() });
}
