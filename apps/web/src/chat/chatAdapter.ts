import type { ChatHistory, ChatMessage, ChatUnread, SendSupportMessageAnswer, SupportHistory } from '@marketplace/contract';

/** Stops a watch. */
export type Unwatch = () => void;

/**
 * Where a watch starts: the id of the newest message the page holds (the last of a history it read,
 * or a send's answer), or LIVE_FROM_START when a history it read was empty. `null` means the page
 * holds nothing and is the same as LIVE_FROM_START: the whole chat comes, so nothing written before
 * the watch reaches the server is lost. There is no "from now": it would skip what is written between
 * a page's read and its subscription (watchAfterHistory gives the right start after a read).
 */
export type WatchAfter = string | null;

/** What a watched chat reports besides its messages. */
export interface ChatWatchHandlers {
  /** Each message after the watch's start once, in id order: the catch-up of what came after it, then new ones live. */
  onMessage: (message: ChatMessage) => void;
  /** The other side has read up to this id (read receipts). */
  onRead?: (side: 'user' | 'received' | 'bot', lastReadId: string) => void;
  /** A support chat was closed or reopened. */
  onStatus?: (status: 'open' | 'closed') => void;
  /** A custom-order chat's offers changed (the self-hosted transport only; the page also reads them again now and then). */
  onOffers?: () => void;
  /** The watch was refused (not a party of the chat, unknown chat…): a chat error code. */
  onRefused?: (code: string) => void;
  /** The live connection dropped or came back (the panel can say "reconnecting…"). */
  onConnection?: (state: 'live' | 'reconnecting') => void;
}

/**
 * The chats as the pages use them, whatever carries them (ARCHITECTURE §3 platform adapters):
 * the self-hosted adapter (HTTP + the API's WebSocket, the default) or Firebase (Firestore documents
 * `SupportChat/{supportToken}` and `CustomOrderChat/{contactId}`), chosen by the page's public config.
 * Our API stays the record either way: sends go through it (validated, limited, masked).
 */
export interface ChatAdapter {
  support: {
    /**
     * Sends a user message; without a token the first message creates the chat and its token. The
     * adapter stores nothing: the page keeps the answered `supportToken` under `support_token`
     * (SUPPORT_TOKEN_STORAGE_KEY), as it decides when the welcome bubble shows. `clientId` as for a
     * custom order's send: a retry of a first message answers the chat (and token) it made.
     */
    send(supportToken: string | null, text: string, clientId?: string): Promise<SendSupportMessageAnswer>;
    history(supportToken: string, before?: string): Promise<SupportHistory>;
    watch(supportToken: string, after: WatchAfter, handlers: ChatWatchHandlers): Unwatch;
    markRead(supportToken: string, lastReadId: string): Promise<void>;
  };
  customOrder: {
    /**
     * Spec §7 getItemContact: the chat id of the signed-in buyer and this item (the same every time).
     * Spec §8: rejects with Error('Token not found') without a stored session token and
     * Error('Item ID not found') without an item id, before asking the server.
     */
    open(itemId: string, merchantId: string): Promise<string>;
    /**
     * `clientId`: the message's own id, made when it was written and the same on each retry of it:
     * a retry of a send the server already stored answers that message (nothing is stored twice).
     */
    send(chatId: string, text: string, attachments?: string[], clientId?: string): Promise<ChatMessage>;
    history(chatId: string, before?: string): Promise<ChatHistory>;
    watch(chatId: string, after: WatchAfter, handlers: ChatWatchHandlers): Unwatch;
    markRead(chatId: string, lastReadId: string): Promise<ChatUnread>;
  };
}
