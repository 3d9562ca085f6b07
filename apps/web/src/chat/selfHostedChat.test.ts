import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, LIVE_FROM_START, type ChatMessage } from '@marketplace/contract';
import type { ApiClient } from '../api/client.ts';
import type { LiveHandlers } from '../realtime/liveClient.ts';
import { createSelfHostedChat, type LiveChannel } from './selfHostedChat.ts';

function fakeClient(): ApiClient & { post: ReturnType<typeof vi.fn> } {
  const post = vi.fn(async () => ({ chatId: 'chat-1' }));
  return { post, get: vi.fn(), request: vi.fn() } as never;
}

const message = (id: string): ChatMessage => ({
  id,
  chatId: 'c',
  text: `m${id}`,
  sender: 'user',
  date: '2026-11-27T10:00:00.000Z',
  attachments: [],
  masked: false,
});

function fakeLive() {
  const subscriptions: { topic: unknown; handlers: LiveHandlers }[] = [];
  const live: LiveChannel = {
    subscribe: (topic, handlers) => {
      subscriptions.push({ topic, handlers });
      return () => undefined;
    },
  };
  return { live, subscriptions };
}

describe('self-hosted chat adapter', () => {
  it("refuses a custom order without a stored token with 'Token not found', without asking the server", async () => {
    const client = fakeClient();
    const chat = createSelfHostedChat({ client, getToken: () => null, live: fakeLive().live });
    await expect(chat.customOrder.open('item-1', 'merchant-1')).rejects.toThrow(new Error('Token not found'));
    expect(client.post).not.toHaveBeenCalled();
  });

  it("refuses a custom order without an item id with 'Item ID not found', without asking the server", async () => {
    const client = fakeClient();
    const chat = createSelfHostedChat({ client, getToken: () => 'a-session-token', live: fakeLive().live });
    await expect(chat.customOrder.open('', 'merchant-1')).rejects.toThrow(new Error('Item ID not found'));
    expect(client.post).not.toHaveBeenCalled();
  });

  it('asks getItemContact with the item and its seller', async () => {
    const client = fakeClient();
    const chat = createSelfHostedChat({ client, getToken: () => 'a-session-token', live: fakeLive().live });
    await expect(chat.customOrder.open('item-1', 'merchant-1')).resolves.toBe('chat-1');
    expect(client.post).toHaveBeenCalledWith(API_PATHS.direct.getItemContact, { item_id: 'item-1', merchant_id: 'merchant-1' });
  });

  it('does not send blank text (spec §5)', async () => {
    const client = fakeClient();
    const chat = createSelfHostedChat({ client, getToken: () => 'a-session-token', live: fakeLive().live });
    await expect(chat.support.send(null, '  \n ')).rejects.toMatchObject({ code: 'BLANK_MESSAGE' });
    await expect(chat.customOrder.send('chat-1', '')).rejects.toMatchObject({ code: 'BLANK_MESSAGE' });
    expect(client.post).not.toHaveBeenCalled();
  });

  it('watches from `after` and hands each message on once, in order', () => {
    const { live, subscriptions } = fakeLive();
    const chat = createSelfHostedChat({ client: fakeClient(), getToken: () => null, live });
    const seen: string[] = [];
    chat.customOrder.watch('chat-1', '9', { onMessage: (m) => seen.push(m.id) });
    expect(subscriptions[0]?.topic).toEqual({ kind: 'chat', chatId: 'chat-1', after: '9' });
    for (const id of ['8', '9', '10', '10', '11']) subscriptions[0]?.handlers.onMessage?.(message(id));
    expect(seen).toEqual(['10', '11']);
  });

  it('watches a chat the page holds nothing of (after = null) from its start, never from "now"', () => {
    const { live, subscriptions } = fakeLive();
    const chat = createSelfHostedChat({ client: fakeClient(), getToken: () => null, live });
    chat.customOrder.watch('chat-1', null, { onMessage: () => undefined });
    chat.support.watch('a-support-token-of-22-chars', null, { onMessage: () => undefined });
    expect(subscriptions.map((subscription) => subscription.topic)).toEqual([
      { kind: 'chat', chatId: 'chat-1', after: LIVE_FROM_START },
      { kind: 'support', supportToken: 'a-support-token-of-22-chars', after: LIVE_FROM_START },
    ]);
  });
});
