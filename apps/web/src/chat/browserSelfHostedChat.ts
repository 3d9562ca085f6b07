import { CHAT_LIVE_PATH } from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';
import { readSession } from '../auth/sessionStore.ts';
import { apiBaseUrl } from '../config/apiBaseUrl.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import type { ChatAdapter } from './chatAdapter.ts';
import { createLiveSocketChannel } from './liveSocketChannel.ts';
import { createSelfHostedChat } from './selfHostedChat.ts';

/** The live endpoint on the API's host (the page's own when the API shares it): http→ws, https→wss. */
function liveUrl(): string {
  const base = apiBaseUrl(readPublicConfig()) || window.location.origin;
  return `${base.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`;
}

const storedToken = () => readSession().token;

/** The self-hosted chats of this page: the browser's API client and one live connection. */
export function browserSelfHostedChat(): ChatAdapter {
  return createSelfHostedChat({
    client: browserClient,
    getToken: storedToken,
    live: createLiveSocketChannel({ url: liveUrl, getToken: storedToken, openSocket: (url) => new WebSocket(url) }),
  });
}
