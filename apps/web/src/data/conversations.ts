import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CHAT_INBOX_PAGE_SIZE,
  counterpartReadAfter,
  type ChatHistory,
  type ChatMessage,
  type ChatReadMark,
  type ChatUnread,
  type Conversation,
  type ConversationList,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { pageLive } from '../realtime/pageLive.ts';
import { appendToHistory } from './chatHistory.ts';
import { customOrderChats } from './customOrderChats.ts';
import { helpRequestsOfChatChanged } from './helpRequests.ts';
import { offersChanged } from './offers.ts';
import { queryKeysFactory } from './queryKeys.ts';

/**
 * The custom-order conversations of the signed-in buyer or seller (spec §3 custom-order chat
 * document, §7 getItemContact). The lists and headers come from our API; a chat's messages go
 * through the chat adapter (self-hosted or Firebase), which also delivers them live.
 */
export const conversationsQueryKeys = queryKeysFactory('conversations');
/** The viewer's unread messages over every conversation (the seller's sidebar count). */
const UNREAD_KEY = [...conversationsQueryKeys.all, 'unread'] as const;
const messagesKey = (chatId: string) => [...conversationsQueryKeys.detail(chatId), 'messages'] as const;
const HEADER_KEY_LENGTH = conversationsQueryKeys.detail('').length;
const contactKey = (itemId: string) => [...conversationsQueryKeys.all, 'contact', itemId] as const;

const calls = {
  list: (pageToken: string | undefined, signal?: AbortSignal) =>
    browserClient.get<ConversationList>(API_PATHS.chat.getConversations, {
      query: { page_token: pageToken, page_size: CHAT_INBOX_PAGE_SIZE },
      signal,
    }),
  conversation: (chatId: string, signal?: AbortSignal) =>
    browserClient.get<Conversation>(API_PATHS.chat.getConversation, { query: { chatId }, signal }),
  unread: (signal?: AbortSignal) => browserClient.get<ChatUnread>(API_PATHS.chat.getUnreadCount, { signal }),
};

/** The conversations, newest activity first, a page at a time (the next one on demand). */
export function useConversations(options?: { enabled?: boolean }) {
  return useInfiniteQuery<ConversationList, ApiError, InfiniteData<ConversationList, string | undefined>, readonly unknown[], string | undefined>({
    queryKey: conversationsQueryKeys.lists(),
    queryFn: ({ pageParam, signal }) => calls.list(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_page_token ?? undefined,
    enabled: options?.enabled ?? true,
  });
}

/** Every conversation of the loaded pages, newest activity first (a moved one listed once). */
export function flattenConversations(data: InfiniteData<ConversationList, unknown> | undefined): Conversation[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((conversation) => !seen.has(conversation.chatId) && seen.add(conversation.chatId));
}

/** The sidebar's count; the live `conversations` frames keep it current. */
export function useConversationsUnread() {
  return useQuery<number, ApiError>({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) => (await calls.unread(signal)).unread,
  });
}

/** One conversation's header and product card; nothing is read while none is open. */
export function useConversation(chatId: string | null) {
  return useQuery<Conversation, ApiError>({
    queryKey: conversationsQueryKeys.detail(chatId ?? ''),
    queryFn: ({ signal }) => calls.conversation(chatId ?? '', signal),
    enabled: chatId !== null,
  });
}

/**
 * Spec §7 getItemContact: the chat of the signed-in buyer and this item, the same one every time
 * (the first call starts it, so it is asked once per page and never repeated behind the buyer's back).
 */
export function useItemContact(itemId: string, merchantId: string) {
  return useQuery<string, ApiError>({
    queryKey: contactKey(itemId),
    queryFn: async () => (await customOrderChats()).open(itemId, merchantId),
    staleTime: Infinity,
    retry: false,
  });
}

/** The open conversation's messages: the newest page first, earlier ones on demand (`before` the oldest shown). */
export function useChatMessages(chatId: string | null) {
  return useInfiniteQuery<ChatHistory, ApiError, InfiniteData<ChatHistory, string | undefined>, readonly unknown[], string | undefined>({
    queryKey: messagesKey(chatId ?? ''),
    queryFn: async ({ pageParam }) => (await customOrderChats()).history(chatId ?? '', pageParam),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasEarlier ? page.messages[0]?.id : undefined),
    enabled: chatId !== null,
    // The live watch keeps it current; reading it again would only repeat what it delivered.
    staleTime: Infinity,
  });
}

/** Puts a message that arrived live (or came back from a send) at the end of its chat, once. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  appendToHistory(client, messagesKey(message.chatId), message);
}

/**
 * A side of the chat has read up to a message: when it is the other side's mark, the conversation's
 * header says so (the read tick). The viewer's own mark, which each of its messages moves, changes nothing.
 */
