import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';
import { isApiError } from '../api/ApiError.ts';
import {
  draftMessage,
  keptOutbox,
  newClientId,
  outboxStorageKey,
  outboxToKeep,
  stillOutgoing,
  withDelivery,
  type DraftInput,
  type OutgoingMessage,
} from './outbox.ts';

export interface OutboxOptions {
  chatId: string;
  sender: ChatMessage['sender'];
  /** The chat's stored messages, oldest first. */
  stored: readonly ChatMessage[];
  /** Sends one message to the server, with its `clientId` (the same on every try of it). */
  post: (entry: OutgoingMessage) => Promise<unknown>;
  /** The refusal's code when the error carries none. */
  unknownRefusal: string;
  /**
   * Keeps the messages not yet stored in the tab's sessionStorage, and after a reload sends them
   * again, one after another, with their client ids (so one the server stored is not stored twice);
   * only for sends that take a client id.
   */
  keep?: boolean;
  /** The chat's history has loaded: kept messages are sent again only then (after what it holds). */
  ready?: boolean;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Messages on their way in one chat: each shown at once as `sending` until the server has it (the
 * stored copy then takes its place), or `failed` with a retry and the refusal's code. A message's
 * client id is made when it is written and goes with each try, so a retry of a send whose answer was
 * lost (the connection or the server dropped after it was stored) is not stored twice.
 */
export function useOutbox({ chatId, sender, stored, post, unknownRefusal, keep = false, ready = true }: OutboxOptions) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  /** The code of the last refused send, null after one went through. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const outgoingRef = useRef(outgoing);
  outgoingRef.current = outgoing;
  const newestStored = stored.at(-1)?.id ?? null;

  const deliver = (entry: OutgoingMessage): Promise<void> => {
    const localId = entry.message.id;
    // A retry's stored copy comes after what is stored now.
    setOutgoing((list) =>
      withDelivery(list, localId, 'sending').map((item) =>
        item.message.id === localId ? { ...item, after: newestStored } : item,
      ),
    );
    return post(entry).then(
      () => {
        setRefusal(null);
        setOutgoing((list) => withDelivery(list, localId, null));
      },
      (error: unknown) => {
        setRefusal(isApiError(error) ? error.code : unknownRefusal);
        setOutgoing((list) => withDelivery(list, localId, 'failed'));
      },
    );
  };

  // The chat this tab's kept messages were taken back for (once per chat, when its history is in).
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!keep || !ready || restoredFor.current === chatId) return;
    restoredFor.current = chatId;
    // Their stored copies, if any comes, come after what the history holds now.
    const kept = keptOutbox(tabStorage()?.getItem(outboxStorageKey(chatId)) ?? null).map((entry) => ({
      ...entry,
      after: newestStored,
    }));
    if (kept.length === 0) return;
    setOutgoing((list) => [...kept, ...list]);
    // One at a time, in the order they were written.
    void kept.reduce((previous, entry) => previous.then(() => deliver(entry)), Promise.resolve());
    // deliver is the render's own; this runs once per chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keep, ready, chatId]);
  useEffect(() => {
    if (!keep || restoredFor.current !== chatId) return;
    const kept = outboxToKeep(outgoing);
    try {
      if (kept === null) tabStorage()?.removeItem(outboxStorageKey(chatId));
      else tabStorage()?.setItem(outboxStorageKey(chatId), kept);
    } catch {
      // Storage full or refused: the messages still go, only a reload loses them.
    }
  }, [keep, chatId, outgoing]);

  const submit = (text: string, attachments: DraftInput['attachments'] = []) => {
    const clientId = newClientId();
    const entry = draftMessage({
      localId: `local-${clientId}`,
      clientId,
      after: newestStored,
      chatId,
      text,
      sender,
      attachments,
      now: new Date(),
    });
    setOutgoing((list) => [...list, entry]);
    deliver(entry);
  };

  const retry = (message: ChatListMessage) => {
    const entry = outgoingRef.current.find((candidate) => candidate.message.id === message.id);
    if (entry) deliver(entry);
  };

  return {
    /** The sender's messages not stored yet, oldest first (one whose stored copy came live first is left out). */
    outgoing: stillOutgoing(outgoing, stored, sender),
    submit,
    retry,
    sending: outgoing.some((entry) => entry.message.delivery === 'sending'),
    refusal,
  };
}
