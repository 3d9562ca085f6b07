import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  LIVE_FROM_START,
  type ChatHistory,
  type ChatMessage,
  type Conversation,
  type LiveTopic,
  type PublicConfig,
} from '@marketplace/contract';
import type { ChatWatchHandlers } from '../chat/chatAdapter.ts';
import type { LiveHandlers } from '../realtime/liveClient.ts';
import { flattenMessages, lastMessageId } from './chatHistory.ts';
import { conversationsQueryKeys, useChatMessages, useLiveChat, useLiveConversations } from './conversations.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import { createQueryClient } from './queryClient.ts';
import { supportChatsQueryKeys, useLiveSupportChat, useSupportChatMessages, useSupportInboxLive } from './supportChats.ts';

const live = vi.hoisted(() => ({ topics: [] as Array<{ topic: LiveTopic; handlers: LiveHandlers }> }));
vi.mock('../realtime/pageLive.ts', () => ({
  pageLive: () => ({
    subscribe: (topic: LiveTopic, handlers: LiveHandlers) => {
      live.topics.push({ topic, handlers });
      return () => undefined;
    },
  }),
}));

/** The custom-order chats of the page's adapter: each history read answers what `reads` holds next. */
const chats = vi.hoisted(() => ({
  reads: [] as Array<Promise<ChatHistory>>,
  historyCalls: 0,
  watches: [] as Array<{ chatId: string; after: string | null; handlers: ChatWatchHandlers }>,
}));
vi.mock('./customOrderChats.ts', () => ({
  customOrderChats: async () => ({
    history: () => {
      chats.historyCalls += 1;
      return chats.reads.shift() ?? Promise.reject(new Error('no history read expected'));
    },
    watch: (chatId: string, after: string | null, handlers: ChatWatchHandlers) => {
      chats.watches.push({ chatId, after, handlers });
      return () => undefined;
    },
  }),
}));

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const CHAT = '4f7c0000-1111-4222-8333-444455556666';

const message = (id: string, sender: ChatMessage['sender'] = 'received'): ChatMessage => ({
  id,
  chatId: CHAT,
  text: `mesaj ${id}`,
  sender,
  date: '2026-11-27T08:00:00.000Z',
  attachments: [],
  masked: false,
});
const page = (...ids: string[]): ChatHistory => ({ messages: ids.map((id) => message(id)), hasEarlier: false });

/** The Support inbox reads a support chat's messages from our API. */
let supportHistory: ChatHistory = page();
async function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input));
  const body = url.pathname === API_PATHS.chat.getMessages ? supportHistory : { error: { code: 'NOT_FOUND', message: 'No such path.' } };
  return new Response(JSON.stringify(body), { status: url.pathname === API_PATHS.chat.getMessages ? 200 : 404, headers: { 'content-type': 'application/json' } });
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);

/** The open custom-order chat as ConversationPanel follows it. */
function useOpenChat(chatId: string) {
  const history = useChatMessages(chatId);
  useLiveChat(chatId, history.isSuccess, lastMessageId(history.data));
  return history;
}

