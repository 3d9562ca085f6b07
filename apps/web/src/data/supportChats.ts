import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CHAT_INBOX_PAGE_SIZE,
  LIVE_FROM_START,
  isCounterpartRead,
  type ChatHistory,
  type ChatMessage,
  type ChatUnread,
  type SupportChatList,
  type SupportChatStatus,
  type SupportChatSummary,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { pageLive } from '../realtime/pageLive.ts';
import { appendToHistory } from './chatHistory.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** The Support inbox's filters, as its address keeps them. */
export interface SupportChatsQuery {
  status: SupportChatStatus | 'all';
  assigned: 'any' | 'me' | 'unassigned';
}

export const supportChatsQueryKeys = queryKeysFactory('supportChats');
/** The menu's count: unread user messages over every open support chat. */
const UNREAD_KEY = [...supportChatsQueryKeys.all, 'unread'] as const;
const messagesKey = (chatId: string) => [...supportChatsQueryKeys.detail(chatId), 'messages'] as const;
const HEADER_KEY_LENGTH = supportChatsQueryKeys.detail('').length;

const calls = {
  list: (query: SupportChatsQuery, pageToken: string | undefined, pageSize: number, signal?: AbortSignal) =>
    browserClient.get<SupportChatList>(API_PATHS.chat.getSupportChats, {
      query: { status: query.status, assigned: query.assigned, page_token: pageToken, page_size: pageSize },
      signal,
    }),
  chat: (chatId: string, signal?: AbortSignal) => browserClient.get<SupportChatSummary>(API_PATHS.chat.getSupportChat, { query: { chatId }, signal }),
  messages: (chatId: string, before: string | undefined, signal?: AbortSignal) =>
    browserClient.get<ChatHistory>(API_PATHS.chat.getMessages, { query: { chatId, before }, signal }),
  markRead: (chatId: string, lastReadId: string) => browserClient.post<ChatUnread>(API_PATHS.chat.markRead, { chatId, lastReadId }),
  reply: (request: { chatId: string; text: string }) => browserClient.post<ChatMessage>(API_PATHS.chat.replySupport, request),
  assign: (request: { chatId: string; adminId: string | null }) => browserClient.post<unknown>(API_PATHS.chat.assignSupportChat, request),
  setStatus: (request: { chatId: string; status: SupportChatStatus }) => browserClient.post<unknown>(API_PATHS.chat.setSupportChatStatus, request),
  setBlocked: (request: { accountId: string; blocked: boolean }) =>
    browserClient.post<{ accountId: string; blocked: boolean }>(API_PATHS.chat.setChatBlocked, request),
};

/** The conversations, newest activity first, a page at a time (the next one on demand). */
export function useSupportChats(query: SupportChatsQuery) {
  return useInfiniteQuery<SupportChatList, ApiError, InfiniteData<SupportChatList, string | undefined>, readonly unknown[], string | undefined>({
    queryKey: supportChatsQueryKeys.list(query),
    queryFn: ({ pageParam, signal }) => calls.list(query, pageParam, CHAT_INBOX_PAGE_SIZE, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_page_token ?? undefined,
  });
}

/** The sidebar's unread count (one row read for its total); the live inbox frames keep it current. */
export function useSupportUnread() {
  return useQuery<number, ApiError>({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) => (await calls.list({ status: 'open', assigned: 'any' }, undefined, 1, signal)).unread,
  });
}

/** One conversation's header: who wrote, status, assignee; nothing is read while none is open. */
export function useSupportChat(chatId: string | null) {
  return useQuery<SupportChatSummary, ApiError>({
    queryKey: supportChatsQueryKeys.detail(chatId ?? ''),
    queryFn: ({ signal }) => calls.chat(chatId ?? '', signal),
    enabled: chatId !== null,
  });
}

/** The open conversation's messages: the newest page first, earlier ones on demand (`before` the oldest shown). */
export function useSupportChatMessages(chatId: string | null) {
  return useInfiniteQuery<ChatHistory, ApiError, InfiniteData<ChatHistory, string | undefined>, readonly unknown[], string | undefined>({
    queryKey: messagesKey(chatId ?? ''),
    queryFn: ({ pageParam, signal }) => calls.messages(chatId ?? '', pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasEarlier ? page.messages[0]?.id : undefined),
    enabled: chatId !== null,
    // Live frames keep it current; reading it again would only repeat what they delivered.
    staleTime: Infinity,
  });
}

/** Every conversation of the loaded pages, newest activity first (one that moved between pages listed once). */
export function flattenSupportChats(data: InfiniteData<SupportChatList, unknown> | undefined): SupportChatSummary[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((chat) => !seen.has(chat.chatId) && seen.add(chat.chatId));
}

/**
 * Puts a message that arrived live (or came back from a reply) at the end of the open conversation,
 * once: the live watch also delivers the admin's own replies.
 */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  appendToHistory(client, messagesKey(message.chatId), message);
}

