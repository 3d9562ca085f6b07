import { useRef, useState } from 'react';
import type { ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';
import { isApiError } from '../api/ApiError.ts';
import { draftMessage, newClientId, stillOutgoing, withDelivery, type DraftInput, type OutgoingMessage } from './outbox.ts';

let sequence = 0;

export interface OutboxOptions {
  chatId: string;
  sender: ChatMessage['sender'];
  /** The chat's stored messages, oldest first. */
  stored: readonly ChatMessage[];
  /** Sends one message to the server, with its `clientId` (the same on every try of it). */
  post: (entry: OutgoingMessage) => Promise<unknown>;
  /** The refusal's code when the error carries none. */
  unknownRefusal: string;
}

/**
 * Messages on their way in one chat: each shown at once as `sending` until the server has it (the
 * stored copy then takes its place), or `failed` with a retry and the refusal's code. A message's
 * client id is made when it is written and goes with each try, so a retry of a send whose answer was
 * lost (the connection or the server dropped after it was stored) is not stored twice.
 */
export function useOutbox({ chatId, sender, stored, post, unknownRefusal }: OutboxOptions) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  /** The code of the last refused send, null after one went through. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const outgoingRef = useRef(outgoing);
  outgoingRef.current = outgoing;
  const newestStored = stored.at(-1)?.id ?? null;

  const deliver = (entry: OutgoingMessage) => {
    const localId = entry.message.id;
    // A retry's stored copy comes after what is stored now.
    setOutgoing((list) =>
      withDelivery(list, localId, 'sending').map((item) =>
        item.message.id === localId ? { ...item, after: newestStored } : item,
      ),
    );
    post(entry).then(
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

  const submit = (text: string, attachments: DraftInput['attachments'] = []) => {
    sequence += 1;
    const entry = draftMessage({
      localId: `local-${sequence}`,
      clientId: newClientId(),
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
