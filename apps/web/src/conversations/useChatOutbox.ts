import { CHAT_ERROR, type ChatMessage } from '@marketplace/contract';
import type { ChatComposerPhotos, MediaUploadItem } from '@marketplace/design-system';
import { useSendChatMessage } from '../data/conversations.ts';
import { useMediaUploads, type MediaUploadEntry } from '../media/useMediaUploads.ts';
import { useOutbox } from './useOutbox.ts';

function photoItemOf(entry: MediaUploadEntry): MediaUploadItem {
  const { id, name, mediaType, previewUrl, progress, state, failure } = entry;
  return {
    id,
    name,
    mediaType,
    previewUrl,
    progress,
    state,
    failure: failure && { reason: failure.reason, retryable: failure.retryable },
  };
}

/**
 * What the viewer writes in one chat: photos uploaded as they are picked (images compressed as
 * gallery images, spec §5), and each message shown at once as `sending` until the server has it
 * (then the stored one replaces it), or `failed` with a retry. One message at a time, so they are
 * stored in the order written. What is not stored yet survives a reload of the tab and is sent
 * again, with the same client ids, once the history is in.
 */
export function useChatOutbox(chatId: string, sender: ChatMessage['sender'], stored: readonly ChatMessage[], ready: boolean) {
  const send = useSendChatMessage(chatId);
  const uploads = useMediaUploads({ kind: 'image' });
  const outbox = useOutbox({
    chatId,
    sender,
    stored,
    post: (entry) => send.mutateAsync({ text: entry.message.text, attachments: entry.attachmentIds, clientId: entry.clientId }),
    unknownRefusal: CHAT_ERROR.CHAT_FORBIDDEN,
    keep: true,
    ready,
  });

  const submit = (text: string) => {
    const attachments = uploads.entries.flatMap((entry) =>
      entry.record
        ? [{ uploadId: entry.record.id, url: entry.record.downloadURL, width: entry.record.width, height: entry.record.height }]
        : [],
    );
    for (const photo of uploads.entries) uploads.remove(photo.id);
    outbox.submit(text, attachments);
  };

  const photos: ChatComposerPhotos = {
    items: uploads.entries.map(photoItemOf),
    onPick: uploads.add,
    onRemove: uploads.remove,
  };

  return {
    ...outbox,
    submit,
    photos,
    blocked: outbox.refusal === CHAT_ERROR.CHAT_BLOCKED,
  };
}
