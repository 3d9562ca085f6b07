import { useRef, useState } from 'react';
import { CHAT_ERROR, type ChatMessage } from '@marketplace/contract';
import type { ChatComposerPhotos, ChatListMessage, MediaUploadItem } from '@marketplace/design-system';
import { isApiError } from '../api/ApiError.ts';
import { useSendChatMessage } from '../data/conversations.ts';
import { useMediaUploads, type MediaUploadEntry } from '../media/useMediaUploads.ts';
import { draftMessage, stillOutgoing, withDelivery, type OutgoingMessage } from './outbox.ts';

function photoItemOf(entry: MediaUploadEntry): MediaUploadItem {
  const { id, name, mediaType, previewUrl, progress, state, failure } = entry;
  return { id, name, mediaType, previewUrl, progress, state, failure: failure && { reason: failure.reason, retryable: failure.retryable } };
}

let sequence = 0;

/**
 * What the viewer writes in one chat: photos uploaded as they are picked (images compressed as
 * gallery images, spec §5), and each message shown at once as `sending` until the server has it
 * (then the stored one replaces it), or `failed` with a retry. One message at a time, so they are
 * stored in the order written.
 */
export function useChatOutbox(chatId: string, sender: ChatMessage['sender'], stored: readonly ChatMessage[]) {
  const send = useSendChatMessage(chatId);
  const uploads = useMediaUploads({ kind: 'image' });
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  /** The code of the last refused send (shown under the messages), null after one went through. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const outgoingRef = useRef(outgoing);
  outgoingRef.current = outgoing;
  const newestStored = stored.at(-1)?.id ?? null;

  const deliver = (entry: OutgoingMessage) => {
    const localId = entry.message.id;
    setOutgoing((list) => withDelivery(list, localId, 'sending').map((item) => (item.message.id === localId ? { ...item, after: newestStored } : item)));
    send.mutateAsync({ text: entry.message.text, attachments: entry.attachmentIds }).then(
      () => {
        setRefusal(null);
        setOutgoing((list) => withDelivery(list, localId, null));
      },
      (error: unknown) => {
        setRefusal(isApiError(error) ? error.code : CHAT_ERROR.CHAT_FORBIDDEN);
        setOutgoing((list) => withDelivery(list, localId, 'failed'));
      },
    );
  };

  const submit = (text: string) => {
    const attachments = uploads.entries.flatMap((entry) =>
      entry.record ? [{ uploadId: entry.record.id, url: entry.record.downloadURL, width: entry.record.width, height: entry.record.height }] : [],
    );
    sequence += 1;
    const entry = draftMessage({ localId: `local-${sequence}`, after: newestStored, chatId, text, sender, attachments, now: new Date() });
    setOutgoing((list) => [...list, entry]);
    for (const photo of uploads.entries) uploads.remove(photo.id);
    deliver(entry);
  };

  const retry = (message: ChatListMessage) => {
    const entry = outgoingRef.current.find((candidate) => candidate.message.id === message.id);
    if (entry) deliver(entry);
  };

  const photos: ChatComposerPhotos = {
    items: uploads.entries.map(photoItemOf),
    onPick: uploads.add,
    onRemove: uploads.remove,
  };

  return {
    /** The viewer's messages not stored yet, oldest first. */
    outgoing: stillOutgoing(outgoing, stored, sender),
    submit,
    retry,
    photos,
    sending: outgoing.some((entry) => entry.message.delivery === 'sending'),
    refusal,
    blocked: refusal === CHAT_ERROR.CHAT_BLOCKED,
  };
}
