import {
  LIVE_CLOSE,
  isLaterMessageId,
  type ChatMessage,
  type LiveClientFrame,
  type LiveServerFrame,
  type LiveTopic,
} from '@marketplace/contract';
import { LIVE_RECONNECT, reconnectDelay } from './reconnectDelay.ts';

/** What one subscription hears (the server frames of chat-live.ts addressed to it). */
export interface LiveHandlers {
  /** Chat and support topics: each message once, in id order, across reconnects. */
  onMessage?: (message: ChatMessage) => void;
  onRead?: (side: 'user' | 'received' | 'bot', lastReadId: string) => void;
  onStatus?: (status: 'open' | 'closed') => void;
  /** `conversations` and `supportInbox`: a conversation moved; the viewer's new unread total. */
  onInbox?: (chatId: string, unread: number) => void;
  /** `notifications`: the bell's new unread count (also right after subscribing). */
  onNotifications?: (unread: number) => void;
  /** Chat topics: the conversation's offers changed (sent, replaced, withdrawn, accepted). */
  onOffers?: (chatId: string) => void;
  /** `storeOrders` (sellers): the store's orders changed; its count of new orders now (also right after subscribing). */
  onStoreOrders?: (newOrders: number) => void;
  /** The server refused the topic (a chat error code, UNAUTHORIZED, FORBIDDEN): the subscription is over. */
  onRefused?: (code: string) => void;
  /** 'live' once subscribed (again after each reconnect and its catch-up); 'reconnecting' while the socket is down. */
  onConnection?: (state: 'live' | 'reconnecting') => void;
}

/** The page's connection: none needed, opening, up, down and retrying, or refused for good (the page's origin). */
export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface LiveClient {
  /**
   * Follows a topic until the returned function is called. A chat topic's `after` is where its
   * messages start; without it the server starts at its newest message when the subscription
   * reaches it, which may be after one written since the page last looked (so pages pass it).
   */
  subscribe(topic: LiveTopic, handlers: LiveHandlers): () => void;
  readonly state: LiveState;
  onState(listener: (state: LiveState) => void): () => void;
  /** The stored session changed: a connection that said hello with another token starts again at once. */
  sessionChanged(): void;
}

/** The part of a WebSocket the client uses (the browser's; a fake in tests). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveClientOptions {
  /** The live endpoint's ws:// or wss:// address. */
  url: () => string;
  /** The session token to say hello with; null for a guest. */
  getToken: () => string | null;
  openSocket?: (url: string) => LiveSocket;
  /** The server closed 4401 on this token: its session has ended (the page signs out). */
  onSessionEnded?: (token: string) => void;
  /** Calls `revive` when the browser is back online or the tab becomes visible; answers a stop. */
  watchRevival?: (revive: () => void) => () => void;
  random?: () => number;
}

const OPEN = 1;
/** The client asks for a pong this often while idle… */
const PING_EVERY_MS = 25_000;
/** …and drops a connection that said nothing for this long after it (a laptop that slept, a dead proxy). */
const PONG_WITHIN_MS = 10_000;

interface Subscription {
  topic: LiveTopic;
  handlers: LiveHandlers;
  /** Chat and support topics: the newest message delivered (or the id the server said it starts after). */
  lastId: string | null;
}

type MessageTopic = Extract<LiveTopic, { kind: 'chat' | 'support' }>;
const followsMessages = (topic: LiveTopic): topic is MessageTopic => topic.kind === 'chat' || topic.kind === 'support';

function resumedTopic(topic: MessageTopic, after: string | null): MessageTopic {
  const from = after === null ? {} : { after };
  return topic.kind === 'chat'
    ? { kind: 'chat', chatId: topic.chatId, ...from }
    : { kind: 'support', supportToken: topic.supportToken, ...from };
}

