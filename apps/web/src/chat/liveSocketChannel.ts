import type { LiveClientFrame, LiveServerFrame, LiveTopic } from '@marketplace/contract';
import type { LiveChannel, LiveTopicHandlers } from './liveChannel.ts';
import { isLaterMessageId } from './messageIds.ts';

/** The part of a WebSocket the channel uses: the browser's, or `ws` in Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface LiveSocketOptions {
  /** The live endpoint's ws:// or wss:// address. */
  url: () => string;
  /** The session token to say hello with; null for a guest. */
  getToken: () => string | null;
  openSocket: (url: string) => WebSocketLike;
  /** Wait before reconnect attempt `attempt` (0-based). */
  reconnectDelayMs?: (attempt: number) => number;
}

const OPEN = 1;

interface Subscription {
  topic: LiveTopic;
  handlers: LiveTopicHandlers;
  /** The newest message delivered, the `after` of a resubscription. */
  lastId: string | null;
}

const defaultDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);

function withAfter(topic: LiveTopic, after: string | null): LiveTopic {
  if ((topic.kind === 'chat' || topic.kind === 'support') && after !== null) return { ...topic, after };
  return topic;
}

/**
 * One WebSocket for every subscription of the page, opened with the first and closed with the last:
 * `hello`, then a `subscribe` per topic; after a drop it reconnects with backoff and subscribes
 * again from the last message each subscription delivered, and drops anything already delivered.
 */
export function createLiveSocketChannel(options: LiveSocketOptions): LiveChannel {
  const subscriptions = new Map<string, Subscription>();
  const delay = options.reconnectDelayMs ?? defaultDelay;
  let socket: WebSocketLike | null = null;
  let ready = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let sequence = 0;

  const send = (frame: LiveClientFrame) => {
    if (socket && ready && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const sendSubscribe = (id: string, subscription: Subscription) =>
    send({ type: 'subscribe', id, topic: withAfter(subscription.topic, subscription.lastId) });

  const onFrame = (frame: LiveServerFrame) => {
    if (frame.type === 'ready') {
      ready = true;
      subscriptions.forEach((subscription, id) => sendSubscribe(id, subscription));
      return;
    }
    if (frame.type === 'pong' || frame.type === 'error') return;
    const subscription = subscriptions.get(frame.id);
    if (!subscription) return;
    const { handlers } = subscription;
    switch (frame.type) {
      case 'subscribed':
        attempt = 0;
        handlers.onConnection?.('live');
        return;
      case 'refused':
        subscriptions.delete(frame.id);
        handlers.onRefused?.(frame.code);
        return;
      case 'message':
        if (!isLaterMessageId(frame.message.id, subscription.lastId)) return;
        subscription.lastId = frame.message.id;
        handlers.onMessage?.(frame.message);
        return;
      case 'read':
        handlers.onRead?.(frame.side, frame.lastReadId);
        return;
      case 'status':
        handlers.onStatus?.(frame.status);
        return;
      case 'inbox':
        handlers.onInbox?.(frame.chatId, frame.unread);
        return;
      case 'notifications':
        handlers.onNotifications?.(frame.unread);
        return;
    }
  };

  const connect = () => {
    reconnectTimer = null;
    const current = options.openSocket(options.url());
    socket = current;
    ready = false;
    current.addEventListener('open', () => {
      const token = options.getToken();
      current.send(JSON.stringify({ type: 'hello', ...(token ? { token } : {}) } satisfies LiveClientFrame));
    });
    current.addEventListener('message', (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      try {
        onFrame(JSON.parse(event.data) as LiveServerFrame);
      } catch {
        // Not a frame of ours: nothing to deliver.
      }
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      ready = false;
      if (subscriptions.size === 0) return;
      subscriptions.forEach(({ handlers }) => handlers.onConnection?.('reconnecting'));
      reconnectTimer = setTimeout(connect, delay(attempt));
      attempt += 1;
    });
  };

  const disconnect = () => {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    const current = socket;
    socket = null;
    ready = false;
    current?.close(1000);
  };

  return {
    subscribe(topic, handlers) {
      sequence += 1;
      const id = `s${sequence}`;
      const subscription: Subscription = {
        topic,
        handlers,
        lastId: topic.kind === 'chat' || topic.kind === 'support' ? (topic.after ?? null) : null,
      };
      subscriptions.set(id, subscription);
      if (socket) sendSubscribe(id, subscription);
      else if (!reconnectTimer) connect();
      return () => {
        if (!subscriptions.delete(id)) return;
        send({ type: 'unsubscribe', id });
        if (subscriptions.size === 0) disconnect();
      };
    },
  };
}
