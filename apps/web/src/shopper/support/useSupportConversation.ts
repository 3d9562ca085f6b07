import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_ERROR, counterpartReadAfter, type ChatMessage } from '@marketplace/contract';
import type { ChatConnection, ChatListMessage } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import type { ChatAdapter, Unwatch } from '../../chat/chatAdapter.ts';
import { newClientId } from '../../conversations/outbox.ts';
import { mergeMessages, newestStoredId, unseenReplies } from './supportMessages.ts';
import {
  forgetSupportChat,
  readSeenMessageId,
  readSupportToken,
  storeSeenMessageId,
  storeSupportToken,
} from './supportStorage.ts';

export interface SupportConversation {
  messages: ChatListMessage[];
  /** The history's first page: not asked yet or on its way (`loading`), failed, or shown. */
  state: 'loading' | 'error' | 'ready';
  hasEarlier: boolean;
  loadingEarlier: boolean;
  /** Support has read the person's messages up to this id (the read tick). */
  staffReadUpTo: string | null;
  connection: ChatConnection;
  /** An admin stopped this account from chatting. */
  blocked: boolean;
  /** Support's replies the person has not seen in the open chat (the dot), newest last. */
  unseen: ChatListMessage[];
  send: (text: string) => void;
  retry: (message: ChatListMessage) => void;
  reload: () => void;
  loadEarlier: () => void;
}

let localIds = 0;

/**
 * The support chat of this browser (spec §2 "Chats", §3 support chat document) through the chat
 * adapter. While a support token exists its chat is watched live, open or not, from the newest
 * message the person has seen (from the chat's start when none is recorded: nothing written before
 * the watch is skipped), so a reply arriving while the chat is closed counts as unseen; the
 * open chat reads its history, shows everything and marks it seen (and read on the server). Without
 * a token nothing is asked until the first message, whose answer carries the new token.
 */
