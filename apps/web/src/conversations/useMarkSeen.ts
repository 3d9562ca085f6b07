import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@marketplace/contract';
import { useMarkChatRead } from '../data/conversations.ts';
import { readMarkToSend } from './readMark.ts';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Marks the open chat read up to its newest message whenever the other side's messages are on screen
 * (the panel is open and the tab is visible): the unread counts and the other side's read tick follow.
 */
export function useMarkSeen(chatId: string, messages: readonly ChatMessage[], viewerSender: ChatMessage['sender'] | null): void {
  const markRead = useMarkChatRead();
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    marked.current = null;
  }, [chatId]);

  useEffect(() => {
    if (!visible || viewerSender === null) return;
    const lastReadId = readMarkToSend(messages, viewerSender, marked.current);
    if (lastReadId === null) return;
    marked.current = lastReadId;
    mutate({ chatId, lastReadId });
  }, [chatId, messages, viewerSender, visible, mutate]);
}
