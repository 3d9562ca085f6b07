import { isLaterMessageId, type ChatAttachment, type ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';

/** A message the viewer wrote that the server has not stored yet (shown at once, then replaced). */
export interface OutgoingMessage {
  message: ChatListMessage;
  /**
   * The message's own id, made when it was written and sent with each try of it (the send's
   * `clientId`): a retry of a send the server stored but never answered gets the stored message
   * back instead of storing it twice.
   */
  clientId: string;
  /** The finished photo uploads it carries, as the send call names them. */
  attachmentIds: string[];
  /** The newest stored message when it was (last) sent: the stored copy comes after it. */
  after: string | null;
}

/** A new message's client id: 128 random bits in hex (getRandomValues works on pages that are not a secure context too). */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface DraftInput {
  localId: string;
  /** The message's client id (newClientId), kept for every retry. */
  clientId: string;
  /** The newest stored message of the chat now (see stillOutgoing). */
  after?: string | null;
  chatId: string;
  text: string;
  sender: ChatMessage['sender'];
  attachments: readonly (ChatAttachment & { uploadId: string })[];
  now: Date;
}

/** The bubble of a message on its way: the viewer's text and photos, dated now, `sending`. */
export function draftMessage({
  localId,
  clientId,
  after = null,
  chatId,
  text,
  sender,
  attachments,
  now,
}: DraftInput): OutgoingMessage {
  return {
    clientId,
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
    after,
  };
}

/**
 * The outgoing messages still to show beside the stored ones. The live channel may bring a message's
 * stored copy before its send is answered: one message is on its way at a time, so a message of the
 * viewer's stored after the one on its way started is that message, and the copy on its way hides.
 */
export function stillOutgoing(
  outgoing: readonly OutgoingMessage[],
  stored: readonly Pick<ChatMessage, 'id' | 'sender'>[],
  viewer: ChatMessage['sender'],
): ChatListMessage[] {
  return outgoing
    .filter(
      (entry) =>
        entry.message.delivery !== 'sending' ||
        !stored.some((message) => message.sender === viewer && isLaterMessageId(message.id, entry.after)),
    )
    .map((entry) => entry.message);
}

/** The outgoing list with one message's delivery changed (or the message gone once stored: `null`). */
export function withDelivery(
  outgoing: readonly OutgoingMessage[],
  localId: string,
  delivery: ChatListMessage['delivery'] | null,
): OutgoingMessage[] {
  if (delivery === null) return outgoing.filter((entry) => entry.message.id !== localId);
  return outgoing.map((entry) => (entry.message.id === localId ? { ...entry, message: { ...entry.message, delivery } } : entry));
}

/** Where a tab keeps a chat's messages not yet stored, across reloads (sessionStorage: the tab's own). */
export const outboxStorageKey = (chatId: string): string => `chat_outbox:${chatId}`;

/** The outgoing messages to keep (their text, photos and client ids), or null when there are none. */
export function outboxToKeep(outgoing: readonly OutgoingMessage[]): string | null {
  if (outgoing.length === 0) return null;
  return JSON.stringify(outgoing.map(({ message, clientId, attachmentIds }) => ({ message, clientId, attachmentIds })));
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The outgoing messages kept by outboxToKeep, to be sent again with their client ids; what is not one is left out. */
export function keptOutbox(kept: string | null): OutgoingMessage[] {
  if (!kept) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown): OutgoingMessage[] => {
    const entry = item as Partial<OutgoingMessage> | null;
    const message = entry?.message;
    if (!entry || !isString(entry.clientId) || !Array.isArray(entry.attachmentIds) || !entry.attachmentIds.every(isString))
      return [];
    if (!message || !isString(message.id) || !isString(message.text) || !isString(message.chatId) || !isString(message.date))
      return [];
    if (!isString(message.sender) || !Array.isArray(message.attachments)) return [];
    return [
      {
        message: { ...message, masked: false, delivery: 'sending' },
        clientId: entry.clientId,
        attachmentIds: entry.attachmentIds,
        after: null,
      },
    ];
  });
}