export function useSupportConversation(adapter: ChatAdapter | null, open: boolean): SupportConversation {
  const [token, setToken] = useState(readSupportToken);
  const [seenId, setSeenId] = useState(readSeenMessageId);
  const [messages, setMessages] = useState<ChatListMessage[]>([]);
  const [history, setHistory] = useState<'none' | 'loading' | 'error' | 'ready'>('none');
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [staffReadUpTo, setStaffReadUpTo] = useState<string | null>(null);
  const [connection, setConnection] = useState<ChatConnection>('online');
  const [blocked, setBlocked] = useState(false);
  // Where the watch starts is read once, when it starts: later messages come from the watch itself.
  const watchFrom = useRef(seenId);
  const markedRead = useRef<string | null>(null);
  // Each message's client id, by its local id: made when it is written, sent again with each retry.
  const clientIds = useRef(new Map<string, string>());

  const receive = useCallback((incoming: ChatMessage[]) => setMessages((known) => mergeMessages(known, incoming)), []);

  const startOver = useCallback(() => {
    forgetSupportChat();
    watchFrom.current = null;
    markedRead.current = null;
    setToken(null);
    setSeenId(null);
    setMessages([]);
    setHistory('none');
    setHasEarlier(false);
    setStaffReadUpTo(null);
  }, []);

  // The live watch, whenever there is a token.
  useEffect(() => {
    if (!adapter || !token) return;
    let unwatch: Unwatch | null = adapter.support.watch(token, watchFrom.current, {
      onMessage: (message) => receive([message]),
      onRead: (side, lastReadId) => setStaffReadUpTo((current) => counterpartReadAfter(current, { side, lastReadId }, 'user')),
      onRefused: (code) => {
        if (code === CHAT_ERROR.SUPPORT_TOKEN_NOT_FOUND) startOver();
      },
      onConnection: (state) => setConnection(state === 'live' ? 'online' : 'reconnecting'),
    });
    return () => {
      unwatch?.();
      unwatch = null;
    };
  }, [adapter, token, receive, startOver]);

  const loadHistory = useCallback(() => {
    if (!adapter || !token) return;
    setHistory('loading');
    adapter.support.history(token).then(
      (page) => {
        receive(page.messages);
        setHasEarlier(page.hasEarlier);
        setStaffReadUpTo(page.staffLastReadId);
        setHistory('ready');
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === CHAT_ERROR.SUPPORT_TOKEN_NOT_FOUND) startOver();
        else setHistory('error');
      },
    );
  }, [adapter, token, receive, startOver]);

  // The open chat reads its history once.
  useEffect(() => {
    if (open && token && history === 'none') loadHistory();
  }, [open, token, history, loadHistory]);

  // The open chat has shown everything: seen here, read on the server (once per newest message).
  const newest = newestStoredId(messages);
  useEffect(() => {
    if (!open || !adapter || !token || !newest || history !== 'ready') return;
    storeSeenMessageId(newest);
    setSeenId(newest);
    if (markedRead.current !== newest) {
      markedRead.current = newest;
      adapter.support.markRead(token, newest).catch(() => undefined);
    }
  }, [open, adapter, token, newest, history]);

  const deliver = useCallback(
    (pending: ChatListMessage) => {
      if (!adapter) return;
      const settle = (replace: (message: ChatListMessage) => ChatListMessage[]) =>
        setMessages((known) => known.flatMap((message) => (message.id === pending.id ? replace(message) : [message])));
      adapter.support.send(token, pending.text, clientIds.current.get(pending.id)).then(
        (answer) => {
          clientIds.current.delete(pending.id);
          settle(() => []);
          receive([answer.message]);
          if (!token) {
            // The first message made the chat: keep its token, follow it from this message on.
            storeSupportToken(answer.supportToken);
            storeSeenMessageId(answer.message.id);
            watchFrom.current = answer.message.id;
            setSeenId(answer.message.id);
            setHistory('ready');
            setToken(answer.supportToken);
          }
        },
        (error: unknown) => {
          if (isApiError(error) && error.code === CHAT_ERROR.CHAT_BLOCKED) setBlocked(true);
          if (isApiError(error) && error.code === CHAT_ERROR.SUPPORT_TOKEN_NOT_FOUND) startOver();
          settle((message) => [{ ...message, delivery: 'failed' }]);
        },
      );
    },
    [adapter, token, receive, startOver],
  );

  const send = useCallback(
    (text: string) => {
      localIds += 1;
      const pending: ChatListMessage = {
        id: `local-${localIds}`,
        chatId: '',
        text,
        sender: 'user',
        date: new Date().toISOString(),
        attachments: [],
        masked: false,
        delivery: 'sending',
      };
      clientIds.current.set(pending.id, newClientId());
      setMessages((known) => [...known, pending]);
      deliver(pending);
    },
    [deliver],
  );

  const retry = useCallback(
    (failed: ChatListMessage) => {
      const pending: ChatListMessage = { ...failed, delivery: 'sending', date: new Date().toISOString() };
      setMessages((known) => [...known.filter((message) => message.id !== failed.id), pending]);
      deliver(pending);
    },
    [deliver],
  );

  const loadEarlier = useCallback(() => {
    const oldest = messages.find((message) => !message.delivery)?.id;
    if (!adapter || !token || !oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    adapter.support.history(token, oldest).then(
      (page) => {
        receive(page.messages);
        setHasEarlier(page.hasEarlier);
        setLoadingEarlier(false);
      },
      () => setLoadingEarlier(false),
    );
  }, [adapter, token, messages, loadingEarlier, receive]);

  return {
    messages,
    state: !token ? 'ready' : history === 'error' ? 'error' : history === 'ready' && adapter ? 'ready' : 'loading',
    hasEarlier,
    loadingEarlier,
    staffReadUpTo,
    connection: token ? connection : 'online',
    blocked,
    unseen: unseenReplies(messages, seenId),
    send,
    retry,
    reload: loadHistory,
    loadEarlier,
  };
}