/**
 * One WebSocket for all of a page's live topics, opened with the first subscription and closed with
 * the last: `hello` with the stored session token, a `subscribe` per topic. After a drop it
 * reconnects with backoff and jitter (at once when the browser comes back online or the tab is
 * shown) and subscribes every topic again from the last message it delivered; a message it has
 * delivered already is dropped, should one come again.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const subscriptions = new Map<string, Subscription>();
  const stateListeners = new Set<(state: LiveState) => void>();
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  let state: LiveState = 'idle';
  let socket: LiveSocket | null = null;
  let ready = false;
  /** The token of the current connection's hello (undefined: not said yet). */
  let helloToken: string | null | undefined;
  let attempt = 0;
  let sequence = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const send = (frame: LiveClientFrame) => {
    if (socket && ready && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const sendSubscribe = (id: string, subscription: Subscription) => {
    const topic = followsMessages(subscription.topic)
      ? resumedTopic(subscription.topic, subscription.lastId)
      : subscription.topic;
    send({ type: 'subscribe', id, topic });
  };

  const stopConnectionTimers = () => {
    clearTimeout(stableTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  };

  /** Forgets the current socket without reacting to its close. */
  const detach = (): LiveSocket | null => {
    const current = socket;
    socket = null;
    ready = false;
    helloToken = undefined;
    stopConnectionTimers();
    if (current) {
      current.onopen = null;
      current.onmessage = null;
      current.onclose = null;
    }
    return current;
  };

  const goIdle = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    detach()?.close(1000);
    attempt = 0;
    setState('idle');
  };

  const scheduleReconnect = () => {
    if (subscriptions.size === 0) return goIdle();
    setState('reconnecting');
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelay(attempt, random));
    attempt += 1;
  };

  /** The connection is gone (closed with `code`, or silent for too long): tell the topics, then come back. */
  const dropped = (current: LiveSocket, code: number | undefined) => {
    if (socket !== current) return;
    const token = helloToken;
    detach();
    if (code === undefined) current.close();
    for (const subscription of subscriptions.values()) subscription.handlers.onConnection?.('reconnecting');
    if (code === LIVE_CLOSE.FORBIDDEN_ORIGIN) {
      setState('refused');
      return;
    }
    if (code === LIVE_CLOSE.UNAUTHORIZED && token) options.onSessionEnded?.(token);
    scheduleReconnect();
  };

  const ping = () => {
    const current = socket;
    if (!current || !ready) return;
    send({ type: 'ping' });
    clearTimeout(pongTimer);
    pongTimer = setTimeout(() => dropped(current, undefined), PONG_WITHIN_MS);
  };

  const onFrame = (frame: LiveServerFrame) => {
    // Anything heard proves the connection is alive.
    clearTimeout(pongTimer);
    if (frame.type === 'ready') {
      ready = true;
      setState('live');
      stableTimer = setTimeout(() => {
        attempt = 0;
      }, LIVE_RECONNECT.stableAfterMs);
      pingTimer = setInterval(ping, PING_EVERY_MS);
      subscriptions.forEach((subscription, id) => sendSubscribe(id, subscription));
      return;
    }
    if (frame.type === 'pong' || frame.type === 'error') return;
    const subscription = subscriptions.get(frame.id);
    if (!subscription) return;
    const { handlers } = subscription;
    switch (frame.type) {
      case 'subscribed':
        if (frame.after !== undefined && isLaterMessageId(frame.after, subscription.lastId)) subscription.lastId = frame.after;
        handlers.onConnection?.('live');
        return;
      case 'refused':
        subscriptions.delete(frame.id);
        handlers.onRefused?.(frame.code);
        if (subscriptions.size === 0) goIdle();
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
      case 'storeOrders':
        handlers.onStoreOrders?.(frame.newOrders);
        return;
      case 'offers':
        handlers.onOffers?.(frame.chatId);
        return;
    }
  };

  function connect(): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (subscriptions.size === 0) return goIdle();
    let current: LiveSocket;
    try {
      current = openSocket(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    ready = false;
    if (state === 'idle') setState('connecting');
    current.onopen = () => {
      if (socket !== current) return;
      helloToken = options.getToken();
      current.send(
        JSON.stringify((helloToken ? { type: 'hello', token: helloToken } : { type: 'hello' }) satisfies LiveClientFrame),
      );
    };
    current.onmessage = (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      let frame: LiveServerFrame;
      try {
        frame = JSON.parse(event.data) as LiveServerFrame;
      } catch {
        return;
      }
      onFrame(frame);
    };
    // An error is followed by a close, which is where the client reacts.
    current.onerror = () => undefined;
    current.onclose = (event) => dropped(current, event.code);
  }

  const revive = () => {
    if (reconnectTimer !== undefined) connect();
    else ping();
  };
  options.watchRevival?.(revive);

  return {
    subscribe(topic, handlers) {
      sequence += 1;
      const id = `s${sequence}`;
      const subscription: Subscription = { topic, handlers, lastId: followsMessages(topic) ? (topic.after ?? null) : null };
      subscriptions.set(id, subscription);
      if (ready) sendSubscribe(id, subscription);
      else if (!socket && reconnectTimer === undefined && state !== 'refused') connect();
      return () => {
        if (!subscriptions.delete(id)) return;
        send({ type: 'unsubscribe', id });
        if (subscriptions.size === 0) goIdle();
      };
    },
    get state() {
      return state;
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    sessionChanged() {
      if (!socket || helloToken === undefined || helloToken === options.getToken()) return;
      detach()?.close(1000);
      connect();
    },
  };
}
