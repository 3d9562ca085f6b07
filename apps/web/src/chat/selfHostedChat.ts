import {
  API_PATHS,
  CHAT_ERROR,
  LIVE_FROM_START,
  isBlankMessage,
  isLaterMessageId,
  type ChatHistory,
  type ChatMessage,
  type ChatUnread,
  type GetItemContactAnswer,
  type LiveTopic,
  type SendSupportMessageAnswer,
  type SupportHistory,
} from '@marketplace/contract';
import { ApiError } from '../api/ApiError.ts';
import type { ApiClient } from '../api/client.ts';
import type { ChatAdapter, ChatWatchHandlers, Unwatch } from './chatAdapter.ts';
import { checkItemContactInput } from './customOrderErrors.ts';
import type { LiveClient } from '../realtime/liveClient.ts';

/** What the chat needs of the page's live connection. */
export type LiveChannel = Pick<LiveClient, 'subscribe'>;

export interface SelfHostedChatDeps {
  /** Our API (the browser's client carries the stored session token). */
  client: ApiClient;
  /** The stored session token: spec §8, a custom order is not asked for without one. */
  getToken: () => string | null;
  /** The page's live connection (pageLive()): only its subscriptions. */
  live: LiveChannel;
}

/** Spec §5: blank text is not sent; refused as the server would refuse it, without asking it. */
export function refuseBlank(text: string): void {
  if (isBlankMessage(text)) throw new ApiError(CHAT_ERROR.BLANK_MESSAGE, 'A blank message is not sent.', 0);
}

/**
 * A live chat or support topic as ChatWatchHandlers see it: each message after `after` once, in
 * order. The topic always carries `after` (LIVE_FROM_START for null, a page that has seen nothing):
 * without it the server would start at whatever is newest when the subscription reaches it.
 */
export function watchTopic(
  live: LiveChannel,
  topic: Extract<LiveTopic, { kind: 'chat' | 'support' }>,
  after: string | null,
  handlers: ChatWatchHandlers,
): Unwatch {
  let last = after;
  return live.subscribe(
    { ...topic, after: after ?? LIVE_FROM_START },
    {
      onMessage: (message) => {
        if (!isLaterMessageId(message.id, last)) return;
        last = message.id;
        handlers.onMessage(message);
      },
      onRead: handlers.onRead,
      onStatus: handlers.onStatus,
      onOffers: () => handlers.onOffers?.(),
      onRefused: handlers.onRefused,
      onConnection: handlers.onConnection,
    },
  );
}

/**
 * The default chat transport (ARCHITECTURE §3): calls to our API for everything that reads or writes,
 * and the API's WebSocket for what arrives. The support token is not stored here: the page that
 * sends the first message keeps the answered token under `support_token` (SUPPORT_TOKEN_STORAGE_KEY).
 */
export function createSelfHostedChat({ client, getToken, live }: SelfHostedChatDeps): ChatAdapter {
  return {
    support: {
      send: async (supportToken, text, clientId) => {
        refuseBlank(text);
        return client.post<SendSupportMessageAnswer>(API_PATHS.chat.sendSupportMessage, {
          ...(supportToken ? { supportToken } : {}),
          text,
          ...(clientId ? { clientId } : {}),
        });
      },
      history: (supportToken, before) =>
        client.post<SupportHistory>(API_PATHS.chat.getSupportMessages, { supportToken, ...(before ? { before } : {}) }),
      watch: (supportToken, after, handlers) => watchTopic(live, { kind: 'support', supportToken }, after, handlers),
      markRead: async (supportToken, lastReadId) => {
        await client.post<unknown>(API_PATHS.chat.markSupportRead, { supportToken, lastReadId });
      },
    },
    customOrder: {
      open: async (itemId, merchantId) => {
        checkItemContactInput(getToken(), itemId);
        const answer = await client.post<GetItemContactAnswer>(API_PATHS.direct.getItemContact, {
          item_id: itemId,
          ...(merchantId ? { merchant_id: merchantId } : {}),
        });
        return answer.chatId;
      },
      send: async (chatId, text, attachments, clientId) => {
        refuseBlank(text);
        return client.post<ChatMessage>(API_PATHS.chat.sendMessage, {
          chatId,
          text,
          ...(attachments && attachments.length > 0 ? { attachments } : {}),
          ...(clientId ? { clientId } : {}),
        });
      },
      history: (chatId, before) => client.get<ChatHistory>(API_PATHS.chat.getMessages, { query: { chatId, before } }),
      watch: (chatId, after, handlers) => watchTopic(live, { kind: 'chat', chatId }, after, handlers),
      markRead: (chatId, lastReadId) => client.post<ChatUnread>(API_PATHS.chat.markRead, { chatId, lastReadId }),
    },
  };
}
