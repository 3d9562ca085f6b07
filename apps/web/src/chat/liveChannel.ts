import type { ChatMessage, LiveTopic } from '@marketplace/contract';

/** What one live subscription reports (the server frames of chat-live.ts addressed to it). */
export interface LiveTopicHandlers {
  onMessage?: (message: ChatMessage) => void;
  onRead?: (side: 'user' | 'received' | 'bot', lastReadId: string) => void;
  onStatus?: (status: 'open' | 'closed') => void;
  onInbox?: (chatId: string, unread: number) => void;
  onNotifications?: (unread: number) => void;
  onRefused?: (code: string) => void;
  /** 'live' once subscribed (again, after a reconnect and its catch-up); 'reconnecting' while the socket is down. */
  onConnection?: (state: 'live' | 'reconnecting') => void;
}

/**
 * The page's live connection as the chat adapter uses it (the realtime client, pageLive()): subscribe
 * to a topic, get its frames, stop. A chat or support topic carries `after`; across reconnects the
 * channel resubscribes from the last message it delivered, so each message arrives once.
 */
export interface LiveChannel {
  subscribe(topic: LiveTopic, handlers: LiveTopicHandlers): () => void;
}
