import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type ChatMessage, type PublicConfig, type SupportChatSummary } from '@marketplace/contract';
import { flattenMessages } from './chatHistory.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import {
  addMessage,
  supportInboxChanged,
  useSetChatBlocked,
  useSupportChat,
  useSupportChatMessages,
  useSupportChats,
  useSupportUnread,
} from './supportChats.ts';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const CHAT = '4f7c0000-1111-4222-8333-444455556666';

const message = (id: string, sender: ChatMessage['sender'] = 'user'): ChatMessage => ({
  id,
  chatId: CHAT,
  text: `text ${id}`,
  sender,
  date: '2026-11-27T08:00:00.000Z',
  attachments: [],
  masked: false,
});

const WRITER = '9a1b0000-1111-4222-8333-444455556666';
const summary = { chatId: CHAT, unread: 2 } as SupportChatSummary;
let seen: URL[] = [];
let unread = 2;
let writerBlocked = false;

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  seen.push(url);
  switch (url.pathname) {
    case API_PATHS.chat.getSupportChats:
      return json({ items: [summary], next_page_token: null, unread });
    case API_PATHS.chat.getSupportChat:
      return json({ ...summary, account: { id: WRITER, name: 'Aysel', email: null, chatBlocked: writerBlocked } });
    case API_PATHS.chat.setChatBlocked: {
      const asked = JSON.parse(String(init?.body)) as { accountId: string; blocked: boolean };
      writerBlocked = asked.blocked;
      return json(asked);
    }
    case API_PATHS.chat.getMessages:
      return url.searchParams.get('before') === '10'
        ? json({ messages: [message('8'), message('9', 'bot')], hasEarlier: false })
        : json({ messages: [message('10'), message('11', 'bot')], hasEarlier: true });
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);

describe('the Support inbox data', () => {
  beforeEach(() => {
    seen = [];
    unread = 2;
    writerBlocked = false;
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks for the conversations with the address’s filters', async () => {
    const { result } = renderHook(() => useSupportChats({ status: 'closed', assigned: 'me' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const asked = seen.find((url) => url.pathname === API_PATHS.chat.getSupportChats)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ status: 'closed', assigned: 'me', page_size: '20' });
  });

  it('takes the menu’s count from a live inbox frame and reads the lists again', async () => {
    const count = renderHook(() => useSupportUnread(), { wrapper });
    const list = renderHook(() => useSupportChats({ status: 'open', assigned: 'any' }), { wrapper });
    await waitFor(() => expect(count.result.current.data).toBe(2));
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const listReads = () => seen.filter((url) => url.pathname === API_PATHS.chat.getSupportChats && url.searchParams.get('page_size') === '20').length;
    const before = listReads();
    unread = 7;
    await act(() => supportInboxChanged(client, { chatId: CHAT, unread: 5 }));
    await waitFor(() => expect(count.result.current.data).toBe(5));
    expect(listReads()).toBe(before + 1);
  });

  it('shows earlier pages before the newest, and a live message once at the end', async () => {
    const { result } = renderHook(() => useSupportChatMessages(CHAT), { wrapper });
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['10', '11']));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['8', '9', '10', '11']));
    expect(seen.some((url) => url.searchParams.get('before') === '10')).toBe(true);
    act(() => {
      addMessage(client, message('12', 'bot'));
      addMessage(client, message('12', 'bot'));
    });
    await waitFor(() => expect(flattenMessages(result.current.data).map((m) => m.id)).toEqual(['8', '9', '10', '11', '12']));
  });

  it('blocking a writer, or letting them write again, reads the conversation’s header again but not its messages', async () => {
    const header = renderHook(() => useSupportChat(CHAT), { wrapper });
    const messages = renderHook(() => useSupportChatMessages(CHAT), { wrapper });
    await waitFor(() => expect(header.result.current.data?.account?.chatBlocked).toBe(false));
    await waitFor(() => expect(messages.result.current.isSuccess).toBe(true));
    const messageReads = () => seen.filter((url) => url.pathname === API_PATHS.chat.getMessages).length;
    const before = messageReads();
    const block = renderHook(() => useSetChatBlocked(), { wrapper });
    await act(() => block.result.current.mutateAsync({ accountId: WRITER, blocked: true }));
    await waitFor(() => expect(header.result.current.data?.account?.chatBlocked).toBe(true));
    await act(() => block.result.current.mutateAsync({ accountId: WRITER, blocked: false }));
    await waitFor(() => expect(header.result.current.data?.account?.chatBlocked).toBe(false));
    expect(messageReads()).toBe(before);
  });
});
