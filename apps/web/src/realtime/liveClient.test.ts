import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, type ChatMessage, type LiveClientFrame, type LiveServerFrame } from '@marketplace/contract';
import { createLiveClient, type LiveClientOptions, type LiveSocket } from './liveClient.ts';
import { LIVE_RECONNECT, reconnectDelay } from './reconnectDelay.ts';

const CHAT = '3b241101-e2bb-4255-8caf-4136c566a962';

/** A WebSocket the test plays the server of. */
class FakeSocket implements LiveSocket {
  readyState = 0;
  readonly sent: LiveClientFrame[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveClientFrame);
  }

  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  /** The handshake succeeds and the server answers the hello. */
  accept(accountId: string | null = null): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.receive({ type: 'ready', accountId });
  }

  receive(frame: LiveServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  subscribes(): Array<Extract<LiveClientFrame, { type: 'subscribe' }>> {
    return this.sent.filter((frame): frame is Extract<LiveClientFrame, { type: 'subscribe' }> => frame.type === 'subscribe');
  }
}

const message = (id: string): ChatMessage => ({
  id,
  chatId: CHAT,
  text: `text ${id}`,
  sender: 'user',
  date: '2026-11-27T10:00:00.000Z',
  attachments: [],
  masked: false,
});

let sockets: FakeSocket[];
let token: string | null;
let revive: (() => void) | undefined;

function client(overrides: Partial<LiveClientOptions> = {}) {
  return createLiveClient({
    url: () => 'ws://localhost:3000/chat/v1/live',
    getToken: () => token,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    watchRevival: (callback) => {
      revive = callback;
      return () => undefined;
    },
    // No jitter taken off: the waits are the ceilings, halved.
    random: () => 0,
    ...overrides,
  });
}

