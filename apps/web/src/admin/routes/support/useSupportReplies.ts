import { useRef, useState } from 'react';
import type { ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { draftMessage, stillOutgoing, withDelivery, type OutgoingMessage } from '../../../conversations/outbox.ts';
import { useReplySupport } from '../../../data/supportChats.ts';

let sequence = 0;

/**
 * The admin's answers in one support conversation: each shown at once as `sending` until the server
 * has it (the stored one then takes its place), or `failed` with a retry and the refusal's code.
 */
export function useSupportReplies(chatId: string, stored: readonly ChatMessage[]) {
  const reply = useReplySupport();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const outgoingRef = useRef(outgoing);
  outgoingRef.current = outgoing;
  const newestStored = stored.at(-1)?.id ?? null;

  const deliver = (entry: OutgoingMessage) => {
    const localId = entry.message.id;
    // A retry's stored copy comes after what is stored now.
    setOutgoing((list) => withDelivery(list, localId, 'sending').map((item) => (item.message.id === localId ? { ...item, after: newestStored } : item)));
    reply.mutateAsync({ chatId, text: entry.message.text }).then(
      () => {
        setRefusal(null);
        setOutgoing((list) => withDelivery(list, localId, null));
      },
      (error: unknown) => {
        setRefusal(isApiError(error) ? error.code : 'UNEXPECTED_RESPONSE');
        setOutgoing((list) => withDelivery(list, localId, 'failed'));
      },
    );
  };

  const submit = (text: string) => {
    sequence += 1;
    const entry = draftMessage({ localId: `local-${sequence}`, after: newestStored, chatId, text, sender: 'bot', attachments: [], now: new Date() });
    setOutgoing((list) => [...list, entry]);
    deliver(entry);
  };

  const retry = (message: ChatListMessage) => {
    const entry = outgoingRef.current.find((candidate) => candidate.message.id === message.id);
    if (entry) deliver(entry);
  };

  return {
    /** Answers not stored yet, oldest first (one whose stored copy came live before its answer is left out). */
    outgoing: stillOutgoing(outgoing, stored, 'bot'),
    submit,
    retry,
    sending: outgoing.some((entry) => entry.message.delivery === 'sending'),
    refusal,
  };
}
