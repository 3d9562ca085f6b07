import type { ChatAttachment, ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';

/** A message the viewer wrote that the server has not stored yet (shown at once, then replaced). */
export interface OutgoingMessage {
  message: ChatListMessage;
  /** The finished photo uploads it carries, as the send call names them. */
  attachmentIds: string[];
}

export interface DraftInput {
  localId: string;
  chatId: string;
  text: string;
  sender: ChatMessage['sender'];
  attachments: readonly (ChatAttachment & { uploadId: string })[];
  now: Date;
}

/** The bubble of a message on its way: the viewer's text and photos, dated now, `sending`. */
export function draftMessage({ localId, chatId, text, sender, attachments, now }: DraftInput): OutgoingMessage {
  return {
    message: {
      id: localId,
      chatId,
      text,
      sender,
      date: now.toISOString(),
      attachments: attachments.map(({ url, width, height }) => ({ url, width, height })),
      masked: false,
      delivery: 'sending',
    },
    attachmentIds: attachments.map((attachment) => attachment.uploadId),
  };
}

/** The outgoing list with one message's delivery changed (or the message gone once stored: `null`). */
export function withDelivery(outgoing: readonly OutgoingMessage[], localId: string, delivery: ChatListMessage['delivery'] | null): OutgoingMessage[] {
  if (delivery === null) return outgoing.filter((entry) => entry.message.id !== localId);
  return outgoing.map((entry) => (entry.message.id === localId ? { ...entry, message: { ...entry.message, delivery } } : entry));
}