function readMarkMoved(client: QueryClient, chatId: string, mark: ChatReadMark): void {
  client.setQueryData<Conversation>(conversationsQueryKeys.detail(chatId), (conversation) =>
    conversation
      ? {
          ...conversation,
          counterpartLastReadId: counterpartReadAfter(conversation.counterpartLastReadId, mark, conversation.viewerSender),
        }
      : conversation,
  );
}

/** A conversation moved in the viewer's inbox (live): the count is the frame's, the lists and its header are read again. */
export async function conversationsChanged(client: QueryClient, change: { chatId: string; unread: number }): Promise<void> {
  client.setQueryData(UNREAD_KEY, change.unread);
  await Promise.all([
    client.invalidateQueries({ queryKey: conversationsQueryKeys.lists() }),
    client.invalidateQueries({ queryKey: conversationsQueryKeys.detail(change.chatId), exact: true }),
  ]);
}

/**
 * Back from a dropped connection: the lists, the count and the conversations' headers are read again.
 * Not the messages: a watched chat catches up by itself, and a history read again over it would put
 * back a page read before a message the watch has just delivered (which would then be gone).
 */
function conversationsMissed(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: conversationsQueryKeys.lists() }),
    client.invalidateQueries({ queryKey: UNREAD_KEY }),
    client.invalidateQueries({ queryKey: conversationsQueryKeys.details(), predicate: (query) => query.queryKey.length === HEADER_KEY_LENGTH }),
  ]);
}

/**
 * Follows the viewer's inbox on the page's live connection (the `conversations` topic): a conversation
 * that moved is read again with the lists, and the count is the frame's. Back from a dropped
 * connection, what may have changed meanwhile is read again (conversationsMissed).
 */
export function useLiveConversations(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let connected = false;
    return pageLive().subscribe(
      { kind: 'conversations' },
      {
        onInbox: (chatId, unread) => void conversationsChanged(client, { chatId, unread }),
        onConnection: (state) => {
          if (state === 'live' && connected) void conversationsMissed(client);
          connected ||= state === 'live';
        },
      },
    );
  }, [client, enabled]);
}

export type LiveChatState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * Follows a chat live once its newest page is loaded: each new message once, in order, from the
 * newest one shown (the adapter catches up after a reconnect), and the other side's read receipts.
 */
export function useLiveChat(chatId: string | null, ready: boolean, after: string | null): { state: LiveChatState; refusal: string | null } {
  const client = useQueryClient();
  const [state, setState] = useState<LiveChatState>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Where the watch starts is read once, when it starts: later messages come from the watch itself.
  const from = useRef(after);
  from.current = after;

  useEffect(() => {
    if (chatId === null || !ready) return;
    let stopped = false;
    let unwatch: (() => void) | null = null;
    setState('connecting');
    setRefusal(null);
    void customOrderChats().then((chats) => {
      if (stopped) return;
      unwatch = chats.watch(chatId, from.current, {
        onMessage: (message) => {
          addMessage(client, message);
          // Every step of a help request writes into its conversation: its cards are read again.
          void helpRequestsOfChatChanged(client, chatId);
        },
        onRead: (side, lastReadId) => readMarkMoved(client, chatId, { side, lastReadId }),
        onOffers: () => void offersChanged(client, chatId),
        onRefused: (code) => {
          setRefusal(code);
          setState('refused');
        },
        onConnection: setState,
      });
    });
    return () => {
      stopped = true;
      unwatch?.();
    };
  }, [client, chatId, ready]);

  return { state, refusal };
}

/** Sends a message (text and the ids of finished photo uploads); it shows at once, the lists are read again. */
export function useSendChatMessage(chatId: string) {
  const client = useQueryClient();
  return useMutation<ChatMessage, ApiError, { text: string; attachments?: string[]; clientId?: string }>({
    mutationFn: async ({ text, attachments, clientId }) => (await customOrderChats()).send(chatId, text, attachments, clientId),
    onSuccess: (message) => {
      addMessage(client, message);
      return client.invalidateQueries({ queryKey: conversationsQueryKeys.lists() });
    },
  });
}

/** The viewer has seen the chat up to a message: the count comes back with the answer, the lists are read again. */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation<ChatUnread, ApiError, { chatId: string; lastReadId: string }>({
    mutationFn: async ({ chatId, lastReadId }) => (await customOrderChats()).markRead(chatId, lastReadId),
    onSuccess: (answer) => {
      client.setQueryData(UNREAD_KEY, answer.unread);
      return client.invalidateQueries({ queryKey: conversationsQueryKeys.lists() });
    },
  });
}
