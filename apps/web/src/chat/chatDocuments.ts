import { compareMessageIds, isLaterMessageId, type ChatAttachment, type ChatMessage } from '@marketplace/contract';

/**
 * The live chat documents of spec §3/§7: `SupportChat/{supportToken}` and
 * `CustomOrderChat/{contactId}`, each with a `chat` array of `{ text, sender, date }`. Ours adds to
 * each entry the message's id on our server (the record), so every entry is distinct for
 * arrayUnion, a repeated append is harmless, and a page orders and de-duplicates entries with the
 * same ids the API answers; and the photos and the masked mark when there are any.
 */
export const CHAT_COLLECTIONS = { support: 'SupportChat', customOrder: 'CustomOrderChat' } as const;

export interface ChatDocumentPath {
  collection: (typeof CHAT_COLLECTIONS)[keyof typeof CHAT_COLLECTIONS];
  id: string;
}

export interface ChatEntry {
  id: string;
  text: string;
  sender: ChatMessage['sender'];
  date: string;
  attachments?: ChatAttachment[];
  masked?: true;
}

/** The entry a message becomes; no undefined fields (spec §5). */
export function chatEntryOf(message: ChatMessage): ChatEntry {
  return {
    id: message.id,
    text: message.text,
    sender: message.sender,
    date: message.date,
    ...(message.attachments.length > 0
      ? { attachments: message.attachments.map(({ url, width, height }) => ({ url, width, height })) }
      : {}),
    ...(message.masked ? { masked: true as const } : {}),
  };
}

const SENDERS = new Set<unknown>(['user', 'bot', 'received']);
const MESSAGE_ID = /^[1-9][0-9]{0,18}$/;

/** A document entry as a message, or null for an entry without our id (written by something else). */
export function messageOfEntry(entry: unknown, chatId: string): ChatMessage | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, text, sender, date, attachments, masked } = entry as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    !MESSAGE_ID.test(id) ||
    typeof text !== 'string' ||
    !SENDERS.has(sender) ||
    typeof date !== 'string'
  )
    return null;
  return {
    id,
    chatId,
    text,
    sender: sender as ChatMessage['sender'],
    date,
    attachments: Array.isArray(attachments) ? (attachments as ChatAttachment[]) : [],
    masked: masked === true,
  };
}

const byId = (a: ChatMessage, b: ChatMessage) => compareMessageIds(a.id, b.id);

/**
 * What a snapshot of the `chat` array adds for a watcher: the messages after `after` it has not
 * delivered, in id order. Appends from two writers may land out of id order, so the watcher keeps
 * the ids it delivered rather than only the last one.
 */
export function newMessages(
  entries: readonly unknown[],
  chatId: string,
  after: string | null,
  delivered: Set<string>,
): ChatMessage[] {
  const fresh: ChatMessage[] = [];
  for (const entry of entries) {
    const message = messageOfEntry(entry, chatId);
    if (!message || delivered.has(message.id) || !isLaterMessageId(message.id, after)) continue;
    delivered.add(message.id);
    fresh.push(message);
  }
  return fresh.sort(byId);
}
