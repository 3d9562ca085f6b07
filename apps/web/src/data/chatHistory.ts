import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChatHistory, ChatMessage } from '@marketplace/contract';
import { watchAfterHistory } from '../chat/watchAfter.ts';

/**
 * A chat's history as the data layer caches it: pages of messages, the newest page first, each page
 * oldest first. Custom-order and support chats keep it the same way under their own keys.
 */
type HistoryPages = InfiniteData<ChatHistory, string | undefined>;

/** Every message of the loaded pages, oldest first. */
export function flattenMessages(data: InfiniteData<ChatHistory, unknown> | undefined): ChatMessage[] {
  return (data?.pages ?? []).toReversed().flatMap((page) => page.messages);
}

/**
 * Where a live watch of the loaded pages catches up from: their newest message, or the chat's start
 * when it had none (so a first message written meanwhile is not skipped); null before they load.
 */
export function lastMessageId(data: InfiniteData<ChatHistory, unknown> | undefined): string | null {
  return data ? watchAfterHistory(data.pages[0]?.messages) : null;
}

/** Puts a message at the end of the history cached under `key`, once (a live watch may deliver one a send already added). */
export function appendToHistory(client: QueryClient, key: QueryKey, message: ChatMessage): void {
  client.setQueryData<HistoryPages>(key, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [newest, ...earlier] = data.pages;
    const first = newest ?? { messages: [], hasEarlier: false };
    return { ...data, pages: [{ ...first, messages: [...first.messages, message] }, ...earlier] };
  });
}