describe('a chat followed live after its history is read', () => {
  beforeEach(() => {
    live.topics = [];
    chats.reads = [];
    chats.historyCalls = 0;
    chats.watches = [];
    supportHistory = page();
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('a custom order whose history was empty is watched from its start, and its first message shows once', async () => {
    chats.reads = [Promise.resolve(page())];
    const { result } = renderHook(() => useOpenChat(CHAT), { wrapper });
    await waitFor(() => expect(chats.watches).toHaveLength(1));
    expect(chats.watches[0]).toMatchObject({ chatId: CHAT, after: LIVE_FROM_START });
    act(() => {
      chats.watches[0]!.handlers.onMessage(message('1'));
      chats.watches[0]!.handlers.onMessage(message('1'));
    });
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['1']));
  });

  it('a custom order is watched from the newest message read', async () => {
    chats.reads = [Promise.resolve(page('7', '8'))];
    renderHook(() => useOpenChat(CHAT), { wrapper });
    await waitFor(() => expect(chats.watches).toHaveLength(1));
    expect(chats.watches[0]?.after).toBe('8');
  });

  it('a support chat whose history was empty is followed in the Support inbox from its start', async () => {
    const { result } = renderHook(
      () => {
        const history = useSupportChatMessages(CHAT);
        useLiveSupportChat(CHAT, history.isSuccess, lastMessageId(history.data));
        return history;
      },
      { wrapper },
    );
    await waitFor(() => expect(live.topics).toHaveLength(1));
    expect(live.topics[0]?.topic).toEqual({ kind: 'chat', chatId: CHAT, after: LIVE_FROM_START });
    act(() => live.topics[0]!.handlers.onMessage?.(message('1', 'user')));
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['1']));
  });

  it('back from a dropped connection, an open chat keeps a message delivered while the lists are read again', async () => {
    chats.reads = [Promise.resolve(page('1'))];
    const { result } = renderHook(
      () => {
        useLiveConversations();
        return useOpenChat(CHAT);
      },
      { wrapper },
    );
    await waitFor(() => expect(chats.watches).toHaveLength(1));
    const inbox = live.topics.find((entry) => entry.topic.kind === 'conversations')!;
    act(() => inbox.handlers.onConnection?.('live'));
    // Dropped and back: a history read now would answer what the server held before message 2.
    let answerStaleRead: (history: ChatHistory) => void = () => undefined;
    chats.reads = [new Promise<ChatHistory>((resolve) => (answerStaleRead = resolve))];
    act(() => inbox.handlers.onConnection?.('live'));
    act(() => chats.watches[0]!.handlers.onMessage(message('2')));
    await act(async () => answerStaleRead(page('1')));
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['1', '2']));
    expect(chats.historyCalls).toBe(1);
  });

  it('the read tick follows the other side’s read mark, never the viewer’s own, which each of its messages moves', async () => {
    const header: Conversation = {
      chatId: CHAT,
      item: { id: 'i1', productName: 'Kəlağayı', coverImage: null, salePrice: 60 },
      buyer: { id: 'b1', name: 'Leyla' },
      seller: { id: 's1', companyName: 'Toxuculuq Evi', profileImage: null },
      viewerSender: 'user',
      lastMessage: null,
      unread: 0,
      counterpartLastReadId: null,
      lastActivityAt: '2026-11-27T08:00:00.000Z',
    };
    client.setQueryData(conversationsQueryKeys.detail(CHAT), header);
    chats.reads = [Promise.resolve(page('1'))];
    renderHook(() => useOpenChat(CHAT), { wrapper });
    await waitFor(() => expect(chats.watches).toHaveLength(1));
    const readUpTo = () => client.getQueryData<Conversation>(conversationsQueryKeys.detail(CHAT))?.counterpartLastReadId;

    // The buyer sends message 2: the server moves the buyer's own mark with it.
    act(() => {
      chats.watches[0]!.handlers.onMessage(message('2', 'user'));
      chats.watches[0]!.handlers.onRead?.('user', '2');
    });
    expect(readUpTo()).toBeNull();
    // The seller opens the conversation.
    act(() => chats.watches[0]!.handlers.onRead?.('received', '2'));
    expect(readUpTo()).toBe('2');
    // The buyer's next message leaves the seller's mark where it was.
    act(() => chats.watches[0]!.handlers.onRead?.('user', '3'));
    expect(readUpTo()).toBe('2');
  });
});

describe('the Support inbox back from a dropped connection', () => {
  const lists = supportChatsQueryKeys.list({ status: 'open' });
  const unread = [...supportChatsQueryKeys.all, 'unread'];
  const header = supportChatsQueryKeys.detail(CHAT);
  const messages = [...supportChatsQueryKeys.detail(CHAT), 'messages'];
  const invalidated = () => [lists, unread, header, messages].map((key) => client.getQueryState(key)?.isInvalidated ?? false);

  beforeEach(() => {
    live.topics = [];
    client = createQueryClient();
  });

  afterEach(() => {
    cleanup();
    client.clear();
  });

  it('reads the lists, the count and the headers again, not the open chat’s messages', () => {
    for (const key of [lists, unread, header, messages]) client.setQueryData(key, {});
    renderHook(() => useSupportInboxLive(), { wrapper });
    const inbox = live.topics.find((entry) => entry.topic.kind === 'supportInbox')!;
    act(() => inbox.handlers.onConnection?.('live'));
    // The first connection reads nothing again: the page has just read it all.
    expect(invalidated()).toEqual([false, false, false, false]);
    act(() => inbox.handlers.onConnection?.('reconnecting'));
    act(() => inbox.handlers.onConnection?.('live'));
    expect(invalidated()).toEqual([true, true, true, false]);
  });
});