/** A conversation moved in the inbox (live): the menu's count is the frame's, the lists and its header are read again. */
export async function supportInboxChanged(client: QueryClient, change: { chatId: string; unread: number }): Promise<void> {
  client.setQueryData(UNREAD_KEY, change.unread);
  await Promise.all([
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.lists() }),
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.detail(change.chatId), exact: true }),
  ]);
}

/** Something of one conversation changed (its status, the user's read mark): its header and the lists are read again. */
export async function supportChatChanged(client: QueryClient, chatId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.lists() }),
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.detail(chatId), exact: true }),
  ]);
}

/**
 * Back from a dropped connection: the lists, the count and the conversations' headers are read again
 * (a message that came meanwhile sent no frame). Not the messages: the open chat's watch catches up by
 * itself, and a history read again over it could drop a message the watch has just delivered.
 */
function supportInboxMissed(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.lists() }),
    client.invalidateQueries({ queryKey: UNREAD_KEY }),
    client.invalidateQueries({ queryKey: supportChatsQueryKeys.details(), predicate: (query) => query.queryKey.length === HEADER_KEY_LENGTH }),
  ]);
}

/**
 * Keeps the menu's count and the lists current from the live channel (`supportInbox`) while mounted,
 * and reads them again when the connection comes back after a drop (supportInboxMissed).
 */
export function useSupportInboxLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let connected = false;
    return pageLive().subscribe(
      { kind: 'supportInbox' },
      {
        onInbox: (chatId, unread) => void supportInboxChanged(client, { chatId, unread }),
        onConnection: (state) => {
          if (state === 'live' && connected) void supportInboxMissed(client);
          connected ||= state === 'live';
        },
      },
    );
  }, [client]);
}

export type LiveSupportChatState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * Follows the open conversation live once its newest page is loaded: each new message once, in
 * order, from the newest one shown (caught up after a reconnect); the user's read mark and a close
 * or reopen read its header again.
 */
export function useLiveSupportChat(chatId: string | null, ready: boolean, after: string | null): { state: LiveSupportChatState; refusal: string | null } {
  const client = useQueryClient();
  const [state, setState] = useState<LiveSupportChatState>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Where the watch starts is read once, when it starts: later messages come from the watch itself.
  const from = useRef(after);
  from.current = after;

  useEffect(() => {
    if (chatId === null || !ready) return;
    setState('connecting');
    setRefusal(null);
    // Always with `after`: without it the server starts at its newest message when the subscription reaches it.
    return pageLive().subscribe({ kind: 'chat', chatId, after: from.current ?? LIVE_FROM_START }, {
      onMessage: (message) => addMessage(client, message),
      onRead: (side) => {
        if (isCounterpartRead(side, 'bot')) void supportChatChanged(client, chatId);
      },
      onStatus: () => void supportChatChanged(client, chatId),
      onRefused: (code) => {
        setRefusal(code);
        setState('refused');
      },
      onConnection: setState,
    });
  }, [client, chatId, ready]);

  return { state, refusal };
}

/** Marks the conversation read by support up to a message; the counts are read again. */
export function useMarkSupportChatRead() {
  const client = useQueryClient();
  return useMutation<ChatUnread, ApiError, { chatId: string; lastReadId: string }>({
    mutationFn: ({ chatId, lastReadId }) => calls.markRead(chatId, lastReadId),
    onSuccess: (_answer, { chatId }) =>
      Promise.all([client.invalidateQueries({ queryKey: UNREAD_KEY }), supportChatChanged(client, chatId)]),
  });
}

/** Answers as support (`bot`); the message shows at once, the lists are read again. */
export function useReplySupport() {
  const client = useQueryClient();
  return useMutation<ChatMessage, ApiError, { chatId: string; text: string }>({
    mutationFn: calls.reply,
    onSuccess: (message, { chatId }) => {
      addMessage(client, message);
      return supportChatChanged(client, chatId);
    },
  });
}

/** A change to a conversation (assignee, status): once the server has it, its header and the lists are read again. */
function useSupportChatWrite<V extends { chatId: string }>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, V>({
    mutationFn,
    onSuccess: (_answer, { chatId }) => supportChatChanged(client, chatId),
  });
}

export const useAssignSupportChat = () => useSupportChatWrite(calls.assign);
export const useSetSupportChatStatus = () => useSupportChatWrite(calls.setStatus);
/**
 * Stops (or lets again) an account from writing in any chat; the answer says which. Every
 * conversation of that account says so: the lists and the headers are read again (not the messages).
 */
export function useSetChatBlocked() {
  const client = useQueryClient();
  return useMutation<{ accountId: string; blocked: boolean }, ApiError, { accountId: string; blocked: boolean }>({
    mutationFn: calls.setBlocked,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportChatsQueryKeys.lists() }),
        // The headers' keys, not the messages' keys under them.
        client.invalidateQueries({ queryKey: supportChatsQueryKeys.details(), predicate: (query) => query.queryKey.length === HEADER_KEY_LENGTH }),
      ]),
  });
}
