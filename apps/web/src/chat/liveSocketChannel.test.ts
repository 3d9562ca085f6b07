import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, LiveClientFrame, LiveServerFrame } from '@marketplace/contract';
import { createLiveSocketChannel, type WebSocketLike } from './liveSocketChannel.ts';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: LiveClientFrame[] = [];
  closed = false;
  private listeners = new Map<string, ((event: { data: unknown }) => void)[]>();
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as LiveClientFrame);
  }
  close() {
    this.closed = true;
  }
  private emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  open() {
    this.readyState = 1;
    this.emit('open');
  }
  receive(frame: LiveServerFrame) {
    this.emit('message', JSON.stringify(frame));
  }
  drop() {
    this.readyState = 3;
    this.emit('close');
  }
}

const message = (id: string): ChatMessage => ({ id, chatId: 'c1', text: id, sender: 'user', date: '2026-11-27T10:00:00.000Z', attachments: [], masked: false });

afterEach(() => vi.useRealTimers());

describe('the live socket channel', () => {
  it('says hello with the token, subscribes once ready, and resubscribes after a drop from the last message delivered', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const channel = createLiveSocketChannel({
      url: () => 'ws://example.test/chat/v1/live',
      getToken: () => 'session-token',
      openSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      reconnectDelayMs: () => 1000,
    });
    const seen: string[] = [];
    const states: string[] = [];
    channel.subscribe({ kind: 'chat', chatId: 'c1' }, { onMessage: (m) => seen.push(m.id), onConnection: (s) => states.push(s) });

    const first = sockets[0]!;
    first.open();
    expect(first.sent).toEqual([{ type: 'hello', token: 'session-token' }]);
    first.receive({ type: 'ready', accountId: 'a1' });
    expect(first.sent[1]).toEqual({ type: 'subscribe', id: 's1', topic: { kind: 'chat', chatId: 'c1' } });
    first.receive({ type: 'subscribed', id: 's1' });
    first.receive({ type: 'message', id: 's1', message: message('5') });
    first.drop();
    expect(states).toEqual(['live', 'reconnecting']);

    vi.advanceTimersByTime(1000);
    const second = sockets[1]!;
    second.open();
    second.receive({ type: 'ready', accountId: 'a1' });
    expect(second.sent[1]).toEqual({ type: 'subscribe', id: 's1', topic: { kind: 'chat', chatId: 'c1', after: '5' } });
    second.receive({ type: 'message', id: 's1', message: message('5') });
    second.receive({ type: 'message', id: 's1', message: message('6') });
    expect(seen).toEqual(['5', '6']);
  });

  it('closes the socket with the last subscription', () => {
    const sockets: FakeSocket[] = [];
    const channel = createLiveSocketChannel({
      url: () => 'ws://example.test/chat/v1/live',
      getToken: () => null,
      openSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    const stop = channel.subscribe({ kind: 'support', supportToken: 'x'.repeat(22) }, {});
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'hello' }]);
    stop();
    expect(sockets[0]!.closed).toBe(true);
  });
});