const last = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'session-token';
  revive = undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page’s live connection', () => {
  it('opens one socket with the first subscription, says hello with the stored token, subscribes once ready, and closes with the last', () => {
    const live = client();
    expect(sockets).toHaveLength(0);
    const stopChat = live.subscribe({ kind: 'chat', chatId: CHAT, after: '10' }, {});
    const stopBell = live.subscribe({ kind: 'notifications' }, {});
    expect(sockets).toHaveLength(1);
    expect(live.state).toBe('connecting');
    last().accept('account-1');
    expect(live.state).toBe('live');
    expect(last().sent).toEqual([
      { type: 'hello', token: 'session-token' },
      { type: 'subscribe', id: 's1', topic: { kind: 'chat', chatId: CHAT, after: '10' } },
      { type: 'subscribe', id: 's2', topic: { kind: 'notifications' } },
    ]);
    stopChat();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', id: 's1' });
    stopBell();
    expect(last().closedWith).toBe(1000);
    expect(live.state).toBe('idle');
  });

  it('says hello without a token for a guest', () => {
    token = null;
    const live = client();
    live.subscribe({ kind: 'support', supportToken: 'abcdefghijklmnopqrstuvwxyz' }, {});
    last().accept();
    expect(last().sent[0]).toEqual({ type: 'hello' });
  });

  it('hands each message on once, in order, and routes the other frames to their subscription', () => {
    const live = client();
    const seen: string[] = [];
    const onRead = vi.fn();
    const onStatus = vi.fn();
    const onInbox = vi.fn();
    const onNotifications = vi.fn();
    const onStoreOrders = vi.fn();
    const onOffers = vi.fn();
    const onConnection = vi.fn();
    live.subscribe(
      { kind: 'chat', chatId: CHAT },
      { onMessage: (m) => seen.push(m.id), onRead, onStatus, onOffers, onConnection },
    );
    live.subscribe({ kind: 'conversations' }, { onInbox });
    live.subscribe({ kind: 'notifications' }, { onNotifications });
    live.subscribe({ kind: 'storeOrders' }, { onStoreOrders });
    last().accept();
    last().receive({ type: 'subscribed', id: 's1', after: '5' });
    expect(onConnection).toHaveBeenCalledWith('live');
    for (const id of ['5', '6', '7', '6', '10', '9', '10']) last().receive({ type: 'message', id: 's1', message: message(id) });
    last().receive({ type: 'read', id: 's1', chatId: CHAT, side: 'received', lastReadId: '7' });
    last().receive({ type: 'status', id: 's1', chatId: CHAT, status: 'closed' });
    last().receive({ type: 'inbox', id: 's2', chatId: CHAT, unread: 4 });
    last().receive({ type: 'notifications', id: 's3', unread: 2 });
    last().receive({ type: 'storeOrders', id: 's4', newOrders: 3 });
    last().receive({ type: 'offers', id: 's1', chatId: CHAT });
    expect(seen).toEqual(['6', '7', '10']);
    expect(onRead).toHaveBeenCalledWith('received', '7');
    expect(onStatus).toHaveBeenCalledWith('closed');
    expect(onInbox).toHaveBeenCalledWith(CHAT, 4);
    expect(onNotifications).toHaveBeenCalledWith(2);
    expect(onStoreOrders).toHaveBeenCalledWith(3);
    expect(onOffers).toHaveBeenCalledWith(CHAT);
  });

  it('after a drop, waits with backoff, reconnects and subscribes again from the last message delivered', () => {
    const live = client();
    const seen: string[] = [];
    const onConnection = vi.fn();
    live.subscribe({ kind: 'chat', chatId: CHAT, after: '3' }, { onMessage: (m) => seen.push(m.id), onConnection });
    live.subscribe({ kind: 'support', supportToken: 'abcdefghijklmnopqrstuvwxyz' }, {});
    last().accept();
    last().receive({ type: 'subscribed', id: 's1', after: '3' });
    last().receive({ type: 'subscribed', id: 's2', after: '0' });
    last().receive({ type: 'message', id: 's1', message: message('4') });

    last().drop(LIVE_CLOSE.GOING_AWAY);
    expect(onConnection).toHaveBeenLastCalledWith('reconnecting');
    expect(live.state).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectDelay(0, () => 0) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().subscribes()).toEqual([
      { type: 'subscribe', id: 's1', topic: { kind: 'chat', chatId: CHAT, after: '4' } },
      // Nothing delivered yet: from where the server said it started (the chat was empty: from the start).
      { type: 'subscribe', id: 's2', topic: { kind: 'support', supportToken: 'abcdefghijklmnopqrstuvwxyz', after: '0' } },
    ]);
    // The catch-up overlaps what was delivered: nothing twice.
    for (const id of ['4', '5']) last().receive({ type: 'message', id: 's1', message: message(id) });
    last().receive({ type: 'subscribed', id: 's1', after: '5' });
    expect(seen).toEqual(['4', '5']);
    expect(onConnection).toHaveBeenLastCalledWith('live');
  });

  it('waits longer after each failed attempt, up to about 30 s, and starts again after a stable connection', () => {
    const live = client();
    live.subscribe({ kind: 'notifications' }, {});
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const before = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThanOrEqual(LIVE_RECONNECT.maxDelayMs);

    last().accept();
    vi.advanceTimersByTime(LIVE_RECONNECT.stableAfterMs);
    const before = sockets.length;
    last().drop();
    vi.advanceTimersByTime(reconnectDelay(0, () => 0));
    expect(sockets).toHaveLength(before + 1);
  });

  it('reconnects at once when the browser is back online or the tab is shown', () => {
    const live = client();
    live.subscribe({ kind: 'notifications' }, {});
    last().accept();
    last().drop();
    expect(sockets).toHaveLength(1);
    revive?.();
    expect(sockets).toHaveLength(2);
  });

  it('drops a connection that stays silent after its ping, and comes back', () => {
    const live = client();
    live.subscribe({ kind: 'notifications' }, {});
    last().accept();
    const silent = last();
    vi.advanceTimersByTime(25_000);
    expect(silent.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(silent.closedWith).toBeDefined();
    expect(live.state).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectDelay(0, () => 0));
    expect(sockets).toHaveLength(2);
  });

  it('on 4401 tells the page its session ended and comes back as what the page then holds', () => {
    const onSessionEnded = vi.fn(() => {
      token = null;
    });
    const live = client({ onSessionEnded });
    live.subscribe({ kind: 'support', supportToken: 'abcdefghijklmnopqrstuvwxyz' }, {});
    last().accept();
    last().drop(LIVE_CLOSE.UNAUTHORIZED);
    expect(onSessionEnded).toHaveBeenCalledWith('session-token');
    vi.advanceTimersByTime(reconnectDelay(0, () => 0));
    last().accept();
    expect(last().sent[0]).toEqual({ type: 'hello' });
  });

  it('gives up on 4403 (the page’s origin is refused)', () => {
    const live = client();
    live.subscribe({ kind: 'notifications' }, {});
    last().drop(LIVE_CLOSE.FORBIDDEN_ORIGIN);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.state).toBe('refused');
  });

  it('says hello again when the page signs in or out', () => {
    const live = client();
    live.subscribe({ kind: 'support', supportToken: 'abcdefghijklmnopqrstuvwxyz' }, {});
    last().accept();
    live.sessionChanged();
    expect(sockets).toHaveLength(1);
    token = 'another-token';
    live.sessionChanged();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().sent[0]).toEqual({ type: 'hello', token: 'another-token' });
  });

  it('forgets a refused subscription: it is not asked for again after a reconnect', () => {
    const live = client();
    const onRefused = vi.fn();
    live.subscribe({ kind: 'chat', chatId: CHAT }, { onRefused });
    live.subscribe({ kind: 'notifications' }, {});
    last().accept();
    last().receive({ type: 'refused', id: 's1', code: 'CHAT_FORBIDDEN' });
    expect(onRefused).toHaveBeenCalledWith('CHAT_FORBIDDEN');
    last().drop();
    vi.advanceTimersByTime(reconnectDelay(0, () => 0));
    last().accept();
    expect(
      last()
        .subscribes()
        .map((frame) => frame.id),
    ).toEqual(['s2']);
  });
});
