import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatMessage } from '@marketplace/contract';
import { readMarkToSend } from '../../../conversations/readMark.ts';
import { useMarkSupportChatRead } from '../../../data/supportChats.ts';

function onVisibilityChange(callback: () => void): () => void {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}

/**
 * Marks the open conversation read by support up to its newest message whenever the person's messages
 * are on screen in a visible tab: the unread counts and the person's read tick follow.
 */
export function useMarkSupportSeen(chatId: string, messages: readonly ChatMessage[], ready: boolean): void {
  const { mutate } = useMarkSupportChatRead();
  const visible = useSyncExternalStore(onVisibilityChange, () => document.visibilityState === 'visible');
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !visible) return;
    const lastReadId = readMarkToSend(messages, 'bot', marked.current);
    if (lastReadId === null) return;
    marked.current = lastReadId;
    mutate({ chatId, lastReadId });
  }, [chatId, messages, ready, visible, mutate]);
}
